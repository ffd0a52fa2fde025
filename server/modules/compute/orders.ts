import { and, eq, isNull, or, sql } from 'drizzle-orm';
import type { CreateOrderBody, OrderCreated } from '../../../src/shared/contracts/compute';
import type { Quote, QuoteRequest } from '../../../src/shared/contracts/market';
import { Code } from '../../../src/shared/core/codes';
import { fromMinor, PRICE } from '../../../src/shared/core/money';
import { toShanghaiIso } from '../../../src/shared/core/time';
import type { Tx } from '../../db/client';
import { billLines, images, instances, orders } from '../../db/schema';
import { DAY } from '../../lib/clock';
import { randomDigits, randomString } from '../../lib/crypto';
import { BizError, paramError } from '../../lib/envelope';
import { assertSameRequest, type Idempotency } from '../../lib/idempotency';
import { assertCertified } from '../certification/service';
import { priceOrder, quote, type OrderPrice } from '../market/pricing';
import { orderableGoods } from '../market/repository';
import { payOrReserve, type Charge } from '../wallet/charges';
import { insufficientFunds, lockWallet } from '../wallet/service';
import type { ComputeContext } from './instances';
import { isUniqueViolation } from '../../lib/sql';

export interface CreateOrderInput extends CreateOrderBody {
  userId: number;
  idempotency?: Idempotency;
}

export const OUT_OF_STOCK = '库存不足：该机型暂无足够的空闲GPU，请减少卡数或选择其他机型';

/** calculatePriceV2: what an order of the offer would cost, priced fresh (never from the listing's cache). */
export async function quoteOrder(ctx: ComputeContext, q: QuoteRequest): Promise<Quote> {
  const now = ctx.clock.now();
  const goods = await orderableGoods(ctx.db, now, q.goodsId, q.gpuNumber);
  const start = q.startTime ? new Date(q.startTime) : now;
  return quote({ ...q, goodsId: goods.goodsBaseId, specId: goods.spec.specId, ranges: goods.spec.ranges, start });
}

/**
 * createOrder, in one transaction: (1) quote the offer at its price now, (2) take cards on one of
 * its hosts, (3) pay the prepaid term or hold the first hour of pay-as-you-go, (4) create the
 * instance. The cards are taken by a guarded UPDATE, so of two buyers racing for the last card
 * one gets it and the other is told 库存不足; any refusal rolls everything back, so nothing is
 * charged. The same Idempotency-Key with the same request answers the same order, never a second
 * one; with another request it is refused.
 */
export async function createOrder(ctx: ComputeContext, input: CreateOrderInput): Promise<OrderCreated> {
  const { idempotency } = input;
  const earlier = idempotency ? await byIdempotencyKey(ctx, input.userId, idempotency) : undefined;
  if (earlier) return orderAnswer(earlier);
  await assertCertified(ctx.db, input.userId, '订购算力');

  // 1. Quote: the offer and image as they are now, and what the order costs.
  const now = ctx.clock.now();
  const goods = await orderableGoods(ctx.db, now, input.goodsId, input.gpuNumber);
  const imageId = await usableImage(ctx, input.userId, input.imageId);
  const price = priceOrder({ ...input, ranges: goods.spec.ranges }, now);

  try {
    return await ctx.inventory.transaction(async (tx) => {
      // Money moves in step 3: the wallet is locked before hosts and card-hours, as on every path.
      await lockWallet(tx, input.userId);
      const order = await recordOrder(tx, input, goods.aliasGpuType, imageId, price, now);

      // 2. Capacity: cards on one host of the offer.
      const hostId = await ctx.inventory.takeAnywhere(tx, goods.id, input.gpuNumber);
      if (!hostId) throw new BizError(Code.ERROR, OUT_OF_STOCK, { reason: 'out_of_stock' });

      // 3. Pay or reserve: the wallet decides what card-hours, balance and credit pay.
      const paid = await payOrReserve(tx, ctx.clock, chargeFor(order, price, goods.aliasGpuType, now));
      if (!paid.ok) throw insufficientFunds('本单', paid.neededFen, paid.spendableFen, paid.frozenFen);

      // 4. The instance: recorded with its hold, and the provider begins creating it.
      await createInstance(ctx, tx, order, hostId, price, { fen: paid.fen, cardMinutes: paid.cardMinutes }, now);
      return orderAnswer(order);
    });
  } catch (error) {
    // The same key sent twice at once: the loser's insert hit the unique key; answer the winner's order.
    if (idempotency && isUniqueViolation(error)) {
      const winner = await byIdempotencyKey(ctx, input.userId, idempotency);
      if (winner) return orderAnswer(winner);
    }
    throw error;
  }
}

type OrderRow = typeof orders.$inferSelect;

function orderAnswer(row: OrderRow): OrderCreated {
  return { orderBaseId: row.id, instanceId: row.instanceId, status: row.status, amount: row.amount, billingMode: row.billingMode };
}

