import { beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { encryptWithSecret } from '../../src/shared/crypto/aes';
import { ManualClock, MINUTE } from '../../server/lib/clock';
import { call, createTestApp, DB_KIND, login, passwordLogin } from './helpers';

let app: FastifyInstance;
const clock = new ManualClock('2026-11-20T10:00:00+08:00');

beforeAll(async () => {
  app = await createTestApp({ clock });
});

describe('health', () => {
  it('reports the database kind and status', async () => {
    const res = await call<{ status: string; database: { kind: string; status: string } }>(app, {
      method: 'GET',
      url: '/gateway/health',
    });
    expect(res.status).toBe(200);
    expect(res.code).toBe(100000);
    expect(res.data.status).toBe('up');
    expect(res.data.database).toEqual({ kind: DB_KIND, status: 'up' });
  });

  it('carries the security headers', async () => {
    const res = await app.inject({ method: 'GET', url: '/gateway/health' });
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-ratelimit-limit']).toBeDefined();
  });

  it('sends every security header with the same value on answers and errors', async () => {
    const expected = {
      'content-security-policy':
        "default-src 'self';script-src 'self';style-src 'self' 'unsafe-inline';img-src 'self' data: blob:;font-src 'self' data:;connect-src 'self';media-src 'self' blob:;worker-src 'self' blob:;object-src 'none';base-uri 'self';form-action 'self';frame-ancestors 'none'",
      'cross-origin-opener-policy': 'same-origin',
      'cross-origin-resource-policy': 'same-origin',
      'origin-agent-cluster': '?1',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'strict-transport-security': 'max-age=31536000; includeSubDomains',
      'x-content-type-options': 'nosniff',
      'x-dns-prefetch-control': 'off',
      'x-download-options': 'noopen',
      'x-frame-options': 'SAMEORIGIN',
      'x-permitted-cross-domain-policies': 'none',
      'x-xss-protection': '0',
    };
    for (const url of ['/gateway/health', '/gateway/v1/nothing/here', '/gateway/v1/user/getUserInfo']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.headers).toMatchObject(expected);
      expect(res.headers['cross-origin-embedder-policy']).toBeUndefined();
    }
  });
});

describe('envelope for bad input', () => {
  it('answers unknown gateway paths with a 404 envelope', async () => {
    const res = await call(app, { method: 'GET', url: '/gateway/v1/nothing/here?x=1' });
    expect(res.status).toBe(404);
    expect(res.code).toBe(404);
    expect(res.msg).toBe('接口不存在：GET /gateway/v1/nothing/here');
  });

  it('answers malformed JSON with 50005 and no stack trace', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/gateway/v1/user/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"userName": "demo_renter",',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 50005, data: null, msg: '请求体不是有效的 JSON' });
    expect(res.body).not.toContain('at ');
  });

  it('answers wrong types naming the field', async () => {
    const res = await call<{ field: string; message: string }[]>(app, {
      method: 'POST',
      url: '/gateway/v1/user/login',
      payload: { userName: 12345, password: 'x', secretKey: 'k' },
    });
    expect(res.status).toBe(200);
    expect(res.code).toBe(50005);
    expect(res.msg).toMatch(/^请求体 userName：/);
    expect(res.data[0]!.field).toBe('userName');
  });

  it('lists every field when several are wrong', async () => {
    const res = await call<{ field: string }[]>(app, { method: 'POST', url: '/gateway/v1/user/login', payload: {} });
    expect(res.code).toBe(50005);
    expect(res.data.map((e) => e.field).sort()).toEqual(['password', 'secretKey', 'userName']);
  });

  it('answers overlong strings with 50005', async () => {
    const res = await call(app, {
      method: 'POST',
      url: '/gateway/v1/user/login',
      payload: { userName: 'a'.repeat(65), password: 'x', secretKey: 'k' },
    });
    expect(res.code).toBe(50005);
    expect(res.msg).toContain('userName');
  });

  it('answers oversize bodies with 413 and 50005', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/gateway/v1/user/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ userName: 'x'.repeat(1_100_000) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ code: 50005, msg: '请求体过大' });
  });

  it('answers an unsupported content type with 50005', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/gateway/v1/user/login',
      headers: { 'content-type': 'application/xml' },
      payload: '<a/>',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().code).toBe(50005);
  });

  it('answers bad query parameters with 50005 naming the parameter', async () => {
    const res = await call(app, { method: 'GET', url: '/gateway/dev/outbox?limit=abc' });
    expect(res.code).toBe(50005);
    expect(res.msg).toMatch(/^查询参数 limit：/);
  });
});

