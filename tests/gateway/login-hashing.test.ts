import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import * as crypto from '../../server/lib/crypto';
import { Code } from '../../src/shared/core/codes';
import { call, createTestApp, passwordLogin } from './helpers';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});

describe('password logins', () => {
  it('cost one hash whether or not the account exists (no enumeration by timing)', async () => {
    const before = crypto.hashesComputed;
    const known = await passwordLogin(app, 'demo_renter', 'Wrong@2025');
    const afterKnown = crypto.hashesComputed;
    const unknown = await passwordLogin(app, 'nobody_by_this_name', 'Wrong@2025');
    const afterUnknown = crypto.hashesComputed;
    expect(known.code).toBe(unknown.code);
    expect(known.msg).toBe(unknown.msg);
    expect(afterKnown - before).toBe(1);
    expect(afterUnknown - afterKnown).toBe(1);
  });

  it('answer a flood with refusals or a busy 429 with Retry-After, never a failure, and reads go on meanwhile', async () => {
    const flood = Array.from({ length: 80 }, (_, i) => passwordLogin(app, `made_up_user_${i}`, 'Wrong@2025'));
    const read = await call(app, { method: 'GET', url: '/gateway/v1/article/page?current=1&size=5' });
    expect(read.code).toBe(Code.SUCCESS);
    const answers = await Promise.all(flood);
    const busy = answers.filter((a) => a.status === 429);
    expect(busy.length).toBeGreaterThan(0);
    for (const answer of busy) {
      expect(answer.code).toBe(Code.RATE_LIMITED);
      expect(answer.headers['retry-after']).toBe('1');
      expect(answer.msg).toBe('登录请求过多，请稍后再试');
    }
    for (const answer of answers.filter((a) => a.status !== 429)) {
      expect(answer.status).toBe(200);
      expect(answer.code).toBe(Code.WILL_LOCK);
    }
  });
});