/** The order made earlier with this key, if any; refused when it was made for another request. */
async function byIdempotencyKey(ctx: ComputeContext, userId: number, idempotency: Idempotency): Promise<OrderRow | undefined> {
  const [row] = await ctx.db
    .select()
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.idempotencyKey, idempotency.key)));
  if (row) assertSameRequest(row.requestHash, idempotency);
  return row;
}

/** A public image, or one of the buyer's own saved ones. */
async function usableImage(ctx: ComputeContext, userId: number, imageId: number): Promise<number> {
  const [image] = await ctx.db
    .select({ id: images.id, saveState: images.saveState })
    .from(images)
    .where(and(eq(images.id, imageId), isNull(images.deletedAt), or(isNull(images.userId), eq(images.userId, userId))));
  if (!image) throw paramError('imageId', '镜像不存在');
  if (image.saveState !== 'saved') throw paramError('imageId', '镜像尚未保存完成');
  return image.id;
}

/**
 * The order row, first in the transaction, so that a second request with the same key stops at
 * its unique index. The instance's id is drawn with it: the first hour's hold names the instance.
 */
async function recordOrder(tx: Tx, input: CreateOrderInput, gpuType: string, imageId: number, price: OrderPrice, now: Date): Promise<OrderRow> {
  const id = `GO${toShanghaiIso(now).slice(0, 19).replace(/\D/g, '')}${randomDigits(6)}`;
  const result = (await tx.execute(sql`select nextval(pg_get_serial_sequence('instances', 'id')) as id`)) as unknown as { rows: { id: string | number | bigint }[] };
  const [order] = await tx
    .insert(orders)
    .values({
      id,
      userId: input.userId,
      goodsId: input.goodsId,
      gpuNumber: input.gpuNumber,
      billingMode: input.billingMode,
      periodUnit: price.billingMode === 'common' ? price.unit : null,
      periodCount: price.billingMode === 'common' ? price.count : null,
      imageId,
      instanceName: input.instanceName?.trim() || `${gpuType}-${input.gpuNumber}卡-${id.slice(-4)}`,
      amount: fromMinor(price.billingMode === 'common' ? price.totalFen : 0),
      status: 'paid',
      instanceId: Number(result.rows[0]!.id),
      idempotencyKey: input.idempotency?.key ?? null,
      requestHash: input.idempotency?.requestHash ?? null,
      createdAt: now,
      paidAt: now,
    })
    .returning();
  return order!;
}

/** What the order asks of the wallet: the prepaid term, or the first hour held for the new instance. */
function chargeFor(order: OrderRow, price: OrderPrice, gpuType: string, now: Date): Charge {
  if (price.billingMode === 'common') {
    const remark = `${gpuType} ×${order.gpuNumber} ${price.label}×${price.count}`;
    return { mode: 'pay', userId: order.userId, fen: price.totalFen, refType: 'order', refId: order.id, remark };
  }
  const holder = { id: order.instanceId!, userId: order.userId, name: order.instanceName };
  return { mode: 'reserve', holder, heldFen: 0, lines: price.firstHour, cards: order.gpuNumber, cardHours: true, at: now };
}

/** Record the instance on its host with what it holds, begin creating it, and bill a prepaid term. */
async function createInstance(ctx: ComputeContext, tx: Tx, order: OrderRow, hostId: number, price: OrderPrice, hold: { fen: number; cardMinutes: number }, now: Date) {
  const prepaid = price.billingMode === 'common' ? price : null;
  const ref = { id: order.instanceId!, hostId, gpuNumber: order.gpuNumber, gpuHeld: order.gpuNumber, imageId: order.imageId };
  const { completesAt } = await ctx.provider.begin('create', ref, now);
  const [instance] = await tx
    .insert(instances)
    .overridingSystemValue()
    .values({
      ...ref,
      userId: order.userId,
      orderId: order.id,
      goodsId: order.goodsId,
      name: order.instanceName,
      status: 'creating',
      billingMode: order.billingMode,
      sshPort: 20000 + Number(randomDigits(4)),
      sshPassword: randomString(16),
      jupyterToken: randomString(32),
      pendingAction: 'create',
      transitionAt: completesAt,
      createdAt: now,
      expiresAt: prepaid ? new Date(now.getTime() + prepaid.days * DAY) : null,
      meteredUntil: now,
      holdAmount: fromMinor(prepaid ? 0 : hold.fen),
      holdCardMinutes: prepaid ? 0 : hold.cardMinutes,
    })
    .returning();
  if (prepaid) {
    await tx.insert(billLines).values({
      userId: order.userId,
      instanceId: instance!.id,
      orderId: order.id,
      kind: 'prepaid',
      periodStart: now,
      periodEnd: instance!.expiresAt!,
      minutes: prepaid.days * 1440,
      gpuNumber: order.gpuNumber,
      unitPrice: fromMinor(prepaid.totalFen * 100, PRICE),
      rangeLabel: prepaid.unit,
      amount: fromMinor(prepaid.totalFen),
      createdAt: now,
    });
  }
}
