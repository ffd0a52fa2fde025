import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { walletTransactions, wallets } from '../../server/db/schema';
import { ManualClock, MINUTE } from '../../server/lib/clock';
import { call, createTestApp, login, registerUser } from './helpers';

let app: FastifyInstance;
const clock = new ManualClock('2026-11-20T10:00:00+08:00');
let user: Awaited<ReturnType<typeof registerUser>>;

interface Trade {
  tradeNo: string;
  amount: string;
  status: string;
  qrContent?: string;
}
const auth = () => ({ authorization: `Bearer ${user.token}` });
const recharge = (amount: unknown, headers = auth()) =>
  call<Trade>(app, { method: 'POST', url: '/gateway/v1/wallet/getWalletRechargePayInfo', headers, payload: { amount } });
const result = (tradeNo: string, headers = auth()) => call<Trade>(app, { method: 'GET', url: `/gateway/v1/tradeOrders/getPayResult?tradeNo=${tradeNo}`, headers });
const cancel = (tradeNo: string) => call<Trade>(app, { method: 'PATCH', url: '/gateway/v1/tradeOrders/cancelPay', headers: auth(), payload: { tradeNo } });
const pay = (tradeNo: string, headers: Record<string, string> = auth()) => call<Trade>(app, { method: 'POST', url: `/gateway/dev/pay/${tradeNo}`, headers });
const balance = async () => (await app.db.select().from(wallets).where(eq(wallets.userId, user.userId)))[0]!.balanceAmount;

beforeAll(async () => {
  app = await createTestApp({ clock });
  user = await registerUser(app);
});

describe('wallet recharge through the sandbox channel', () => {
  it('refuses bad amounts', async () => {
    for (const amount of ['0', '0.50', '1.001', '100000.01', 'abc', '-5', 12, '']) {
      const res = await recharge(amount);
      expect(res.code, String(amount)).toBe(50005);
    }
    expect((await call(app, { method: 'POST', url: '/gateway/v1/wallet/getWalletRechargePayInfo', payload: { amount: '10' } })).code).toBe(50003);
  });

  it('credits the wallet exactly once when paid, however often the channel says so', async () => {
    const trade = await recharge('88.5');
    expect(trade.code).toBe(100000);
    expect(trade.data).toMatchObject({ amount: '88.50', status: 'awaiting' });
    expect(trade.data.tradeNo).toMatch(/^TR\d{20}$/);
    expect(trade.data.qrContent).toContain(trade.data.tradeNo);
    expect((await result(trade.data.tradeNo)).data.status).toBe('awaiting');

    const paid = await Promise.all([pay(trade.data.tradeNo), pay(trade.data.tradeNo), pay(trade.data.tradeNo)]);
    expect(paid.map((p) => p.code)).toEqual([100000, 100000, 100000]);
    expect((await result(trade.data.tradeNo)).data.status).toBe('paid');
    expect(await balance()).toBe('88.50');
    const records = await app.db.select().from(walletTransactions).where(eq(walletTransactions.refId, trade.data.tradeNo));
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({ type: 'recharge', amount: '88.50', balanceAfter: '88.50' });

    const late = await cancel(trade.data.tradeNo);
    expect(late.code).toBe(-1);
    expect(late.msg).toContain('已支付');
  });

  it('cancels and expires unpaid trades, which can then no longer be paid', async () => {
    const trade = await recharge('20');
    expect((await cancel(trade.data.tradeNo)).data.status).toBe('cancelled');
    expect((await cancel(trade.data.tradeNo)).data.status).toBe('cancelled'); // twice is the same
    expect((await pay(trade.data.tradeNo)).msg).toContain('已关闭');

    const stale = await recharge('30');
    clock.advance(16 * MINUTE);
    expect((await result(stale.data.tradeNo)).data.status).toBe('expired');
    expect((await pay(stale.data.tradeNo)).code).toBe(-1);
    expect(await balance()).toBe('88.50');
  });

  it("answers another user's trade as not found", async () => {
    const trade = await recharge('10');
    const other = await registerUser(app);
    expect((await result(trade.data.tradeNo, { authorization: `Bearer ${other.token}` })).code).toBe(100006);
    expect((await result('TR123')).code).toBe(50005);
    expect((await pay('TR00000000000000000000')).code).toBe(100006);
  });
});

describe('the sandbox pay tool', () => {
  it("pays only the caller's own trade: anonymous and other users are refused and nothing is credited", async () => {
    const trade = await recharge('30.00');
    const before = await balance();
    expect((await pay(trade.data.tradeNo, {})).code).toBe(50003);
    const other = await registerUser(app);
    const foreign = await pay(trade.data.tradeNo, { authorization: `Bearer ${other.token}` });
    expect(foreign.code).toBe(100006);
    expect(await balance()).toBe(before);
    expect((await result(trade.data.tradeNo)).data.status).toBe('awaiting');
    expect((await pay(trade.data.tradeNo)).code).toBe(100000);
  });
});

describe('without dev tools', () => {
  it('has no sandbox channel: recharge says so and the pay tool does not exist', async () => {
    const prod = await createTestApp({ env: { DEV_TOOLS: 'off' } });
    const token = await login(prod, 'demo_renter');
    const res = await call(prod, { method: 'POST', url: '/gateway/v1/wallet/getWalletRechargePayInfo', headers: { authorization: `Bearer ${token}` }, payload: { amount: '10' } });
    expect(res.code).toBe(100095);
    expect((await call(prod, { method: 'POST', url: '/gateway/dev/pay/TR00000000000000000000' })).code).toBe(404);
  });
});
