import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { benefits, wallets } from '../../server/db/schema';
import { ManualClock, MINUTE } from '../../server/lib/clock';
import { creditWallet } from '../../server/modules/wallet/service';
import type { AccountLimits, AccountLimitsBody, OpenUsage } from '../../src/shared/contracts/inference';
import { auth, call, createGatewayPair, registerUser } from './helpers';
import { photoKey, portraitCall } from './photo-helpers';

/**
 * Limits of a whole account, over all its keys, with two gateways on one database (as two
 * processes would run them): the state is in the database, so together they let through exactly
 * the limit. The engine is stubbed here (the portrait tests run the real one): these tests are
 * about counting, and run many calls at once.
 */
let first: FastifyInstance;
let second: FastifyInstance;
let image: Buffer;
const clock = new ManualClock('2026-03-10T10:00:15+08:00');

beforeAll(async () => {
  [first, second] = await createGatewayPair({ clock });
  const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#ffffff' } }).png().toBuffer();
  for (const app of [first, second]) app.photoEngine.portrait = async () => ({ ok: true, png, width: 4, height: 4, faceBox: { x: 1, y: 1, width: 2, height: 2 } });
  image = png;
});

const setLimits = (app: FastifyInstance, token: string, body: Partial<AccountLimitsBody>) =>
  call<AccountLimits>(app, { method: 'PUT', url: '/gateway/v1/accessPoint/accountLimits', headers: auth(token), payload: { rpm: null, imagesPerDay: null, spendCap: null, spendCapPeriod: null, ...body } });
const usage = (app: FastifyInstance, key: string) => call<OpenUsage>(app, { method: 'GET', url: '/gateway/open/v1/usage', headers: { authorization: `Bearer ${key}` } });
const balance = async (app: FastifyInstance, userId: number) => (await app.db.select().from(wallets).where(eq(wallets.userId, userId)))[0]!.balanceAmount;

describe('account limits with two gateways on one database', () => {
  it('requests per minute: exactly the limit over both keys and both gateways, 429 with Retry-After, open again next minute', async () => {
    const owner = await registerUser(first);
    expect((await setLimits(first, owner.token, { rpm: 4 })).data.rpm).toBe(4);
    const keys = [await photoKey(first, owner.token), await photoKey(second, owner.token)];
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => usage(i % 2 ? second : first, keys[Math.floor(i / 2) % 2]!)));
    expect(answers.filter((a) => a.code === 100000)).toHaveLength(4);
    const limited = answers.filter((a) => a.status === 429);
    expect(limited).toHaveLength(6);
    expect(limited[0]!.msg).toBe('请求过于频繁：账户每分钟最多 4 次请求（所有接入点合计）');
    expect(limited[0]!.headers['retry-after']).toBe('45');
    const view = await call<AccountLimits>(second, { method: 'GET', url: '/gateway/v1/accessPoint/accountLimits', headers: auth(owner.token) });
    expect(view.data).toMatchObject({ rpm: 4, imagesPerDay: null });
    clock.advance(MINUTE);
    expect((await usage(second, keys[0]!)).code).toBe(100000);
  });

  it('images per day: exactly the limit charged over both keys, the rest refused and not charged', async () => {
    const owner = await registerUser(first);
    await setLimits(second, owner.token, { imagesPerDay: 3 });
    const keys = [await photoKey(first, owner.token), await photoKey(second, owner.token)];
    const answers = await Promise.all(Array.from({ length: 8 }, (_, i) => portraitCall(i % 2 ? second : first, keys[Math.floor(i / 2) % 2]!, image, { style: 'tone_mono' })));
    expect(answers.filter((a) => a.code === 100000)).toHaveLength(3);
    const limited = answers.filter((a) => a.status === 429);
    expect(limited).toHaveLength(5);
    expect(limited[0]!.msg).toBe('已达账户每日 3 张的上限（所有接入点合计）');
    expect(Number(limited[0]!.headers['retry-after'])).toBeGreaterThan(0);
    const [free] = await first.db.select().from(benefits).where(and(eq(benefits.userId, owner.userId), eq(benefits.source, 'signup')));
    expect(free!.used).toBe(3);
    // Refused calls are logged once their answer has gone (onResponse): wait for the log, not for time.
    await expect
      .poll(async () => (await call<AccountLimits>(first, { method: 'GET', url: '/gateway/v1/accessPoint/accountLimits', headers: auth(owner.token) })).data.usage)
      .toMatchObject({ imagesToday: 3, callsLastMinute: 8, unitsLastMinute: 3 });
  });

  it('spending cap: paid images stop at the cap over both keys; the free images do not count against it', async () => {
    const owner = await registerUser(first);
    await first.db.update(benefits).set({ used: 19 }).where(and(eq(benefits.userId, owner.userId), eq(benefits.kind, 'photo_api_images')));
    await first.db.transaction((tx) => creditWallet(tx, first.clock, { userId: owner.userId, amount: '5.00', type: 'recharge', refType: 'test', refId: `cap-${owner.userId}`, remark: 'test' }));
    await setLimits(first, owner.token, { spendCap: '0.20', spendCapPeriod: 'day' });
    const keys = [await photoKey(first, owner.token), await photoKey(second, owner.token)];
    const answers = await Promise.all(Array.from({ length: 6 }, (_, i) => portraitCall(i % 2 ? second : first, keys[i % 2]!, image, { style: 'tone_warm' })));
    const made = answers.filter((a) => a.code === 100000);
    expect(made.map((a) => a.data.cost).sort()).toEqual(['0.00', '0.10', '0.10']);
    const limited = answers.filter((a) => a.status === 429);
    expect(limited).toHaveLength(3);
    expect(limited[0]!.msg).toBe('已达账户每日消费上限 ¥0.20（所有接入点合计）');
    expect(await balance(second, owner.userId)).toBe('4.80');
  });

  it('refuses a cap without its period, and empty limits remove them', async () => {
    const owner = await registerUser(first);
    const bad = await setLimits(first, owner.token, { spendCap: '1.00' });
    expect(bad.code).toBe(50005);
    await setLimits(first, owner.token, { rpm: 1 });
    const cleared = await setLimits(first, owner.token, {});
    expect(cleared.data).toMatchObject({ rpm: null, imagesPerDay: null, spendCap: null, spendCapPeriod: null });
    const key = await photoKey(first, owner.token);
    expect((await usage(first, key)).code).toBe(100000);
    expect((await usage(second, key)).code).toBe(100000);
  });
});

