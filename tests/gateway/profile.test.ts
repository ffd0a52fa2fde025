import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, call, createTestApp, freshIp, lastCode, login, registerUser } from './helpers';

let app: FastifyInstance;
let dataDir: string;
let renter: string;
let supplier: string;

/** The smallest valid PNG (1×1, transparent). */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(60, 1)]);

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'suanli-profile-'));
  app = await createTestApp({ env: { DATA_DIR: dataDir } });
  renter = await login(app, 'demo_renter');
  supplier = await login(app, 'demo_supplier');
});
afterAll(() => rm(dataDir, { recursive: true, force: true }));

describe('profile', () => {
  it('answers the caller with a masked phone', async () => {
    const res = await call<{ userName: string; phoneMasked: string }>(app, {
      method: 'GET',
      url: '/gateway/v1/profile/info',
      headers: auth(renter),
    });
    expect(res.code).toBe(100000);
    expect(res.data.userName).toBe('demo_renter');
    expect(res.data.phoneMasked).toBe('138****0001');
    expect(JSON.stringify(res.data)).not.toContain('13800000001');
  });

  it('needs a token', async () => {
    const res = await call(app, { method: 'GET', url: '/gateway/v1/profile/info' });
    expect(res.code).toBe(50003);
  });

  it('updates the name, keeping markup as plain text, and keeps or clears the e-mail without a code', async () => {
    const res = await call<{ name: string; email: string }>(app, {
      method: 'PATCH',
      url: '/gateway/v1/profile/update',
      headers: auth(renter),
      payload: { name: '<b>张三</b>', email: 'Renter@demo.suanli.cn' },
    });
    expect(res.code).toBe(100000);
    expect(res.data).toMatchObject({ name: '<b>张三</b>', email: 'renter@demo.suanli.cn' });
    const cleared = await call<{ email: string }>(app, {
      method: 'PATCH',
      url: '/gateway/v1/profile/update',
      headers: auth(renter),
      payload: { name: '张三', email: '' },
    });
    expect(cleared.data.email).toBe('');
  });

  it.each([
    ['a missing name', { email: '' }, 'name'],
    ['a blank name', { name: '   ', email: '' }, 'name'],
    ['an overlong name', { name: '长'.repeat(33), email: '' }, 'name'],
    ['a wrong type', { name: 42, email: '' }, 'name'],
    ['a bad e-mail', { name: '张三', email: 'not-an-email' }, 'email'],
    ['an overlong e-mail', { name: '张三', email: `${'a'.repeat(130)}@example.com` }, 'email'],
  ])('refuses %s naming the field', async (_label, payload, field) => {
    const res = await call<{ field: string }[]>(app, {
      method: 'PATCH',
      url: '/gateway/v1/profile/update',
      headers: auth(renter),
      payload,
    });
    expect(res.code).toBe(50005);
    expect(res.data[0]!.field).toBe(field);
  });

  it('changes the e-mail only with a code sent to it, answering alike for a taken and a free address', async () => {
    const user = await registerUser(app);
    const update = (email: string, verifyCode?: string) =>
      call<{ field: string; message: string }[] & { email: string }>(app, {
        method: 'PATCH',
        url: '/gateway/v1/profile/update',
        headers: auth(user.token),
        payload: { name: '新邮箱', email, verifyCode },
      });
    const send = (email: string, token?: string) =>
      call(app, {
        method: 'GET',
        url: `/gateway/v1/email/sendVerifyCode?scene=changeEmail&email=${encodeURIComponent(email)}`,
        headers: token ? auth(token) : {},
        remoteAddress: freshIp(),
      });
    const free = `fresh-${user.userId}@example.com`;
    const taken = 'SUPPLIER@demo.suanli.cn';
    const answers = async (email: string) => {
      const { code, msg, data } = await update(email);
      const sent = await send(email, user.token);
      const wrong = await update(email, '000000');
      return [{ code, msg, data }, { code: sent.code, msg: sent.msg }, { code: wrong.code, msg: wrong.msg, data: wrong.data }];
    };
    const [forFree, forTaken] = [await answers(free), await answers(taken)];
    expect(forTaken).toEqual(forFree);
    expect(forFree[0]).toEqual({ code: 50005, msg: '请输入验证码', data: [{ field: 'verifyCode', message: '请输入验证码' }] });
    expect(forFree[1]).toEqual({ code: 100000, msg: '发送成功' });
    expect((await send(free)).code).toBe(50003);

    const saved = await update(free, await lastCode(app, free));
    expect(saved.code).toBe(100000);
    expect(saved.data.email).toBe(free);
    // Only the owner of the mailbox learns that it belongs to another account.
    const refused = await update(taken, await lastCode(app, taken.toLowerCase()));
    expect(refused.data[0]).toEqual({ field: 'email', message: '该邮箱已被其他账号使用' });
    const info = await call<{ email: string }>(app, { method: 'GET', url: '/gateway/v1/profile/info', headers: auth(supplier) });
    expect(info.data.email).toBe('supplier@demo.suanli.cn');
  });
});

