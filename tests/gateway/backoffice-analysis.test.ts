import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { containerGoods, orders } from '../../server/db/schema';
import { creditWallet } from '../../server/modules/wallet/service';
import { ManualClock } from '../../server/lib/clock';
import { grantBenefit } from '../../server/modules/wallet/benefits';
import { auth, call, certifiedUser, createTestApp, login, registerUser } from './helpers';

/** 分析页 (issue 13): the platform's figures by China-time day. */

interface Day {
  date: string;
  registrations: number;
  certifications: number;
  orders: number;
  gpuHours: string;
  revenue: string;
  revenueGpu: string;
  revenueBareMetal: string;
  revenueApi: string;
  cashIn: string;
  supplierPayout: string;
  cardHoursSpent: string;
  cardHoursCovered: string;
  couponsRedeemed: string;
}
interface Analysis {
  from: string;
  to: string;
  days: Day[];
  totals: Omit<Day, 'date'>;
}

describe('分析页', () => {
  let app: FastifyInstance;
  // 23:30 on 20 November in Shanghai (15:30Z): late in the China day, whose bounds are not UTC's.
  const clock = new ManualClock('2026-11-20T23:30:00+08:00');
  let operator: string;
  let renter: string;
  const daily = (query = '', token = operator) => call<Analysis>(app, { method: 'GET', url: `/gateway/v1/analysis/daily${query}`, headers: auth(token) });

  beforeAll(async () => {
    app = await createTestApp({ clock });
    operator = await login(app, 'demo_operator');
    renter = await login(app, 'demo_renter');
  });

  it('refuses renters and visitors', async () => {
    expect((await daily('', renter)).code).toBe(403);
    expect((await call(app, { method: 'GET', url: '/gateway/v1/analysis/daily' })).code).toBe(50003);
  });

  it('refuses bad input with 50005 naming the field', async () => {
    const bad = await daily('?from=2026/11/01');
    expect(bad.code).toBe(50005);
    expect(JSON.stringify(bad.data)).toContain('from');
    expect((await daily('?from=2026-11-10&to=2026-11-01')).data).toEqual([{ field: 'to', message: '结束日期不能早于开始日期' }]);
    expect((await daily('?from=2024-01-01&to=2026-11-01')).code).toBe(50005);
  });

  it('answers the last 30 days by default, one entry a day, ending today in China time', async () => {
    const res = await daily();
    expect(res.code).toBe(100000);
    expect(res.data.to).toBe('2026-11-20');
    expect(res.data.from).toBe('2026-10-22');
    expect(res.data.days).toHaveLength(30);
    expect(res.data.days.at(-1)!.date).toBe('2026-11-20');
  });

  it('counts registrations and orders on the day they happened', async () => {
    const before = (await daily('?from=2026-11-20&to=2026-11-20')).data.days[0]!;
    const user = await registerUser(app);
    const [goods] = await app.db.select({ id: containerGoods.id }).from(containerGoods).limit(1);
    await app.db.insert(orders).values({
      id: `T${Date.now()}`,
      userId: user.userId,
      goodsId: goods!.id,
      gpuNumber: 1,
      billingMode: 'timed',
      instanceName: 'analysis-test',
      status: 'paid',
      createdAt: clock.now(),
    });
    const after = await daily('?from=2026-11-19&to=2026-11-20');
    expect(after.data.days.map((d) => d.date)).toEqual(['2026-11-19', '2026-11-20']);
    expect(after.data.days[1]!.registrations).toBe(before.registrations + 1);
    expect(after.data.days[1]!.orders).toBe(before.orders + 1);
    expect(after.data.totals.registrations).toBe(after.data.days[0]!.registrations + after.data.days[1]!.registrations);
    expect(after.data.totals.revenue).toMatch(/^\d+\.\d{2}$/);
    // The next China day (00:30 on the 21st is still the 20th in UTC) starts from zero.
    clock.advance(60 * 60 * 1000);
    const next = await daily('?from=2026-11-21&to=2026-11-21');
    expect(next.data.days[0]).toMatchObject({ date: '2026-11-21', registrations: 0, orders: 0 });
  });
});

