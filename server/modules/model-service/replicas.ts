import { randomUUID } from 'node:crypto';
import { Code } from '../../../src/shared/core/codes';
import { fromMinor, PRICE, toMinor } from '../../../src/shared/core/money';
import { rangeAt } from '../../../src/shared/core/tidal';
import type { Db, Tx } from '../../db/client';
import { HOUR, type Clock } from '../../lib/clock';
import { BizError } from '../../lib/envelope';
import type { ComputeProvider } from '../compute/provider';
import type { AccessPointService } from '../inference/access-points';
import type { Inventory } from '../market/inventory';
import { loadPricing } from '../market/price-schedules';
import { replaceHold, type ChargeOutcome } from '../wallet/charges';
import { insufficientFunds } from '../wallet/service';
import { addLog, endReplicas, insertReplica, openReplicas, updateService, type ServiceRow } from './queries';

export interface ServiceContext {
  db: Db;
  clock: Clock;
  provider: ComputeProvider;
  inventory: Inventory;
  accessPoints: AccessPointService;
}

export const replicaRef = (replicaId: number, hostId: number, cards: number) => ({ id: replicaId, hostId, gpuNumber: cards, gpuHeld: cards, imageId: null });

/** What one replica of a service costs per hour now, in fen (0.0001-yuan price × cards / 100). */
export async function hourlyPriceOf(db: Db | Tx, goodsId: number, cards: number, now: Date) {
  const pricing = (await loadPricing(db, [goodsId], now)).get(goodsId);
  const unit = pricing ? rangeAt(pricing.ranges, now).unitPrice : 0;
  return { unit, price: fromMinor(unit, PRICE), hourFen: Math.ceil((unit * cards) / 100) };
}

/**
 * Start `count` replicas of a service on its goods: cards taken from the inventory (refused when no
 * host has them free), a replica row each, billed from now, and the provider asked to create them.
 * Answers when the provider expects them up.
 */
export async function addReplicas(ctx: ServiceContext, tx: Tx, service: ServiceRow, count: number, now: Date): Promise<Date> {
  let completesAt = now;
  for (let i = 0; i < count; i += 1) {
    const hostId = await ctx.inventory.takeAnywhere(tx, service.goodsId, service.gpuNumber);
    if (hostId === null) throw new BizError(Code.ERROR, `所选 GPU 商品暂无 ${service.gpuNumber} 张空闲卡，无法启动副本，请换一个商品或稍后再试`, { reason: 'no_capacity' });
    await insertReplica(tx, { serviceId: service.id, hostId, cards: service.gpuNumber, startedAt: now, meteredUntil: now });
    const begun = await ctx.provider.begin('create', replicaRef(service.id, hostId, service.gpuNumber), now);
    if (begun.completesAt > completesAt) completesAt = begun.completesAt;
  }
  return completesAt;
}

/** End the newest `count` running replicas (all when omitted): their billing stops now and their cards go back. */
export async function dropReplicas(ctx: ServiceContext, tx: Tx, service: ServiceRow, now: Date, count?: number): Promise<number> {
  const open = await openReplicas(tx, service.id);
  const ending = open.slice(0, count ?? open.length);
  for (const replica of ending) {
    await ctx.inventory.release(tx, replica.hostId, replica.cards);
    await ctx.provider.begin('release', replicaRef(replica.id, replica.hostId, replica.cards), now);
  }
  await endReplicas(
    tx,
    ending.map((r) => r.id),
    now,
  );
  return open.length - ending.length;
}

/**
 * Hold the hour from `now` of `replicas` replicas of a service locked by the caller (issue 11's
 * rule for pay-as-you-go instances): their cost at the price in force frozen in the owner's wallet,
 * replacing what the service held; 0 replicas give the hold back. Metering pays the service's
 * seconds from it first and holds the next hour when this one is up; a wallet that cannot hold it
 * stops the service, so it never runs past an empty wallet. Answers what the wallet decided; the
 * row (and `service`) record the new hold when it was taken.
 */
export async function holdServiceHour(clock: Clock, tx: Tx, service: ServiceRow, replicas: number, now: Date): Promise<ChargeOutcome> {
  const fen = replicas > 0 ? (await hourlyPriceOf(tx, service.goodsId, service.gpuNumber, now)).hourFen * replicas : 0;
  const outcome = await replaceHold(tx, clock, {
    userId: service.userId,
    heldFen: toMinor(service.holdAmount),
    fen,
    ref: {
      refType: 'model_service',
      refId: `${service.id}@${now.toISOString()}:${replicas}:${randomUUID().slice(0, 8)}`,
      freezeRemark: `模型服务 ${service.name} 冻结 ${replicas} 个副本下一小时的费用`,
      unfreezeRemark: `模型服务 ${service.name} 解冻副本费用`,
    },
  });
  if (outcome.ok) {
    service.holdAmount = fromMinor(fen);
    service.holdUntil = replicas > 0 ? new Date(now.getTime() + HOUR) : null;
    await updateService(tx, service.id, { holdAmount: service.holdAmount, holdUntil: service.holdUntil });
  }
  return outcome;
}

/** Hold the hour of `replicas` replicas, or refuse `what` with the amounts (HTTP 402 where a call asked). */
export async function holdOrRefuse(clock: Clock, tx: Tx, service: ServiceRow, replicas: number, now: Date, what: string, httpStatus = 200): Promise<void> {
  const outcome = await holdServiceHour(clock, tx, service, replicas, now);
  if (outcome.ok) return;
  const refusal = insufficientFunds(what, outcome.neededFen, outcome.spendableFen, outcome.frozenFen);
  throw new BizError(refusal.code, refusal.message, refusal.data, httpStatus);
}

/** Stop a service whose owner could not pay its replica time, or hold its next hour. */
export async function stopForFunds(ctx: ServiceContext, tx: Tx, service: ServiceRow, now: Date, why = '余额不足以支付副本运行费用'): Promise<void> {
  await dropReplicas(ctx, tx, service, now);
  await holdServiceHour(ctx.clock, tx, service, 0, now);
  await addLog(tx, service.id, 'error', `${why}，服务已停止；充值后可重新启动`, now);
  await updateService(tx, service.id, { status: 'stopped', replicas: 0, targetReplicas: 0, transitionAt: null, reason: '余额不足', updatedAt: now });
}

