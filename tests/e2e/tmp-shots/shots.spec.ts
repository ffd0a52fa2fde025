import { expect, signInWithPassword, test } from '../fixtures';

const PAGES = ['/admin/cards', '/admin/users', '/admin/audit', '/admin/inbox', '/admin/analysis', '/admin/permissions'];

for (const [w, h] of [[1440, 900], [390, 844]] as const) {
  test(`shots ${w}`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: w, height: h });
    await page.goto('/login');
    await page.waitForFunction(() => document.documentElement.dataset.app === 'ready');
    await signInWithPassword(page, 'demo_operator');
    await expect(page).not.toHaveURL(/\/login/);
    // Something in each list.
    await page.request.post('/gateway/v1/consultation/add', {
      data: { requestId: `req-${Math.random().toString(36).slice(2, 12)}`, name: '王经理', company: '云图智能', phone: '13700001111', email: 'a@b.cn', demandType: 'gpu_rental', content: '想了解 A800 包月价格' },
    });
    for (const path of PAGES) {
      await page.goto(path);
      await page.waitForTimeout(2500);
      await page.screenshot({ path: `/tmp/bo-shots/${w}${path.replace(/\//g, '_')}.png`, fullPage: w > 400 });
    }
    await page.goto('/admin/users');
    await page.waitForTimeout(1500);
    await page.getByRole('button', { name: /查\s?看/ }).first().click();
    await page.waitForTimeout(1500);
    await page.screenshot({ path: `/tmp/bo-shots/${w}_user_show.png`, fullPage: true });
    await page.goto('/admin/cards');
    await page.getByRole('button', { name: '发行卡券' }).click();
    await page.waitForTimeout(800);
    await page.screenshot({ path: `/tmp/bo-shots/${w}_cards_issue.png` });
    const form = page.getByRole('dialog', { name: '发行卡券' });
    await form.getByLabel('批次名称').fill('截图批次');
    await form.getByLabel('面值').fill('10');
    await form.getByLabel('发行数量').fill('3');
    await form.getByRole('button', { name: /^发\s?行$/ }).click();
    await page.waitForTimeout(1500);
    await page.screenshot({ path: `/tmp/bo-shots/${w}_cards_codes.png` });
  });
}
