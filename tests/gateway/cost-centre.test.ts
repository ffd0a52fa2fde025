import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CostOverview } from '../../src/shared/contracts/costs';
import { billLines, walletTransactions } from '../../server/db/schema';
import { ManualClock } from '../../server/lib/clock';
import { auth, call, createTestApp, certifiedUser, type registerUser } from './helpers';

let app: FastifyInstance;
const clock = new ManualClock('2026-11-27T19:00:00+08:00');
let renter: Awaited<ReturnType<typeof registerUser>>;
let instanceId: number;

interface Page<T> {
  records: T[];
  total: number;
}
interface RecordView {
  id: number;
  type: string;
  amount: string;
  balanceAfter: string;
}

const get = <T>(url: string, token?: string) => call<T>(app, { method: 'GET', url: `/gateway${url}`, headers: token ? auth(token) : {} });
const overview = (token: string) => get<CostOverview>('/v1/costs/overview', token);
const exportCsv = (token: string, query = '') => app.inject({ method: 'GET', url: `/gateway/v1/costs/records/export${query}`, headers: auth(token) });
/** The CSV's data rows as cells (the exporter quotes no plain figures). */
const rowsOf = (body: string) =>
  body
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n')
    .slice(1)
    .map((line) => line.split(','));

beforeAll(async () => {
  app = await createTestApp({ clock });
  renter = await certifiedUser(app);
  // Recharge ¥500 through the sandbox channel.
  const trade = await call<{ tradeNo: string }>(app, { method: 'POST', url: '/gateway/v1/wallet/getWalletRechargePayInfo', headers: auth(renter.token), payload: { amount: '500' } });
  expect((await call(app, { method: 'POST', url: `/gateway/dev/pay/${trade.data.tradeNo}`, headers: auth(renter.token) })).code).toBe(100000);
  // An RTX 4090 in 华东一区 (¥2.18 by day 08:00–22:00, ¥0.99 by night) from 20:00 to 01:00:30.
  const market = await get<{ records: { id: number }[] }>('/v1/container_goods/containerGoods4ConsolePage?size=100&regionCode=cn-east-1&gpuType=RTX%204090');
  const images = await get<{ id: number }[]>('/v1/image/public');
  clock.set('2026-11-27T20:00:00+08:00');
  const order = await call<{ instanceId: number }>(app, {
    method: 'POST',
    url: '/gateway/v1/order/createOrder',
    headers: auth(renter.token),
    payload: { goodsId: market.data.records[0]!.id, gpuNumber: 1, billingMode: 'timed', imageId: images.data[0]!.id },
  });
  instanceId = order.data.instanceId;
  clock.set('2026-11-27T20:00:05+08:00');
  await app.jobs.runOnce();
  clock.set('2026-11-28T01:00:30+08:00');
  await app.jobs.runOnce();
  // Last October's spend, as a bill line of its own (one day-priced hour of ¥5.00).
  await app.db.insert(billLines).values({
    userId: renter.userId,
    instanceId,
    orderId: 'october',
    kind: 'gpu',
    periodStart: new Date('2026-10-27T20:00:00+08:00'),
    periodEnd: new Date('2026-10-27T21:00:00+08:00'),
    minutes: 60,
    gpuNumber: 1,
    unitPrice: '5.0000',
    rangeLabel: 'day',
    amount: '5.00',
    createdAt: new Date('2026-10-27T21:00:00+08:00'),
  });
});

describe('the cost overview', () => {
  it('answers the month so far, against the same days of last month, with the burn, forecast and days left to the fen', async () => {
    const res = await overview(renter.token);
    expect(res.code).toBe(100000);
    const o = res.data;
    expect(o.month).toBe('2026-11');
    // 2 day hours × 2.18 + 3 night hours × 0.99; the next night hour (0.99) is frozen.
    expect(o.spentThisMonth).toBe('7.33');
    expect(o.wallet).toMatchObject({ balanceAmount: '491.68', freezeBalanceAmount: '0.99' });
    expect(o.spentLastMonthSameDays).toBe('5.00');
    expect(o.monthOnMonth).toBe(0.466); // (7.33 − 5.00) / 5.00
    // 7.33 over the last 7 days: 1.0471 a day → 1.05; 2.958 days left in November → 7.33 + 3.11.
    expect(o.dailyBurn).toBe('1.05');
    expect(o.forecast).toBe('10.44');
    expect(o.daysLeft).toBe(468.2); // 491.68 / 1.05
    expect(o.byProduct).toEqual([{ key: 'gpu', label: '弹性GPU（按量）', amount: '7.33' }]);
    expect(o.byInstance).toEqual([expect.objectContaining({ key: `i${instanceId}`, amount: '7.33' })]);
    expect(o.byRegion).toEqual([expect.objectContaining({ key: 'cn-east-1', amount: '7.33' })]);
    expect(o.byGpuType).toEqual([expect.objectContaining({ amount: '7.33' })]);
    expect(o.trend).toHaveLength(12);
    expect(o.trend[0]).toEqual({ month: '2025-12', amount: '0.00' });
    expect(o.trend.slice(-2)).toEqual([
      { month: '2026-10', amount: '5.00' },
      { month: '2026-11', amount: '7.33' },
    ]);
    // At the day price all five hours would have cost 5 × 2.18; the three night hours saved 3 × 1.19.
    expect(o.tidal).toEqual({ atDayPrices: '10.90', billed: '7.33', saved: '3.57', nightCardHours: 3 });
  });

  it("shows a new user nothing of another's and refuses visitors", async () => {
    const stranger = await certifiedUser(app);
    const o = (await overview(stranger.token)).data;
    expect(o).toMatchObject({ spentThisMonth: '0.00', monthOnMonth: null, daysLeft: null, forecast: '0.00', byInstance: [] });
    expect(o.tidal.saved).toBe('0.00');
    expect((await get('/v1/costs/overview')).code).toBe(50003);
  });
});

