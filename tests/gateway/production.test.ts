import { expect, it } from 'vitest';
import { call, createTestApp } from './helpers';

it('hides dev tools when they are off', async () => {
  const app = await createTestApp({ env: { NODE_ENV: 'production', DEV_TOOLS: 'off' } });
  const res = await call(app, { method: 'GET', url: '/gateway/dev/outbox' });
  expect(res.status).toBe(404);
  expect(res.code).toBe(404);
});

it('rate limits a client that calls too often', async () => {
  const app = await createTestApp({ env: { RATE_LIMIT_PER_MINUTE: '3' } });
  const codes = [];
  for (let i = 0; i < 4; i += 1) codes.push((await call(app, { method: 'GET', url: '/gateway/health' })).code);
  expect(codes).toEqual([100000, 100000, 100000, 429]);
  const limited = await call(app, { method: 'GET', url: '/gateway/health' });
  expect(limited.status).toBe(429);
  expect(limited.msg).toMatch(/^请求过于频繁，请\d+秒后再试$/);
});