describe('分析页: money kept apart by what it is (issue 25)', () => {
  let app: FastifyInstance;
  const clock = new ManualClock('2026-11-25T10:00:00+08:00');
  let operator: string;
  const today = async () => (await call<Analysis>(app, { method: 'GET', url: '/gateway/v1/analysis/daily?from=2026-11-25&to=2026-11-25', headers: auth(operator) })).data;
  const fen = (yuan: string) => Math.round(Number(yuan) * 100);

  beforeAll(async () => {
    app = await createTestApp({ clock });
    operator = await login(app, 'demo_operator');
  });

  it('a ¥1,000 recharge is cash received, a ¥399 bare-metal order is revenue, a ¥300 floor payment is a supplier payout', async () => {
    const before = await today();
    const buyer = await certifiedUser(app);
    const headers = auth(buyer.token);
    // ¥1,000 recharged and paid (the sandbox).
    const trade = await call<{ tradeNo: string }>(app, { method: 'POST', url: '/gateway/v1/wallet/getWalletRechargePayInfo', headers, payload: { amount: '1000' } });
    expect(trade.code).toBe(100000);
    expect((await call(app, { method: 'POST', url: `/gateway/dev/pay/${trade.data.tradeNo}`, headers })).code).toBe(100000);
    // A month of the ¥399 bare-metal server, paid from that balance.
    const order = await call<{ amount: string }>(app, {
      method: 'POST',
      url: '/gateway/v1/mall/order/create',
      headers: { ...headers, 'idempotency-key': 'analysis-399' },
      payload: { goodsBaseId: 'BM-3060-1-CD03', term: 'month', termCount: 1, quantity: 1 },
    });
    expect(order.code).toBe(100000);
    expect(order.data.amount).toBe('399.00');
    // A supplier's weekly statement paying its ¥300 floor.
    const supplier = await registerUser(app);
    await app.db.transaction((tx) => creditWallet(tx, clock, { userId: supplier.userId, amount: '300.00', type: 'income', refType: 'supplier_statement', refId: 'analysis-floor', remark: '供应商结算（保底）' }));

    const after = await today();
    const delta = (key: keyof Omit<Day, 'date' | 'registrations' | 'certifications' | 'orders'>) => (fen(after.totals[key]) - fen(before.totals[key])) / 100;
    expect(delta('revenue')).toBe(399);
    expect(delta('revenueBareMetal')).toBe(399);
    expect(delta('revenueGpu')).toBe(0);
    expect(delta('revenueApi')).toBe(0);
    expect(delta('cashIn')).toBe(1000);
    expect(delta('supplierPayout')).toBe(300);
    expect(delta('couponsRedeemed')).toBe(0);
    expect(after.totals.orders - before.totals.orders).toBe(1);
    // Revenue is the sum of its kinds, on each day and in the totals.
    for (const figures of [...after.days, after.totals]) {
      expect(fen(figures.revenue)).toBe(fen(figures.revenueGpu) + fen(figures.revenueBareMetal) + fen(figures.revenueApi));
    }
  });

  it('GPU time paid with card-hours is not revenue: shown as card-hours spent and what they covered', async () => {
    const before = await today();
    const renter = await certifiedUser(app);
    const [goods] = await app.db.select({ id: containerGoods.id }).from(containerGoods).limit(1);
    const images = await call<{ id: number }[]>(app, { method: 'GET', url: '/gateway/v1/image/public' });
    await grantBenefit(app.db, { userId: renter.userId, kind: 'gpu_card_hours', quantity: 5, source: 'analysis-test', title: '测试卡时' });
    const placed = await call<{ instanceId: number }>(app, {
      method: 'POST',
      url: '/gateway/v1/order/createOrder',
      headers: auth(renter.token),
      payload: { goodsId: goods!.id, gpuNumber: 1, billingMode: 'timed', imageId: images.data[0]!.id },
    });
    expect(placed.code).toBe(100000);
    clock.advance(10_000);
    await app.jobs.runOnce(); // running
    clock.advance(30 * 60_000);
    expect((await call(app, { method: 'POST', url: `/gateway/v1/container/stop/${placed.data.instanceId}`, headers: auth(renter.token) })).code).toBe(100000);
    const after = await today();
    const spent = Number(after.totals.cardHoursSpent) - Number(before.totals.cardHoursSpent);
    expect(spent).toBeGreaterThan(0.4);
    expect(fen(after.totals.cardHoursCovered)).toBeGreaterThan(fen(before.totals.cardHoursCovered));
    // All of it covered by card-hours: no revenue.
    expect(fen(after.totals.revenueGpu)).toBe(fen(before.totals.revenueGpu));
  });
});
