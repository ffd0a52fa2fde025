import { Code } from '../../../src/shared/core/codes';
import { fromMinor, PRICE } from '../../../src/shared/core/money';
import { rangeAt } from '../../../src/shared/core/tidal';
import type { Db, Tx } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { BizError } from '../../lib/envelope';
import type { ComputeProvider } from '../compute/provider';
import type { AccessPointService } from '../inference/access-points';
import type { Inventory } from '../market/inventory';
import { loadPricing } from '../market/price-schedules';
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

/** Stop a service whose owner could not pay its replica time (metering found a shortfall). */
export async function stopForFunds(ctx: ServiceContext, tx: Tx, service: ServiceRow, now: Date): Promise<void> {
  await dropReplicas(ctx, tx, service, now);
  await addLog(tx, service.id, 'error', '余额不足以支付副本运行费用，服务已停止；充值后可重新启动', now);
  await updateService(tx, service.id, { status: 'stopped', replicas: 0, targetReplicas: 0, transitionAt: null, reason: '余额不足', updatedAt: now });
}

