import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Budget, BudgetOverview } from '../../src/shared/contracts/budget';
import { billLines, budgetAlerts, instances, notices, outbox } from '../../server/db/schema';
import { ManualClock } from '../../server/lib/clock';
import { auth, call, createTestApp, login, certifiedUser, type registerUser } from './helpers';

let app: FastifyInstance;
const clock = new ManualClock('2026-11-10T09:00:00+08:00');
let renter: Awaited<ReturnType<typeof registerUser>>;
let instanceId: number;

const send = <T>(method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, token: string, payload?: unknown) =>
  call<T>(app, { method, url: `/gateway${url}`, headers: auth(token), ...(payload === undefined ? {} : { payload: payload as object }) });
const smsTo = async (phone: string) => (await app.db.select().from(outbox).where(and(eq(outbox.to, phone), eq(outbox.scene, 'budgetAlert')))).map((m) => m.content);
/** A spend of `amount` yuan on the renter's instance, as a bill line of this morning. */
const spend = (amount: string, hour: number) =>
  app.db.insert(billLines).values({
    userId: renter.userId,
    instanceId,
    orderId: `budget-${hour}`,
    kind: 'gpu',
    periodStart: new Date(`2026-11-10T0${hour}:00:00+08:00`),
    periodEnd: new Date(`2026-11-10T0${hour + 1}:00:00+08:00`),
    minutes: 60,
    gpuNumber: 1,
    unitPrice: '1.0000',
    rangeLabel: 'day',
    amount,
    createdAt: clock.now(),
  });
/** Every job once on two schedulers at the same time: what two gateways on one database do. */
const runTwice = () => Promise.all([app.jobs.runOnce(), app.jobs.copy().runOnce()]);

beforeAll(async () => {
  app = await createTestApp({ clock });
  renter = await certifiedUser(app);
  const trade = await send<{ tradeNo: string }>('POST', '/v1/wallet/getWalletRechargePayInfo', renter.token, { amount: '500' });
  expect((await send('POST', `/dev/pay/${trade.data.tradeNo}`, renter.token)).code).toBe(100000);
  const market = await call<{ records: { id: number }[] }>(app, { method: 'GET', url: '/gateway/v1/container_goods/containerGoods4ConsolePage?size=100&regionCode=cn-east-1&gpuType=RTX%204090' });
  const images = await call<{ id: number }[]>(app, { method: 'GET', url: '/gateway/v1/image/public' });
  const order = await send<{ instanceId: number }>('POST', '/v1/order/createOrder', renter.token, { goodsId: market.data.records[0]!.id, gpuNumber: 1, billingMode: 'timed', imageId: images.data[0]!.id });
  instanceId = order.data.instanceId;
  clock.set('2026-11-10T09:00:05+08:00');
  await app.jobs.runOnce();
});

