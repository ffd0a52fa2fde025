import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { certifications, users } from '../../server/db/schema';
import { ROLES } from '../../src/shared/contracts/account';
import { call, createTestApp, login, registerUser } from './helpers';

let app: FastifyInstance;
let operator: string;
beforeAll(async () => {
  app = await createTestApp();
  operator = await login(app, 'demo_operator');
});

interface Operation {
  parameters?: { in: string; name: string; schema?: { type?: string; pattern?: string; enum?: string[] } }[];
  requestBody?: { content?: Record<string, { schema?: { properties?: Record<string, { type?: string }> } }> };
}

const NUL = 'a\u0000b';

describe('control characters', () => {
  it('answer 50005 naming the field on the operations the probe found answering 500', async () => {
    const renter = await login(app, 'demo_renter');
    const cases: [string, string, unknown?][] = [
      ['POST', '/gateway/v1/user/login', { userName: 'demo_renter', password: 'x', secretKey: NUL }],
      ['GET', `/gateway/v1/secret/decrypt?key=${encodeURIComponent(NUL)}&text=abc`],
      ['POST', '/gateway/v1/user/sendResetEmail', { account: NUL }],
      ['GET', `/gateway/v1/sms/sendVerifyCode?scene=register&phone=13912345678&captchaId=${encodeURIComponent(NUL)}`],
      ['PATCH', '/gateway/v1/profile/update', { name: NUL, email: '' }],
      ['GET', `/gateway/v1/other/ai_knowledge/getAiKnowledge4ConsoleDetail?aiKnowledgeBaseId=${encodeURIComponent(NUL)}`],
      ['GET', '/gateway/v1/article/detail/%00'],
      ['GET', '/gateway/dev/outbox?to=%00'],
      ['GET', '/gateway/dev/outbox?to=%1B%5B31m'],
    ];
    for (const [method, url, payload] of cases) {
      const res = await call(app, { method: method as 'GET', url, payload: payload as object, headers: { authorization: renter } });
      expect(res.status, url).toBe(200);
      expect(res.code, url).toBe(50005);
      expect(res.msg, url).toContain('不能包含控制字符');
    }
  });

  it('are refused in every string field of every operation the API documents', async () => {
    // A caller with every role, whom no guard refuses (a guard answers before validation).
    const fresh = await registerUser(app);
    await app.db.update(users).set({ roles: [...ROLES] }).where(eq(users.id, fresh.userId));
    const everyRole = await login(app, fresh.userName, fresh.password);
    const doc = (await app.inject({ method: 'GET', url: '/gateway/openapi.json' })).json() as { paths: Record<string, Record<string, Operation>> };
    let probed = 0;
    for (const [path, methods] of Object.entries(doc.paths)) {
      // The open API authenticates an API key of one product before it reads a body, so this
      // session-token caller is refused there first (its own tests probe its inputs).
      if (path.startsWith('/open/')) continue;
      for (const [method, op] of Object.entries(methods)) {
        const pathParams = (op.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name);
        // A valid value for each other path parameter, so that the probed field is the one refused.
        const valid = (name: string) => {
          const schema = (op.parameters ?? []).find((p) => p.in === 'path' && p.name === name)?.schema;
          if (schema?.enum?.length) return schema.enum[0]!;
          return ['1', 'a1'].find((v) => !schema?.pattern || new RegExp(schema.pattern).test(v)) ?? '1';
        };
        // The document's paths are relative to its server, /gateway.
        const fill = (target?: string) =>
          `/gateway${path.replace(/\{([^}]+)\}/g, (_m, name: string) => (name === target ? encodeURIComponent(NUL) : valid(name)))}`;
        const fields: { field: string; url: string; payload?: object }[] = [];
        for (const p of op.parameters ?? []) {
          if (p.schema?.type !== 'string') continue;
          if (p.in === 'path') fields.push({ field: p.name, url: fill(p.name) });
          if (p.in === 'query') fields.push({ field: p.name, url: `${fill()}?${p.name}=${encodeURIComponent(NUL)}` });
        }
        const json = op.requestBody?.content?.['application/json']?.schema?.properties ?? {};
        for (const [name, schema] of Object.entries(json)) {
          if (schema.type === 'string') fields.push({ field: name, url: fill(), payload: { [name]: NUL } });
        }
        for (const { field, url, payload } of fields) {
          if (pathParams.includes('*')) continue;
          const res = await call(app, {
            method: method.toUpperCase() as 'GET',
            url: `${url.replace('/*', `/${encodeURIComponent(NUL)}`)}`,
            payload,
            headers: { authorization: everyRole },
          });
          expect(res.code, `${method} ${path} ${field}`).toBe(50005);
          expect(res.msg, `${method} ${path} ${field}`).toContain(`${field}：不能包含控制字符`);
          probed += 1;
        }
      }
    }
    expect(probed).toBeGreaterThan(40);
  });

  it('still accepts tabs and line breaks in text', async () => {
    const user = await registerUser(app);
    const res = await call(app, { method: 'PATCH', url: '/gateway/v1/profile/update', headers: { authorization: user.token }, payload: { name: '张\t三', email: '' } });
    expect(res.code).toBe(100000);
  });
});