describe('the income and expense records', () => {
  it('exports exactly the rows the page shows, in its order, and only those the filter matches', async () => {
    const page = await get<Page<RecordView>>('/v1/wallet/transaction/page?size=100', renter.token);
    const types = new Set(page.data.records.map((r) => r.type));
    expect([...types].sort()).toEqual(['consume', 'freeze', 'recharge', 'unfreeze']);
    const res = await exportCsv(renter.token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.body.startsWith('\uFEFF时间,类型,金额（元）')).toBe(true);
    const rows = rowsOf(res.body);
    expect(rows).toHaveLength(page.data.total);
    expect(rows.map((r) => [r[2], r[4]])).toEqual(page.data.records.map((r) => [r.amount, r.balanceAfter]));
    expect(rows.find((r) => r[1] === '充值')).toEqual(expect.arrayContaining(['500.00', '在线支付']));

    const consumes = rowsOf((await exportCsv(renter.token, '?type=consume')).body);
    expect(new Set(consumes.map((r) => r[1]))).toEqual(new Set(['消费']));
    expect(consumes.reduce((sum, r) => sum + Math.round(Number(r[2]) * 100), 0)).toBe(-733);
  });

  it('sums each month by type with the same filter', async () => {
    const summary = await get<{ month: string; type: string; count: number; amount: string }[]>('/v1/costs/records/summary', renter.token);
    expect(summary.data.find((r) => r.type === 'recharge')).toEqual({ month: '2026-11', type: 'recharge', count: 1, amount: '500.00' });
    expect(summary.data.find((r) => r.type === 'consume')?.amount).toBe('-7.33');
    const filtered = await get<{ type: string }[]>('/v1/costs/records/summary?type=recharge', renter.token);
    expect(filtered.data.map((r) => r.type)).toEqual(['recharge']);
  });

  it("exports another user's records never, refuses bad filters and visitors", async () => {
    const stranger = await certifiedUser(app);
    const res = await exportCsv(stranger.token);
    expect(rowsOf(res.body)).toEqual([]);
    const bad = await exportCsv(renter.token, '?type=everything&createdAtMin=yesterday');
    expect(bad.statusCode).toBe(200);
    expect(bad.json().code).toBe(50005);
    expect((await app.inject({ method: 'GET', url: '/gateway/v1/costs/records/export' })).json().code).toBe(50003);
    expect((await get('/v1/costs/records/summary?createdAtMax=soon', renter.token)).code).toBe(50005);
  });

  it('streams an export of 20,000 records whole, in batches', async () => {
    const user = await certifiedUser(app);
    const values = Array.from({ length: 20_000 }, (_, i) => ({
      userId: user.userId,
      type: 'recharge' as const,
      amount: '1.00',
      balanceAfter: `${i + 1}.00`,
      refType: 'test',
      refId: `bulk-${i}`,
      remark: i === 0 ? '=cmd|"x"' : '',
    }));
    for (let i = 0; i < values.length; i += 5000) await app.db.insert(walletTransactions).values(values.slice(i, i + 5000));
    const res = await exportCsv(user.token);
    const rows = rowsOf(res.body);
    expect(rows).toHaveLength(20_000);
    expect(rows[0]![4]).toBe('20000.00');
    expect(rows.at(-1)![4]).toBe('1.00');
    // A remark that would be a spreadsheet formula is exported as text.
    expect(res.body).toContain(`"'=cmd|""x"""`);
    expect(await app.db.$count(walletTransactions, eq(walletTransactions.userId, user.userId))).toBe(20_000);
  });
});
