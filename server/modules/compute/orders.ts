import { and, eq, isNull, or } from 'drizzle-orm';
import { Code } from '../../../src/shared/core/codes';
import { fromMinor, PRICE } from '../../../src/shared/core/money';
import { billLines, images, instances, orders } from '../../db/schema';
import { DAY } from '../../lib/clock';
import { randomDigits, randomString } from '../../lib/crypto';
import { BizError, paramError } from '../../lib/envelope';
import { toShanghaiIso } from '../../lib/time';
import { getGoods } from '../market/goods';
import { PREPAID, prepaidCost, type PeriodUnit } from '../market/pricing';
import { holdNextHour } from '../billing/metering';
import { debitWallet, frozenOf, insufficientFunds, lockWallet, spendableOf } from '../wallet/service';
import type { ComputeContext } from './instances';
import { takeCardsAnywhere } from './instances';

export interface CreateOrderInput {
  userId: number;
  goodsId: number;
  gpuNumber: number;
  billingMode: 'timed' | 'common';
  periodUnit?: PeriodUnit;
  periodCount?: number;
  imageId: number;
  instanceName?: string;
  idempotencyKey?: string;
}

export const OUT_OF_STOCK = '库存不足：该机型暂无足够的空闲GPU，请减少卡数或选择其他机型';

/** orderBaseId: GO + Shanghai time to the second + 6 random digits. */
function newOrderId(now: Date): string {
  return `GO${toShanghaiIso(now).slice(0, 19).replace(/\D/g, '')}${randomDigits(6)}`;
}

function orderAnswer(row: typeof orders.$inferSelect) {
  return { orderBaseId: row.id, instanceId: row.instanceId, status: row.status, amount: row.amount, billingMode: row.billingMode };
}

async function byIdempotencyKey(ctx: ComputeContext, userId: number, key: string) {
  const [row] = await ctx.db
    .select()
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.idempotencyKey, key)));
  return row;
}

/**
 * createOrder: pick a host with free cards, pay (prepaid) or hold the first hour (pay-as-you-go),
 * and begin creating the instance, all in one transaction. The cards are taken by a guarded UPDATE, so of two buyers racing for the last card
 * one gets it and the other is told 库存不足; a failure rolls everything back, so nothing is charged.
 * The same Idempotency-Key answers the same order, never a second one.
 */
