import { chromium, request } from '@playwright/test';
import { createCipheriv } from 'node:crypto';
const base = 'http://127.0.0.1:4190';
const enc = (plain, secret) => { const key = Buffer.from(secret, 'utf8'); const c = createCipheriv(`aes-${key.length * 8}-ecb`, key, null); return Buffer.concat([c.update(plain, 'utf8'), c.final()]).toString('base64'); };
const [account, ...pages] = process.argv.slice(2);
const api = await request.newContext({ baseURL: base });
const s = await (await api.get('/gateway/v1/secret/generateSecret')).json();
const l = await (await api.post('/gateway/v1/user/login', { data: { userName: account, password: enc('Demo@2025', s.data.secret), secretKey: s.data.key } })).json();
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'] });
for (const [w, h, tag] of [[1440, 900, 'd'], [390, 844, 'm']]) {
  const ctx = await browser.newContext({ viewport: { width: w, height: h }, locale: 'zh-CN', timezoneId: 'Asia/Shanghai' });
  await ctx.addInitScript(([t, u, r]) => { localStorage.setItem('token', t); localStorage.setItem('userInfo', u); localStorage.setItem('roles', r); }, [l.data.token, JSON.stringify(l.data.userInfo), JSON.stringify(l.data.userInfo.roles)]);
  const page = await ctx.newPage();
  page.on('pageerror', (e) => console.log('PAGEERROR', e.message));
  page.on('console', (m) => m.type() === 'error' && console.log('CONSOLE', m.text()));
  for (const p of pages) {
    await page.goto(base + p);
    await page.waitForTimeout(3000);
    const name = p.replace(/[^a-z0-9]+/gi, '_');
    await page.screenshot({ path: `/tmp/shots/${name}-${tag}.png`, fullPage: tag === 'd' });
    console.log('shot', name, tag, page.url());
  }
  await ctx.close();
}
await browser.close();
