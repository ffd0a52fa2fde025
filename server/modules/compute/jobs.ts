import { and, eq, inArray, lt, or } from 'drizzle-orm';
import { containerGoods, instances } from '../../db/schema';
import { toMinor } from '../../../src/shared/core/money';
import type { Job } from '../../lib/jobs';
import { holdNextHour } from './billing/holds';
import { floorHour, MeteringConflict, meterInTx, planCover, planFor, type InstanceRow } from './billing/metering';
import type { ChargePlan } from './billing/plan';
import { loadPricing } from '../market/price-schedules';
import { cardMinutesLeft } from '../wallet/benefits';
import { spendableFen } from '../wallet/service';
import { autoRelease, completeTransitions, endPrepaidTerms, stopForFunds, stopLocked, tellStoppedForFunds, type ComputeContext } from './instances';

/**
 * The compute business's jobs, registered on the gateway's scheduler like any module's. Each is
 * safe in several processes at once on one PostgreSQL: transitions complete by guarded UPDATEs, and
 * metering moves each instance's watermark exactly once (see meterInTx).
 */
export function computeJobs(ctx: ComputeContext): Job[] {
  return [
    { name: 'compute transitions', every: 'tick', run: async () => ({ transitions: await completeTransitions(ctx) }) },
    {
      name: 'compute metering',
      every: 'minute',
      run: async () => {
        const { metered, stopped } = await meterDue(ctx);
        return { metered, stoppedForFunds: stopped };
      },
    },
    { name: 'compute funds', every: 'minute', run: async () => ({ stoppedForFunds: await checkFunds(ctx) }) },
    { name: 'compute prepaid terms', every: 'minute', run: () => endPrepaidTerms(ctx) },
    { name: 'compute auto-release', every: 'minute', run: () => autoRelease(ctx) },
  ];
}

/**
 * Bill every billable instance up to the last full hour (one bill line per hour and price window),
 * and hold the next hour of those that run pay-as-you-go; one that cannot be held is stopped.
 */
async function meterDue(ctx: ComputeContext): Promise<{ metered: number; stopped: number }> {
  const until = floorHour(ctx.clock.now());
  const due = await ctx.db
    .select({ id: instances.id })
    .from(instances)
    .where(and(billable(), lt(instances.meteredUntil, until)))
    .limit(1000);
  let metered = 0;
  let stopped = 0;
  for (const { id } of due) {
    const result = await meterOne(ctx, id, until);
    if (!result) continue;
    metered += 1;
    if (result.stopped) {
      stopped += 1;
      await tellStoppedForFunds(ctx, result.row);
    }
  }
  return { metered, stopped };
}

/**
 * One instance's hour, in one transaction with the instance locked: the bill, then the next
 * hour's hold, or, when its owner cannot hold it, the stop. A crash leaves all or none of it.
 */
async function meterOne(ctx: ComputeContext, id: number, until: Date) {
  try {
    return await ctx.inventory.transaction(async (tx) => {
      const [row] = await tx.select().from(instances).where(eq(instances.id, id)).for('update');
      if (!row || row.meteredUntil >= until) return null; // another gateway billed it first
      const { plan } = await meterInTx(tx, ctx.clock, row, until);
      const billed = { ...row, meteredUntil: until };
      if (!plan || plan.kind === 'storage') return { row: billed, stopped: false };
      const hold = await holdNextHour(tx, ctx.clock, row, plan, until);
      // A restarting instance is stopped by the funds check once it runs again.
      if (hold.ok || row.status !== 'running') return { row: billed, stopped: false };
      await stopLocked(ctx, tx, billed);
      return { row: billed, stopped: true };
    });
  } catch (error) {
    if (error instanceof MeteringConflict) return null; // another gateway billed it first
    throw error;
  }
}

/**
 * Pay-as-you-go instances whose owner cannot cover what they have used since the last bill, with
 * GPU card-hours, then the wallet and what their instances hold, are stopped (billing what is
 * left) and their owner is told. Holds cover the hour at the price they were taken at, so this
 * catches what they could not foresee: a price raised within the hour, card-hours that expired.
 */
async function checkFunds(ctx: ComputeContext): Promise<number> {
  const now = ctx.clock.now();
  const running = await ctx.db
    .select({ instance: instances, storage: containerGoods.storageSpace })
    .from(instances)
    .innerJoin(containerGoods, eq(containerGoods.id, instances.goodsId))
    .where(or(eq(instances.status, 'running'), and(eq(instances.status, 'starting'), eq(instances.pendingAction, 'restart'))));
  if (running.length === 0) return 0;
  // Each hour at the price it began under, as metering will bill it.
  const since = new Date(Math.min(...running.map((r) => r.instance.meteredUntil.getTime())));
  const pricing = await loadPricing(ctx.db, [...new Set(running.map((r) => r.instance.goodsId))], since);
  const owed = new Map<number, { instance: InstanceRow; plan: ChargePlan }[]>();
  for (const { instance, storage } of running) {
    const { ranges, changes } = pricing.get(instance.goodsId)!;
    const plan = planFor(instance, ranges, storage, changes);
    if (!plan) continue; // prepaid
    owed.set(instance.userId, [...(owed.get(instance.userId) ?? []), { instance, plan }]);
  }
  let stopped = 0;
  for (const [userId, entries] of owed) {
    // GPU card-hours pay for GPU time first, as metering spends them; the wallet owes the rest.
    let cardMinutes = entries.some((e) => e.plan.kind === 'gpu') ? await cardMinutesLeft(ctx.db, userId, now) : 0;
    let fen = 0;
    let held = 0;
    for (const { instance, plan } of entries) {
      const cost = planCover(plan, instance.meteredUntil, now, cardMinutes);
      cardMinutes -= cost.cardMinutes;
      fen += cost.fen - cost.coveredFen;
      held += toMinor(instance.holdAmount);
    }
    if (fen === 0 || (await spendableFen(ctx.db, userId)) + held >= fen) continue;
    for (const { instance } of entries) {
      await stopForFunds(ctx, instance);
      stopped += 1;
    }
  }
  return stopped;
}

/** Instances that cost something in their state: running (GPU or not) and stopped (storage). */
function billable() {
  return or(
    inArray(instances.status, ['running', 'stopped']),
    and(eq(instances.status, 'starting'), eq(instances.pendingAction, 'restart')),
  );
}
