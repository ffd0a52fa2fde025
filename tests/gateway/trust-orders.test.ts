import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type { MallGoods, MallOrderDetail } from '../../src/shared/contracts/mall';
import { bareMetalGoods, contracts, walletTransactions, wallets } from '../../server/db/schema';
import { balanceFromRecords } from '../../server/modules/wallet/records';
import { auth, call, certify, certifiedUser, createTestApp, login, registerUser } from './helpers';

const OK = 100000;
const NOT_FOUND = 100006;
const GOODS = 'BM-3060-1-CD03';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});

const orderMall = (token: string, key: string, quantity = 1) =>
  call<MallOrderDetail & { reason?: string }>(app, {
    method: 'POST',
    url: '/gateway/v1/mall/order/create',
    headers: { ...auth(token), 'idempotency-key': key },
    payload: { goodsBaseId: GOODS, term: 'month', termCount: 1, quantity },
  });
const cancel = (token: string, id: string) => call<MallOrderDetail>(app, { method: 'POST', url: `/gateway/v1/mall/order/cancel/${encodeURIComponent(id)}`, headers: auth(token) });
const stock = async () => (await call<MallGoods>(app, { method: 'GET', url: `/gateway/v1/mall/goods/detail/${GOODS}` })).data.stock;
const walletOf = async (userId: number) => (await app.db.select().from(wallets).where(eq(wallets.userId, userId)))[0]!;

describe('ordering compute needs a passed real-name certification', () => {
  it('refuses the mall and GPU orders of an uncertified account, with the reason the pages guide by, and takes nothing', async () => {
    const user = await registerUser(app);
    await app.db.update(wallets).set({ balanceAmount: '5000.00' }).where(eq(wallets.userId, user.userId));
    const before = await stock();
    const mall = await orderMall(user.token, 'uncert-1');
    expect(mall.code).not.toBe(OK);
    expect(mall.msg).toContain('请先完成实名认证');
    expect(mall.data).toMatchObject({ reason: 'certification_required' });
    expect(await stock()).toBe(before);
    expect((await walletOf(user.userId)).balanceAmount).toBe('5000.00');

    const market = await call<{ records: { id: number }[] }>(app, { method: 'GET', url: '/gateway/v1/container_goods/containerGoods4ConsolePage?size=1' });
    const images = await call<{ id: number }[]>(app, { method: 'GET', url: '/gateway/v1/image/public' });
    const gpu = await call<{ reason?: string }>(app, {
      method: 'POST',
      url: '/gateway/v1/order/createOrder',
      headers: auth(user.token),
      payload: { goodsId: market.data.records[0]!.id, gpuNumber: 1, billingMode: 'timed', imageId: images.data[0]!.id },
    });
    expect(gpu.msg).toContain('请先完成实名认证');
    expect(gpu.data).toMatchObject({ reason: 'certification_required' });
    expect((await walletOf(user.userId)).balanceAmount).toBe('5000.00');

    // Once certified, the same order goes through.
    await certify(app, user.userId);
    expect((await orderMall(user.token, 'uncert-2')).code).toBe(OK);
  });

  it('certifies the demo accounts, so the demo supplier is a certified supplier and the renter can order', async () => {
    for (const name of ['demo_supplier', 'demo_renter']) {
      const token = await login(app, name);
      const info = await call<{ certificationStatus: string; certificationName: string }>(app, { method: 'GET', url: '/gateway/v1/user/getUserInfo', headers: auth(token) });
      expect(info.data.certificationStatus).toBe('review_pass');
      expect(info.data.certificationName).toMatch(/有限公司$/);
    }
    const supplier = await login(app, 'demo_supplier');
    const profile = await call<{ certificationStatus: string; applied: boolean; status: string | null }>(app, {
      method: 'GET',
      url: '/gateway/v1/resourceSupplier/getResourceSupplierInfo',
      headers: auth(supplier),
    });
    // One consistent state on 成为供应商: certified, and an approved supplier (not "certify first" beside "you are a supplier").
    expect(profile.data).toMatchObject({ certificationStatus: 'review_pass', applied: true, status: 'review_pass' });
  });
});