describe('tokens', () => {
  it('answers 50003 without a token, 100001 for an unknown one', async () => {
    expect((await call(app, { method: 'GET', url: '/gateway/v1/user/getUserInfo' })).code).toBe(50003);
    const unknown = await call(app, {
      method: 'GET',
      url: '/gateway/v1/user/getUserInfo',
      headers: { authorization: 'not-a-real-token' },
    });
    expect(unknown.code).toBe(100001);
  });

  it('accepts the token bare or with Bearer, and revokes it on logout', async () => {
    const token = await login(app, 'demo_renter');
    for (const authorization of [token, `Bearer ${token}`]) {
      const me = await call<{ userName: string; userBaseId: string }>(app, {
        method: 'GET',
        url: '/gateway/v1/user/getUserInfo',
        headers: { authorization },
      });
      expect(me.code).toBe(100000);
      expect(me.data.userName).toBe('demo_renter');
      expect(me.data).not.toHaveProperty('passwordHash');
    }
    const out = await call(app, { method: 'POST', url: '/gateway/v1/user/logout', headers: { authorization: token } });
    expect(out.msg).toBe('退出登录成功');
    const after = await call(app, { method: 'GET', url: '/gateway/v1/user/getUserInfo', headers: { authorization: token } });
    expect(after.code).toBe(100001);
  });

  it('answers 100010 once the token has expired', async () => {
    const token = await login(app, 'demo_supplier');
    clock.advance(7 * 24 * 60 * MINUTE + MINUTE);
    const res = await call(app, { method: 'GET', url: '/gateway/v1/user/getUserInfo', headers: { authorization: token } });
    expect(res.code).toBe(100010);
    clock.set('2026-11-20T10:00:00+08:00');
  });
});

describe('secrets', () => {
  it('round-trips crypto-js AES through the gateway decrypt, once', async () => {
    const secret = await call<{ key: string; secret: string }>(app, { method: 'GET', url: '/gateway/v1/secret/generateSecret' });
    expect(secret.data.secret).toHaveLength(16);
    const text = encryptWithSecret('Pässwörd@中文_2025', secret.data.secret);
    const url = `/gateway/v1/secret/decrypt?key=${secret.data.key}&text=${encodeURIComponent(text)}`;
    const first = await call(app, { method: 'GET', url });
    expect(first.code).toBe(100000);
    expect(first.data).toBe('Pässwörd@中文_2025');
    const replay = await call(app, { method: 'GET', url });
    expect(replay.code).toBe(50005);
    expect(replay.msg).toBe('密钥已失效，请刷新后重试');
  });

  it('expires unused secrets after five minutes', async () => {
    const secret = await call<{ key: string; secret: string }>(app, { method: 'GET', url: '/gateway/v1/secret/generateSecret' });
    clock.advance(5 * MINUTE + 1000);
    const text = encryptWithSecret('x', secret.data.secret);
    const res = await call(app, {
      method: 'GET',
      url: `/gateway/v1/secret/decrypt?key=${secret.data.key}&text=${encodeURIComponent(text)}`,
    });
    expect(res.code).toBe(50005);
    clock.set('2026-11-20T10:00:00+08:00');
  });

  it('refuses a login that replays a spent secret', async () => {
    const secret = await call<{ key: string; secret: string }>(app, { method: 'GET', url: '/gateway/v1/secret/generateSecret' });
    const payload = {
      userName: 'demo_renter',
      password: encryptWithSecret('Demo@2025', secret.data.secret),
      secretKey: secret.data.key,
    };
    expect((await call(app, { method: 'POST', url: '/gateway/v1/user/login', payload })).code).toBe(100000);
    const replay = await call(app, { method: 'POST', url: '/gateway/v1/user/login', payload });
    expect(replay.code).toBe(50005);
  });
});

describe('password sign-in', () => {
  it('signs in by user name, phone or e-mail', async () => {
    for (const account of ['demo_renter', 'DEMO_RENTER', '13800000001', 'renter@demo.suanli.cn']) {
      const res = await passwordLogin(app, account, 'Demo@2025');
      expect(res.code, account).toBe(100000);
      expect(res.data.userInfo.userName).toBe('demo_renter');
    }
  });

  it('warns with 100023, then locks with 100024, the same for unknown accounts', async () => {
    for (const account of ['demo_operator', 'nobody_here']) {
      const codes: number[] = [];
      const messages: string[] = [];
      for (let i = 0; i < 6; i += 1) {
        const res = await passwordLogin(app, account, 'Wrong@2025');
        codes.push(res.code);
        messages.push(res.msg);
      }
      expect(codes, account).toEqual([100023, 100023, 100023, 100023, 100024, 100024]);
      expect(messages[0]).toBe('账号或密码错误，再错4次账号将锁定30分钟');
      expect(messages[5]).toMatch(/请\d+分钟后再试/);
    }
    // Even the right password is refused while locked, and accepted after the lock ends.
    expect((await passwordLogin(app, 'demo_operator', 'Demo@2025')).code).toBe(100024);
    clock.advance(31 * MINUTE);
    expect((await passwordLogin(app, 'demo_operator', 'Demo@2025')).code).toBe(100000);
    clock.set('2026-11-20T10:00:00+08:00');
  });
});

describe('dev outbox', () => {
  it('lists messages newest first, filtered by recipient', async () => {
    await app.messenger.send({ channel: 'sms', to: '13900000009', scene: 'register', content: '验证码 111111', code: '111111' });
    await app.messenger.send({ channel: 'sms', to: '13900000009', scene: 'register', content: '验证码 222222', code: '222222' });
    await app.messenger.send({ channel: 'email', to: 'x@y.cn', scene: 'resetPwd', content: 'link', link: 'http://l' });
    const res = await call<{ to: string; code: string; channel: string; createdAt: string }[]>(app, {
      method: 'GET',
      url: '/gateway/dev/outbox?to=13900000009',
    });
    expect(res.data.map((m) => m.code)).toEqual(['222222', '111111']);
    expect(res.data[0]).toMatchObject({ to: '13900000009', channel: 'sms', scene: 'register' });
    expect(res.data[0]!.createdAt).toMatch(/^\d{4}-\d\d-\d\dT/);
  });
});