describe('avatar upload', () => {
  const upload = (body: Buffer, contentType = 'image/png', token = renter) =>
    call<{ avatarUrl: string }>(app, {
      method: 'POST',
      url: '/gateway/v1/profile/avatar',
      headers: { ...auth(token), 'content-type': contentType },
      payload: body,
    });

  it('stores a PNG, serves it with safe headers and points the profile at it', async () => {
    const res = await upload(PNG);
    expect(res.code).toBe(100000);
    expect(res.data.avatarUrl).toMatch(/^\/gateway\/v1\/oss\/file\/avatars\/\d+\/[a-f0-9]{32}\.png$/);
    const file = await app.inject({ method: 'GET', url: res.data.avatarUrl });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.headers['content-security-policy']).toContain("default-src 'none'");
    expect(file.rawPayload.equals(PNG)).toBe(true);
    const info = await call<{ avatarUrl: string }>(app, { method: 'GET', url: '/gateway/v1/profile/info', headers: auth(renter) });
    expect(info.data.avatarUrl).toBe(res.data.avatarUrl);
  });

  it('takes the type from the bytes, not the declared type', async () => {
    const res = await upload(JPEG, 'application/octet-stream');
    expect(res.code).toBe(100000);
    expect(res.data.avatarUrl).toMatch(/\.jpg$/);
  });

  it('removes the previous avatar when a new one arrives', async () => {
    const first = await upload(PNG, 'image/png', supplier);
    await upload(JPEG, 'image/jpeg', supplier);
    const old = await call(app, { method: 'GET', url: first.data.avatarUrl });
    expect(old.code).toBe(100006);
  });

  it('refuses what is not an image, whatever it claims', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const res = await upload(svg, 'image/png');
    expect(res.code).toBe(50005);
    expect(res.msg).toBe('仅支持 PNG、JPEG、WebP 或 GIF 图片');
  });

  it('refuses an empty body, an unknown media type and an oversized file', async () => {
    expect((await upload(Buffer.alloc(0))).code).toBe(50005);
    const html = await upload(Buffer.from('<html></html>'), 'text/html');
    expect(html.code).toBe(50005);
    expect(html.status).toBe(415);
    const big = await upload(Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]));
    expect(big.code).toBe(50005);
    expect(big.status).toBe(413);
  });

  it('needs a token to upload', async () => {
    const res = await call(app, {
      method: 'POST',
      url: '/gateway/v1/profile/avatar',
      headers: { 'content-type': 'image/png' },
      payload: PNG,
    });
    expect(res.code).toBe(50003);
  });

  it('serves nothing outside the generated key shape', async () => {
    for (const url of [
      '/gateway/v1/oss/file/../../package.json',
      '/gateway/v1/oss/file/avatars/1/..%2F..%2Fsecret.png',
      '/gateway/v1/oss/file/avatars/100001/0123456789abcdef0123456789abcdef.svg',
      '/gateway/v1/oss/file/avatars/100001/0123456789abcdef0123456789abcdef.png',
    ]) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.headers['content-type']).toContain('application/json');
      expect([100006, 404]).toContain((res.json() as { code: number }).code);
    }
  });
});

describe('sessions', () => {
  it('lists the live sessions with the current one marked, and signs out the others', async () => {
    const second = await login(app, 'demo_renter');
    const list = await call<{ records: { id: number; current: boolean }[]; total: number }>(app, {
      method: 'GET',
      url: '/gateway/v1/profile/sessions?size=100',
      headers: auth(second),
    });
    expect(list.code).toBe(100000);
    expect(list.data.records.filter((s) => s.current)).toHaveLength(1);
    expect(list.data.total).toBeGreaterThanOrEqual(2);

    const res = await call(app, { method: 'POST', url: '/gateway/v1/profile/sessions/revokeOthers', headers: auth(second) });
    expect(res.code).toBe(100000);
    const old = await call(app, { method: 'GET', url: '/gateway/v1/profile/info', headers: auth(renter) });
    expect(old.code).toBe(100001);
    const after = await call<{ total: number }>(app, { method: 'GET', url: '/gateway/v1/profile/sessions', headers: auth(second) });
    expect(after.data.total).toBe(1);
    renter = second;
  });

  it("signs out one device, but never another user's and never twice", async () => {
    const other = await login(app, 'demo_renter');
    const mine = await call<{ records: { id: number; current: boolean }[] }>(app, {
      method: 'GET',
      url: '/gateway/v1/profile/sessions',
      headers: auth(other),
    });
    const target = mine.data.records.find((s) => !s.current)!;
    // The supplier cannot touch the renter's session: it looks like a missing one.
    const foreign = await call(app, { method: 'POST', url: `/gateway/v1/profile/sessions/revoke/${target.id}`, headers: auth(supplier) });
    expect(foreign.code).toBe(100006);
    const res = await call(app, { method: 'POST', url: `/gateway/v1/profile/sessions/revoke/${target.id}`, headers: auth(other) });
    expect(res.code).toBe(100000);
    const replay = await call(app, { method: 'POST', url: `/gateway/v1/profile/sessions/revoke/${target.id}`, headers: auth(other) });
    expect(replay.code).toBe(100006);
    const current = mine.data.records.find((s) => s.current)!;
    const self = await call(app, { method: 'POST', url: `/gateway/v1/profile/sessions/revoke/${current.id}`, headers: auth(other) });
    expect(self.code).toBe(50005);
    renter = other;
  });

  it('refuses malformed ids and paging', async () => {
    expect((await call(app, { method: 'POST', url: '/gateway/v1/profile/sessions/revoke/abc', headers: auth(renter) })).code).toBe(50005);
    expect((await call(app, { method: 'POST', url: '/gateway/v1/profile/sessions/revoke/-1', headers: auth(renter) })).code).toBe(50005);
    expect((await call(app, { method: 'GET', url: '/gateway/v1/profile/sessions?size=1000', headers: auth(renter) })).code).toBe(50005);
    expect((await call(app, { method: 'GET', url: '/gateway/v1/profile/sessions?orderField=tokenHash', headers: auth(renter) })).code).toBe(50005);
  });
});
