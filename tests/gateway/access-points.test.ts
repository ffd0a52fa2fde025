import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AccessPoint, AccessPointBody, AccessPointDetail, AccessPointWithKey, ApiCall, OpenUsage } from '../../src/shared/contracts/inference';
import { accessPointByKeyHash } from '../../server/modules/inference/queries';
import { sha256 } from '../../server/lib/crypto';
import { ManualClock, MINUTE } from '../../server/lib/clock';
import { auth, call, createGatewayPair, createTestApp, registerUser } from './helpers';

const body = (overrides: Partial<AccessPointBody> = {}): AccessPointBody => ({
  name: '证件照小程序',
  product: 'photo_api',
  expiresAt: null,
  ipRanges: [],
  rpm: null,
  imagesPerDay: null,
  spendCap: null,
  spendCapPeriod: null,
  freeOnly: false,
  ...overrides,
});

const bearer = (key: string) => ({ authorization: `Bearer ${key}` });

async function create(app: FastifyInstance, token: string, overrides: Partial<AccessPointBody> = {}) {
  const res = await call<AccessPointWithKey>(app, { method: 'POST', url: '/gateway/v1/accessPoint/add', headers: auth(token), payload: body(overrides) });
  expect(res.code, res.msg).toBe(100000);
  return res.data;
}

const usage = (app: FastifyInstance, key: string, remoteAddress = '127.0.0.1') => call<OpenUsage>(app, { method: 'GET', url: '/gateway/open/v1/usage', headers: bearer(key), remoteAddress });

