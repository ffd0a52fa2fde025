import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { bareMetalGoods, mallOrders, orders, wallets } from '../../server/db/schema';
import { auth, call, createTestApp, certifiedUser } from './helpers';

/**
 * An Idempotency-Key answers again only the request it first came with: the same key with another
 * body is a 50005 naming Idempotency-Key (as Stripe refuses it), never the first order's result.
 */
let app: FastifyInstance;
let buyer: { token: string; userId: number };
let goodsId: number;
let imageId: number;

const createOrder = (key: string, payload: Record<string, unknown>) =>
  call<{ orderBaseId: string }>(app, { method: 'POST', url: '/gateway/v1/order/createOrder', headers: { ...auth(buyer.token), 'idempotency-key': key }, payload });
const mallOrder = (key: string, payload: Record<string, unknown>) =>
  call<{ orderBaseId: string }>(app, { method: 'POST', url: '/gateway/v1/mall/order/create', headers: { ...auth(buyer.token), 'idempotency-key': key }, payload });
const expectKeyRefused = (res: { code: number; msg: string; data: unknown }) => {
  expect(res.code, res.msg).toBe(50005);
  expect(res.msg).toContain('该 Idempotency-Key 已用于另一请求');
  expect(res.data).toEqual([{ field: 'Idempotency-Key', message: expect.any(String) }]);
};
const stockOf = async (goodsBaseId: string) => (await app.db.select({ stock: bareMetalGoods.stock }).from(bareMetalGoods).where(eq(bareMetalGoods.goodsBaseId, goodsBaseId)))[0]!.stock;

beforeAll(async () => {
  app = await createTestApp();
  buyer = await certifiedUser(app);
  await app.db.update(wallets).set({ balanceAmount: '100000.00' }).where(eq(wallets.userId, buyer.userId));
  const market = await call<{ records: { id: number }[] }>(app, {
    method: 'GET',
    url: '/gateway/v1/container_goods/containerGoods4ConsolePage?size=100&regionCode=cn-east-1&gpuType=RTX%204090',
  });
  goodsId = market.data.records[0]!.id;
  const images = await call<{ id: number }[]>(app, { method: 'GET', url: '/gateway/v1/image/public' });
  imageId = images.data[0]!.id;
});

describe('Idempotency-Key', () => {
  it('on an elastic order: the same request answers the same order, another request is refused', async () => {
    const key = 'idem-compute-0001';
    const first = await createOrder(key, { goodsId, gpuNumber: 1, billingMode: 'timed', imageId });
    expect(first.code, first.msg).toBe(100000);
    // The same body with its fields in another order is the same request.
    const again = await createOrder(key, { imageId, billingMode: 'timed', gpuNumber: 1, goodsId });
    expect(again.code).toBe(100000);
    expect(again.data.orderBaseId).toBe(first.data.orderBaseId);
    expectKeyRefused(await createOrder(key, { goodsId, gpuNumber: 2, billingMode: 'timed', imageId }));
    const mine = await app.db.select().from(orders).where(and(eq(orders.userId, buyer.userId), eq(orders.idempotencyKey, key)));
    expect(mine).toHaveLength(1);
    expect(mine[0]!.gpuNumber).toBe(1);
  });

  it('on a bare-metal order, also when the two requests race', async () => {
    const goodsBaseId = 'BM-3060-1-CD03';
    const stock = await stockOf(goodsBaseId);
    const body = { goodsBaseId, term: 'month', termCount: 1, quantity: 1 };
    const first = await mallOrder('idem-mall-0001', body);
    expect(first.code, first.msg).toBe(100000);
    expectKeyRefused(await mallOrder('idem-mall-0001', { ...body, quantity: 2 }));
    expect((await mallOrder('idem-mall-0001', body)).data.orderBaseId).toBe(first.data.orderBaseId);
    expect(await stockOf(goodsBaseId)).toBe(stock - 1);

    const raced = await Promise.all([mallOrder('idem-mall-0002', body), mallOrder('idem-mall-0002', { ...body, termCount: 2 })]);
    expect(raced.map((r) => r.code).sort((a, b) => a - b)).toEqual([50005, 100000]);
    expectKeyRefused(raced.find((r) => r.code === 50005)!);
    const made = await app.db.select().from(mallOrders).where(and(eq(mallOrders.userId, buyer.userId), eq(mallOrders.idempotencyKey, 'idem-mall-0002')));
    expect(made).toHaveLength(1);
    expect(await stockOf(goodsBaseId)).toBe(stock - 2);
  });
});