describe('over-long path parameters', () => {
  it('answer the envelope with a field error and the security headers, on every method', async () => {
    const token = await login(app, 'demo_renter');
    const long = 'a'.repeat(250);
    for (const [method, url] of [
      ['GET', `/gateway/v1/article/detail/${long}`],
      ['POST', `/gateway/v1/container/start/${long}`],
      ['PATCH', `/gateway/v1/container/update/${long}`],
      ['DELETE', `/gateway/v1/image/delete/${long}`],
      ['GET', `/gateway/v1/order/detail/${'9'.repeat(5000)}`],
    ] as const) {
      const res = await app.inject({ method, url, headers: { authorization: token }, payload: method === 'PATCH' ? {} : undefined });
      expect(res.statusCode, url).toBe(200);
      expect(res.json().code, url).toBe(50005);
      expect(res.headers['content-security-policy'], url).toContain("default-src 'self'");
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
    }
  });

  it('and a URL the router cannot decode is an envelope with the headers too', async () => {
    const res = await app.inject({ method: 'GET', url: '/gateway/v1/article/detail/%zz' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 50005, data: null, msg: '请求路径无效' });
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['strict-transport-security']).toContain('max-age=31536000');
  });
});

describe('private uploads', () => {
  const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);

  it('serve a business licence only to its owner and to operators, never cached', async () => {
    const owner = await registerUser(app);
    const certified = await call(app, {
      method: 'POST',
      url: '/gateway/v1/user/certification/certify',
      headers: { authorization: owner.token },
      payload: {
        type: 'enterprise',
        name: '上海算力市场科技有限公司',
        code: '91350100M000100Y43',
        licenseImage: `data:image/png;base64,${PNG.toString('base64')}`,
        contactName: '李四',
        contactPhone: '13800000008',
        contactEmail: 'li@example.cn',
      },
    });
    expect(certified.code).toBe(100000);
    const [row] = await app.db.select({ key: certifications.licenseUrl }).from(certifications).where(eq(certifications.userId, owner.userId));
    const url = `/gateway/v1/oss/file/${row!.key}`;
    const stranger = await registerUser(app);
    for (const headers of [{}, { authorization: stranger.token }, { authorization: 'not-a-token' }]) {
      const res = await app.inject({ method: 'GET', url, headers });
      expect(res.json().code).toBe(100006);
      expect(res.rawPayload.includes(PNG)).toBe(false);
    }
    for (const token of [owner.token, operator]) {
      const res = await app.inject({ method: 'GET', url, headers: { authorization: token } });
      expect(res.statusCode).toBe(200);
      expect(res.rawPayload.equals(PNG)).toBe(true);
      expect(res.headers['cache-control']).toBe('private, no-store');
    }
  });

  it('keep avatars public and cacheable', async () => {
    const user = await registerUser(app);
    const up = await call<{ avatarUrl: string }>(app, {
      method: 'POST',
      url: '/gateway/v1/profile/avatar',
      headers: { authorization: user.token, 'content-type': 'image/png' },
      payload: PNG,
    });
    expect(up.code).toBe(100000);
    const res = await app.inject({ method: 'GET', url: up.data.avatarUrl });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });
});