export async function createOrder(ctx: ComputeContext, input: CreateOrderInput) {
  if (input.idempotencyKey) {
    const earlier = await byIdempotencyKey(ctx, input.userId, input.idempotencyKey);
    if (earlier) return orderAnswer(earlier);
  }
  const now = ctx.clock.now();
  const goods = await getGoods(ctx.db, now, input.goodsId);
  if (input.gpuNumber > goods.maxGpuNumber) throw paramError('gpuNumber', `该机型单台最多${goods.maxGpuNumber}卡`);
  const [image] = await ctx.db
    .select({ id: images.id, saveState: images.saveState })
    .from(images)
    .where(and(eq(images.id, input.imageId), isNull(images.deletedAt), or(isNull(images.userId), eq(images.userId, input.userId))));
  if (!image) throw paramError('imageId', '镜像不存在');
  if (image.saveState !== 'saved') throw paramError('imageId', '镜像尚未保存完成');

  const ranges = goods.specs[0]!.ranges;
  const prepaid =
    input.billingMode === 'common'
      ? (() => {
          const unit = input.periodUnit ?? 'day';
          const count = input.periodCount ?? 1;
          return { unit, count, ...prepaidCost(ranges, input.gpuNumber, unit, count) };
        })()
      : null;
  const orderId = newOrderId(now);
  const name = input.instanceName?.trim() || `${goods.aliasGpuType}-${input.gpuNumber}卡-${orderId.slice(-4)}`;

  try {
    const order = await ctx.db.transaction(async (tx) => {
      // The wallet is locked first, as everywhere money moves, before hosts and card-hours.
      const wallet = await lockWallet(tx, input.userId);
      const spendable = spendableOf(wallet);
      const [order] = await tx
        .insert(orders)
        .values({
          id: orderId,
          userId: input.userId,
          goodsId: goods.id,
          gpuNumber: input.gpuNumber,
          billingMode: input.billingMode,
          periodUnit: prepaid?.unit ?? null,
          periodCount: prepaid?.count ?? null,
          imageId: image.id,
          instanceName: name,
          amount: prepaid ? fromMinor(prepaid.totalFen) : '0',
          status: 'paid',
          idempotencyKey: input.idempotencyKey ?? null,
          createdAt: now,
          paidAt: now,
        })
        .returning();

      const hostId = await takeCardsAnywhere(tx, goods.id, input.gpuNumber);
      if (!hostId) throw new BizError(Code.ERROR, OUT_OF_STOCK, { reason: 'out_of_stock' });

      if (prepaid) {
        const paid = await debitWallet(tx, ctx.clock, {
          userId: input.userId,
          fen: prepaid.totalFen,
          type: 'consume',
          refType: 'order',
          refId: orderId,
          remark: `${goods.aliasGpuType} ×${input.gpuNumber} ${PREPAID[prepaid.unit].label}×${prepaid.count}`,
          partial: false,
        });
        if (paid.shortfall > 0) throw insufficientFunds('本单', prepaid.totalFen, spendable, frozenOf(wallet));
      }

      const [instance] = await tx
        .insert(instances)
        .values({
          userId: input.userId,
          orderId,
          goodsId: goods.id,
          hostId,
          name,
          status: 'creating',
          gpuNumber: input.gpuNumber,
          gpuHeld: input.gpuNumber,
          billingMode: input.billingMode,
          imageId: image.id,
          sshPort: 20000 + Number(randomDigits(4)),
          sshPassword: randomString(16),
          jupyterToken: randomString(32),
          createdAt: now,
          expiresAt: prepaid ? new Date(now.getTime() + prepaid.days * DAY) : null,
          meteredUntil: now,
        })
        .returning();
      if (!prepaid) {
        // Pay-as-you-go holds its first hour, less what free GPU card-hours cover, so that
        // everything its owner runs stays paid for its next hour however many orders arrive at once.
        const hold = await holdNextHour(tx, ctx.clock, instance!, { kind: 'gpu', ranges, cards: input.gpuNumber }, now);
        if (!hold.held) throw insufficientFunds('本单', hold.fen, spendable, frozenOf(wallet));
      }
      const { completesAt } = await ctx.provider.begin('create', instance!, now);
      await tx.update(instances).set({ pendingAction: 'create', transitionAt: completesAt }).where(eq(instances.id, instance!.id));
      if (prepaid) {
        await tx.insert(billLines).values({
          userId: input.userId,
          instanceId: instance!.id,
          orderId,
          kind: 'prepaid',
          periodStart: now,
          periodEnd: instance!.expiresAt!,
          minutes: prepaid.days * 1440,
          gpuNumber: input.gpuNumber,
          unitPrice: fromMinor(prepaid.totalFen * 100, PRICE),
          rangeLabel: prepaid.unit,
          amount: fromMinor(prepaid.totalFen),
          createdAt: now,
        });
      }
      const [paidOrder] = await tx.update(orders).set({ instanceId: instance!.id }).where(eq(orders.id, order!.id)).returning();
      return paidOrder!;
    });
    return orderAnswer(order);
  } catch (error) {
    // The same key sent twice at once: the loser's insert hit the unique key; answer the winner's order.
    if (input.idempotencyKey && isUniqueViolation(error)) {
      const earlier = await byIdempotencyKey(ctx, input.userId, input.idempotencyKey);
      if (earlier) return orderAnswer(earlier);
    }
    throw error;
  }
}

function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: string; cause?: { code?: string } })?.code ?? (error as { cause?: { code?: string } })?.cause?.code;
  return code === '23505';
}