describe('access points', () => {
  let app: FastifyInstance;
  const clock = new ManualClock('2026-03-10T10:00:30+08:00');
  let owner: { token: string; userId: number };
  let other: { token: string };

  beforeAll(async () => {
    app = await createTestApp({ clock });
    owner = await registerUser(app);
    other = await registerUser(app);
  });

  it('shows the key once, stores only its hash, and masks it afterwards', async () => {
    const made = await create(app, owner.token);
    expect(made.key).toMatch(/^sk-[A-Za-z0-9]{48}$/);
    expect(made.maskedKey).toBe(`${made.key.slice(0, 5)}********${made.key.slice(-4)}`);
    const row = await accessPointByKeyHash(app.db, sha256(made.key));
    expect(row?.id).toBe(made.id);
    expect(JSON.stringify(row)).not.toContain(made.key);

    const detail = await call<AccessPointDetail>(app, { method: 'GET', url: `/gateway/v1/accessPoint/detail/${made.id}`, headers: auth(owner.token) });
    expect(detail.data).not.toHaveProperty('key');
    expect(detail.data.maskedKey).toBe(made.maskedKey);
    expect(detail.data.usage).toMatchObject({ callsToday: 0, freeImagesLeft: 20 });
    const list = await call<{ records: AccessPoint[] }>(app, { method: 'GET', url: '/gateway/v1/accessPoint/page', headers: auth(owner.token) });
    expect(list.data.records.map((r) => r.id)).toContain(made.id);
    expect(JSON.stringify(list.data)).not.toContain(made.key);
  });

  it('refuses bad settings with the field named', async () => {
    const cases: [Partial<AccessPointBody>, string][] = [
      [{ ipRanges: ['10.0.0.0/33'] }, 'ipRanges'],
      [{ ipRanges: ['not an ip'] }, 'ipRanges'],
      [{ rpm: 0 }, 'rpm'],
      [{ spendCap: '10.00' }, 'spendCapPeriod'],
      [{ spendCap: '-1', spendCapPeriod: 'day' }, 'spendCap'],
      [{ name: '' }, 'name'],
      [{ name: 'x'.repeat(41) }, 'name'],
    ];
    for (const [overrides, field] of cases) {
      const res = await call<{ field: string }[]>(app, { method: 'POST', url: '/gateway/v1/accessPoint/add', headers: auth(owner.token), payload: body(overrides) });
      expect(res.code, JSON.stringify(overrides)).toBe(50005);
      expect(res.data[0]!.field).toContain(field);
    }
  });

  it("answers another user's access point as not found, for every operation", async () => {
    const made = await create(app, owner.token);
    const id = made.id;
    const calls = [
      { method: 'GET', url: `/gateway/v1/accessPoint/detail/${id}` },
      { method: 'POST', url: `/gateway/v1/accessPoint/rotate/${id}` },
      { method: 'POST', url: `/gateway/v1/accessPoint/status/${id}`, payload: { status: 'disabled' } },
      { method: 'PATCH', url: `/gateway/v1/accessPoint/update/${id}`, payload: body({ name: '抢来的' }) },
      { method: 'DELETE', url: `/gateway/v1/accessPoint/delete/${id}` },
    ] as const;
    for (const options of calls) {
      const res = await call(app, { ...options, headers: auth(other.token) });
      expect(res.code, options.url).toBe(100006);
    }
    expect((await usage(app, made.key)).code).toBe(100000);
    const calls2 = await call<{ records: ApiCall[] }>(app, { method: 'GET', url: `/gateway/v1/apiCall/page?accessPointId=${id}`, headers: auth(other.token) });
    expect(calls2.data.records).toEqual([]);
  });

  it('refuses a missing, unknown, disabled, rotated, deleted or expired key, and calls from outside the IP ranges', async () => {
    expect((await call(app, { method: 'GET', url: '/gateway/open/v1/usage' })).status).toBe(401);
    expect((await usage(app, `sk-${'a'.repeat(48)}`)).status).toBe(401);
    expect((await usage(app, 'sk-short')).status).toBe(401);

    const made = await create(app, owner.token);
    await call(app, { method: 'POST', url: `/gateway/v1/accessPoint/status/${made.id}`, headers: auth(owner.token), payload: { status: 'disabled' } });
    const disabled = await usage(app, made.key);
    expect([disabled.status, disabled.msg]).toEqual([403, '接入点已停用，请在控制台启用后再调用']);
    await call(app, { method: 'POST', url: `/gateway/v1/accessPoint/status/${made.id}`, headers: auth(owner.token), payload: { status: 'active' } });
    expect((await usage(app, made.key)).code).toBe(100000);

    const rotated = await call<AccessPointWithKey>(app, { method: 'POST', url: `/gateway/v1/accessPoint/rotate/${made.id}`, headers: auth(owner.token) });
    expect(rotated.data.key).not.toBe(made.key);
    expect((await usage(app, made.key)).status).toBe(401);
    expect((await usage(app, rotated.data.key)).code).toBe(100000);

    await call(app, { method: 'DELETE', url: `/gateway/v1/accessPoint/delete/${made.id}`, headers: auth(owner.token) });
    expect((await usage(app, rotated.data.key)).status).toBe(401);

    const expiring = await create(app, owner.token, { expiresAt: new Date(clock.now().getTime() + MINUTE).toISOString() });
    expect((await usage(app, expiring.key)).code).toBe(100000);
    clock.advance(MINUTE);
    const expired = await usage(app, expiring.key);
    expect([expired.status, expired.msg]).toEqual([403, 'API 密钥已过期，请在控制台延长有效期或新建接入点']);

    const ranged = await create(app, owner.token, { ipRanges: ['203.0.113.0/24', '2001:db8::/32'] });
    expect((await usage(app, ranged.key, '203.0.113.77')).code).toBe(100000);
    expect((await usage(app, ranged.key, '::ffff:203.0.113.8')).code).toBe(100000);
    expect((await usage(app, ranged.key, '2001:db8::1')).code).toBe(100000);
    const outside = await usage(app, ranged.key, '198.51.100.1');
    expect([outside.status, outside.msg]).toEqual([403, '来源 IP 198.51.100.1 不在该接入点允许的 IP 段内']);
  });

  it("answers the key's usage and limits, and logs every call it can attribute", async () => {
    const made = await create(app, owner.token, { name: '用量', rpm: 30, imagesPerDay: 100, spendCap: '50', spendCapPeriod: 'month', freeOnly: true, ipRanges: ['127.0.0.0/8'] });
    const res = await usage(app, made.key);
    expect(res.headers['x-request-id']).toMatch(/^req_/);
    expect(res.data.limits).toEqual({ rpm: 30, imagesPerDay: 100, spendCap: '50.00', spendCapPeriod: 'month', freeOnly: true, ipRanges: ['127.0.0.0/8'] });
    expect(res.data.usage.freeImagesLeft).toBe(20);
    expect(res.data.unitPrice).toBe('0.1000');
    await usage(app, made.key, '198.51.100.9');

    // The log is written after the answer has gone.
    let records: ApiCall[] = [];
    await expect
      .poll(async () => {
        const page = await call<{ records: ApiCall[] }>(app, { method: 'GET', url: `/gateway/v1/apiCall/page?accessPointId=${made.id}`, headers: auth(owner.token) });
        records = page.data.records;
        return records.length;
      })
      .toBe(2);
    const [refused, answered] = records;
    expect(answered).toMatchObject({ requestId: res.headers['x-request-id'], accessPointName: '用量', product: 'photo_api', endpoint: 'GET /gateway/open/v1/usage', status: 200, error: null, clientIp: '127.0.0.1', cost: '0.00', units: 0 });
    expect(refused).toMatchObject({ status: 403, clientIp: '198.51.100.9', error: '来源 IP 198.51.100.9 不在该接入点允许的 IP 段内' });

    const errors = await call<{ records: ApiCall[] }>(app, { method: 'GET', url: `/gateway/v1/apiCall/page?accessPointId=${made.id}&outcome=error`, headers: auth(owner.token) });
    expect(errors.data.records.map((r) => r.status)).toEqual([403]);
    const later = await call<{ records: ApiCall[] }>(app, {
      method: 'GET',
      url: `/gateway/v1/apiCall/page?accessPointId=${made.id}&from=${encodeURIComponent(new Date(clock.now().getTime() + MINUTE).toISOString())}`,
      headers: auth(owner.token),
    });
    expect(later.data.records).toEqual([]);

    const csv = await app.inject({ method: 'GET', url: `/gateway/v1/apiCall/export?accessPointId=${made.id}`, headers: auth(owner.token) });
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body.replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines[0]).toContain('"请求 ID"');
    expect(lines).toHaveLength(3);
    expect(lines[2]).toContain(res.headers['x-request-id'] as string);
    const foreign = await app.inject({ method: 'GET', url: `/gateway/v1/apiCall/export?accessPointId=${made.id}`, headers: auth(other.token) });
    expect(foreign.body.replace(/^\uFEFF/, '').trim().split('\r\n')).toHaveLength(1);

    // The key's last use is written just after its log row (same onResponse hook): wait for it.
    const detail = async () => (await call<AccessPointDetail>(app, { method: 'GET', url: `/gateway/v1/accessPoint/detail/${made.id}`, headers: auth(owner.token) })).data;
    await expect.poll(async () => (await detail()).lastUsedAt).not.toBeNull();
    expect((await detail()).usage).toMatchObject({ callsToday: 2, callsThisMonth: 2, callsLastMinute: 2 });
  });
});

describe('requests per minute with two gateways on one database', () => {
  it('lets through exactly the limit between them, answers 429 with Retry-After, and opens again next minute', async () => {
    const clock = new ManualClock('2026-03-10T10:00:15+08:00');
    const [first, second] = await createGatewayPair({ clock });
    const owner = await registerUser(first);
    const made = await create(first, owner.token, { rpm: 5 });
    const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => usage(i % 2 ? second : first, made.key)));
    expect(answers.filter((a) => a.code === 100000)).toHaveLength(5);
    const limited = answers.filter((a) => a.status === 429);
    expect(limited).toHaveLength(7);
    expect(limited[0]!.msg).toBe('请求过于频繁：该接入点每分钟最多 5 次请求');
    expect(limited[0]!.headers['retry-after']).toBe('45');
    clock.advance(MINUTE);
    expect((await usage(second, made.key)).code).toBe(100000);
  });
});