describe('budgets', () => {
  let budget: Budget;

  it('are saved with their period, refused with a clear message when wrong, and are their owner’s only', async () => {
    const bad = await send('POST', '/v1/budget/add', renter.token, { name: '月度算力', period: 'week', basis: 'actual', amount: '10' });
    expect(bad.code).toBe(50005);
    expect((await send('POST', '/v1/budget/add', renter.token, { name: '月度算力', period: 'month', basis: 'actual', amount: '0' })).msg).toContain('金额须大于0');
    const added = await send<Budget>('POST', '/v1/budget/add', renter.token, { name: '月度算力', period: 'month', basis: 'actual', amount: '10', stopAtLimit: true });
    expect(added.msg).toBe('预算已保存');
    budget = added.data;
    expect(budget).toMatchObject({ amount: '10.00', periodKey: '2026-11', periodStart: '2026-11-01T00:00:00+08:00', periodEnd: '2026-12-01T00:00:00+08:00', spent: '0.00', usage: 0, alerted: [] });
    const stranger = await certifiedUser(app);
    expect((await send('PATCH', `/v1/budget/update/${budget.id}`, stranger.token, { name: 'x', period: 'month', basis: 'actual', amount: '1' })).code).toBe(100006);
    expect((await send('DELETE', `/v1/budget/delete/${budget.id}`, stranger.token)).code).toBe(100006);
    expect((await send<BudgetOverview>('GET', '/v1/budget/list', stranger.token)).data.budgets).toEqual([]);
  });

  it('alert each threshold once per period, by SMS and a workbench notice, even from two gateways at once', async () => {
    await spend('6.00', 1);
    await runTwice();
    await runTwice();
    let alerts = await app.db.select().from(budgetAlerts).where(eq(budgetAlerts.budgetId, budget.id));
    expect(alerts.map((a) => [a.threshold, a.periodKey, a.measured])).toEqual([[50, '2026-11', '6.00']]);
    expect(await smsTo(renter.phone)).toEqual([expect.stringContaining('已达预算 ¥10.00 的 50%')]);
    // Still running: 50 % stops nothing.
    expect((await app.db.select().from(instances).where(eq(instances.id, instanceId)))[0]!.status).toBe('running');

    await spend('4.50', 2); // 10.50 of 10.00: 80 % and 100 % at once, told as one message naming 100 %
    await runTwice();
    await runTwice();
    alerts = await app.db.select().from(budgetAlerts).where(eq(budgetAlerts.budgetId, budget.id));
    expect(alerts.map((a) => a.threshold).sort()).toEqual([100, 50, 80]);
    const sms = await smsTo(renter.phone);
    expect(sms).toHaveLength(2);
    expect(sms.find((s) => s.includes('100%'))).toContain('已关机 1 台按量计费实例');
    expect((await app.db.select().from(instances).where(eq(instances.id, instanceId)))[0]!.status).toMatch(/stopp/);
    const told = await app.db.select().from(notices).where(eq(notices.userId, renter.userId));
    expect(told.filter((n) => n.title.startsWith('预算提醒')).map((n) => n.title).sort()).toEqual(['预算提醒：月度算力 已达 100%', '预算提醒：月度算力 已达 50%']);
    const view = (await send<BudgetOverview>('GET', '/v1/budget/list', renter.token)).data;
    // The stop billed the minute begun: ¥0.04 more.
    expect(view.budgets[0]).toMatchObject({ spent: '10.54', usage: 1.054, alerted: [50, 80, 100] });
    expect(view.alerts.filter((a) => a.kind === 'budget')).toHaveLength(3);
  });

  it('start again in the next period', async () => {
    clock.set('2026-12-01T00:10:00+08:00');
    await app.jobs.runOnce();
    const token = await login(app, renter.userName, renter.password);
    const view = (await send<BudgetOverview>('GET', '/v1/budget/list', token)).data;
    expect(view.budgets[0]).toMatchObject({ periodKey: '2026-12', alerted: [] });
  });

  it('measure a forecast: the spend plus the burn for the days left', async () => {
    clock.set('2026-11-10T12:00:00+08:00');
    const added = await send<Budget>('POST', '/v1/budget/add', renter.token, { name: '季度预测', period: 'quarter', basis: 'forecast', amount: '100000' });
    expect(added.data.periodKey).toBe('2026-Q4');
    expect(Number(added.data.forecast)).toBeGreaterThan(Number(added.data.spent));
  });
});

describe('the low-balance alert', () => {
  it('is sent once when balance and credit fall below the threshold, and armed again once back above', async () => {
    const lowSms = async () => (await smsTo(renter.phone)).filter((s) => s.includes('低于您设置的提醒金额'));
    expect((await send('POST', '/v1/budget/lowBalance', renter.token, { threshold: '1000' })).code).toBe(100000);
    await runTwice();
    await runTwice();
    expect(await lowSms()).toHaveLength(1);
    const view = (await send<BudgetOverview>('GET', '/v1/budget/list', renter.token)).data;
    expect(view.lowBalance.threshold).toBe('1000.00');
    expect(view.lowBalance.alertedAt).not.toBeNull();
    // Lowered under what the wallet holds: armed, and nothing sent.
    await send('POST', '/v1/budget/lowBalance', renter.token, { threshold: '1' });
    await app.jobs.runOnce();
    expect(await lowSms()).toHaveLength(1);
    expect((await send<BudgetOverview>('GET', '/v1/budget/list', renter.token)).data.lowBalance.alertedAt).toBeNull();
    await send('POST', '/v1/budget/lowBalance', renter.token, { threshold: null });
    expect((await send<BudgetOverview>('GET', '/v1/budget/list', renter.token)).data.lowBalance).toEqual({ threshold: null, alertedAt: null });
  });
});