describe('the contract names the certified parties', () => {
  it('signs with the certified company of the buyer and of the supplier, never a generated user name', async () => {
    const buyer = await certifiedUser(app, '杭州云栖智算科技有限公司');
    await app.db.update(wallets).set({ balanceAmount: '1000.00' }).where(eq(wallets.userId, buyer.userId));
    const created = await orderMall(buyer.token, 'names-1');
    expect(created.code).toBe(OK);
    const text = created.data.contract!.content;
    expect(text).toContain('承租方（甲方）：杭州云栖智算科技有限公司');
    expect(text).toContain('出租方（乙方）：演示算力供应（上海）有限公司');
    expect(text).not.toContain(buyer.userName);
  });
});

describe('cancelling a paid bare-metal order before delivery', () => {
  it('refunds to where the money came from, puts the machines back and terminates the contract, once', async () => {
    const buyer = await certifiedUser(app);
    await app.db.update(wallets).set({ balanceAmount: '300.00', totalCreditLimit: '1000.00', availableCreditLimit: '1000.00' }).where(eq(wallets.userId, buyer.userId));
    const before = await stock();
    const created = await orderMall(buyer.token, 'cancel-1', 2);
    expect(created.data).toMatchObject({ amount: '798.00', paidBalance: '300.00', paidCredit: '498.00', status: 'paid' });
    expect(await stock()).toBe(before - 2);

    // A double click: one cancel refunds, the other is told it is cancelled already.
    const [a, b] = await Promise.all([cancel(buyer.token, created.data.orderBaseId), cancel(buyer.token, created.data.orderBaseId)]);
    expect([a.code, b.code].filter((c) => c === OK)).toHaveLength(1);
    const done = a.code === OK ? a : b;
    expect(done.msg).toBe('订单已取消，款项已原路退回');
    expect(done.data.status).toBe('cancelled');
    expect((a.code === OK ? b : a).msg).toBe('订单已取消，款项已退回');

    const wallet = await walletOf(buyer.userId);
    expect(wallet.balanceAmount).toBe('300.00');
    expect(wallet.availableCreditLimit).toBe('1000.00');
    expect(await stock()).toBe(before);
    expect(done.data.contract?.status).toBe('terminated');
    const [contract] = await app.db.select().from(contracts).where(eq(contracts.id, created.data.contract!.id));
    expect(contract!.status).toBe('terminated');
    const refunds = await app.db
      .select()
      .from(walletTransactions)
      .where(and(eq(walletTransactions.userId, buyer.userId), eq(walletTransactions.type, 'refund')));
    expect(refunds).toHaveLength(1);
    expect(refunds[0]).toMatchObject({ amount: '798.00', creditAmount: '498.00', refId: created.data.orderBaseId });
    // The payment and its refund records cancel out (the test set the balance without a record).
    expect((await balanceFromRecords(app.db, buyer.userId)).available).toBe('0.00');
  });

  it('refuses another buyer (not found) and an order whose delivery has started', async () => {
    const buyer = await certifiedUser(app);
    const other = await certifiedUser(app);
    await app.db.update(wallets).set({ balanceAmount: '1000.00' }).where(eq(wallets.userId, buyer.userId));
    const created = await orderMall(buyer.token, 'cancel-2');
    expect((await cancel(other.token, created.data.orderBaseId)).code).toBe(NOT_FOUND);
    expect((await cancel(buyer.token, 'BM-NOPE')).code).toBe(NOT_FOUND);
    const supplier = await login(app, 'demo_supplier');
    expect((await call(app, { method: 'POST', url: `/gateway/v1/mall/vender/order/startDelivery/${created.data.orderBaseId}`, headers: auth(supplier) })).code).toBe(OK);
    const refused = await cancel(buyer.token, created.data.orderBaseId);
    expect(refused.code).not.toBe(OK);
    expect(refused.msg).toContain('已开始交付');
    expect((await walletOf(buyer.userId)).balanceAmount).toBe('601.00');
    const [goods] = await app.db.select({ stock: bareMetalGoods.stock }).from(bareMetalGoods).where(eq(bareMetalGoods.goodsBaseId, GOODS));
    expect(goods!.stock).toBeGreaterThanOrEqual(0);
  });
});