describe('the call log’s charts and last 60 s', () => {
  it('counts calls, errors and spend per hour and per day, and each key’s last minute beside its limits', async () => {
    const owner = await registerUser(first);
    const key = await photoKey(first, owner.token);
    expect((await portraitCall(first, key, image, { style: 'tone_cool' })).code).toBe(100000);
    expect((await portraitCall(second, key, image, { style: 'anime' })).status).toBe(400);
    await expect
      .poll(async () => (await call<{ hourly: { calls: number; errors: number }[] }>(first, { method: 'GET', url: '/gateway/v1/apiCall/stats', headers: auth(owner.token) })).data.hourly.at(-1))
      .toMatchObject({ calls: 2, errors: 1 });
    const stats = await call<{ hourly: { calls: number; spend: string }[]; daily: { calls: number; errors: number; spend: string }[] }>(second, {
      method: 'GET',
      url: '/gateway/v1/apiCall/stats',
      headers: auth(owner.token),
    });
    expect(stats.data.hourly).toHaveLength(24);
    expect(stats.data.daily).toHaveLength(30);
    expect(stats.data.daily.at(-1)).toMatchObject({ calls: 2, errors: 1, spend: '0.00' });
    expect(stats.data.daily.slice(0, -1).every((day) => day.calls === 0)).toBe(true);
    const recent = await call<{ keys: { callsLastMinute: number; unitsLastMinute: number; imagesToday: number }[] }>(first, { method: 'GET', url: '/gateway/v1/apiCall/recent', headers: auth(owner.token) });
    expect(recent.data.keys).toEqual([expect.objectContaining({ callsLastMinute: 2, unitsLastMinute: 1, imagesToday: 1 })]);
    clock.advance(2 * MINUTE);
    const later = await call<{ keys: { callsLastMinute: number; imagesToday: number }[] }>(first, { method: 'GET', url: '/gateway/v1/apiCall/recent', headers: auth(owner.token) });
    expect(later.data.keys[0]).toMatchObject({ callsLastMinute: 0, imagesToday: 1 });
  });
});
