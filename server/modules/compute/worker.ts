import { and, eq, inArray, lt, or } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { containerGoods, instances } from '../../db/schema';
import { toMinor } from '../../../src/shared/core/money';
import { holdNextHour } from '../billing/holds';
import { floorHour, floorMinute, MeteringConflict, meterInTx, planCover, planFor, type InstanceRow } from '../billing/metering';
import type { ChargePlan } from '../billing/plan';
import { loadPricing } from '../market/price-schedules';
import { cardMinutesLeft } from '../wallet/benefits';
import { spendableFen } from '../wallet/service';
import { autoRelease, completeTransitions, endPrepaidTerms, stopForFunds, stopLocked, tellStoppedForFunds, type ComputeContext } from './instances';

export interface WorkerReport {
  transitions: number;
  metered: number;
  stoppedForFunds: number;
}

/**
 * A background job another module adds to the gateway's worker (weekly statements, demand
 * matching, scheduled prices…). Like the compute jobs it must be safe when several gateways run it
 * at once on one PostgreSQL (guarded updates, unique keys, SKIP LOCKED) and idempotent per period.
 */
export interface WorkerJob {
  name: string;
  /** `tick`: every tick (about a second); `minute`: once per minute of the clock, with the compute jobs. */
  every: 'tick' | 'minute';
  /** Run before the compute jobs rather than after (scheduled prices: metering and holds see the prices in force). */
  first?: boolean;
  run(): Promise<unknown>;
}

/**
 * The background jobs of the compute business, run by every gateway process. Each job is safe to
 * run in several processes at once on one PostgreSQL: transitions complete by guarded UPDATEs, and
 * metering moves each instance's watermark exactly once (see meterInTx).
 */
export class ComputeWorker {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<unknown> | null = null;
  private lastFundsMinute = 0;
  private readonly jobs: WorkerJob[] = [];

  constructor(
    private readonly ctx: ComputeContext,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Add a module's job; it runs after the compute jobs (before them if `first`), in the order registered. */
  register(job: WorkerJob): void {
    this.jobs.push(job);
  }

  /** All jobs once, in order; tests call this after moving the clock. */
  async runOnce(): Promise<WorkerReport> {
    await this.runJobs((job) => Boolean(job.first));
    const transitions = await completeTransitions(this.ctx);
    const { metered, stopped } = await this.meterDue();
    const stoppedForFunds = stopped + (await this.checkFunds());
    await endPrepaidTerms(this.ctx);
    await autoRelease(this.ctx);
    await this.runJobs((job) => !job.first);
    return { transitions, metered, stoppedForFunds };
  }

  /**
   * Registered jobs, each on its own: one failing does not keep the others from running; the first
   * failure is thrown once all have run (the tick logs it; a test sees it).
   */
  private async runJobs(which: (job: WorkerJob) => boolean): Promise<void> {
    let failure: unknown = null;
    for (const job of this.jobs.filter(which)) {
      try {
        await job.run();
      } catch (error) {
        this.log.error({ err: error, job: job.name }, 'worker job failed');
        failure ??= error;
      }
    }
    if (failure) throw failure;
  }

  /** Every `intervalMs`: transitions every tick, the rest once per minute of the clock. */
  start(intervalMs: number): void {
    const tick = async () => {
      const minute = floorMinute(this.ctx.clock.now()).getTime();
      if (minute !== this.lastFundsMinute) {
        this.lastFundsMinute = minute;
        await this.runOnce();
      } else {
        await this.runJobs((job) => job.every === 'tick' && Boolean(job.first));
        await completeTransitions(this.ctx);
        await this.runJobs((job) => job.every === 'tick' && !job.first);
      }
    };
    this.timer = setInterval(() => {
      if (this.running) return; // never overlap with ourselves
      this.running = tick()
        .catch((error: unknown) => this.log.error({ err: error }, 'compute worker tick failed'))
        .finally(() => {
          this.running = null;
        });
    }, intervalMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
  }

  /**
   * Bill every billable instance up to the last full hour (one bill line per hour and price window),
   * and hold the next hour of those that run pay-as-you-go; one that cannot be held is stopped.
   */
  async meterDue(): Promise<{ metered: number; stopped: number }> {
    const until = floorHour(this.ctx.clock.now());
    const due = await this.ctx.db
      .select({ id: instances.id })
      .from(instances)
      .where(and(billable(), lt(instances.meteredUntil, until)))
      .limit(1000);
    let metered = 0;
    let stopped = 0;
    for (const { id } of due) {
      const result = await this.meterOne(id, until);
      if (!result) continue;
      metered += 1;
      if (result.stopped) {
        stopped += 1;
        await tellStoppedForFunds(this.ctx, result.row);
      }
    }
    return { metered, stopped };
  }

  /**
   * One instance's hour, in one transaction with the instance locked: the bill, then the next
   * hour's hold, or, when its owner cannot hold it, the stop. A crash leaves all or none of it.
   */
  private async meterOne(id: number, until: Date) {
    try {
      return await this.ctx.inventory.transaction(async (tx) => {
        const [row] = await tx.select().from(instances).where(eq(instances.id, id)).for('update');
        if (!row || row.meteredUntil >= until) return null; // another gateway billed it first
        const { plan } = await meterInTx(tx, this.ctx.clock, row, until);
        const billed = { ...row, meteredUntil: until };
        if (!plan || plan.kind === 'storage') return { row: billed, stopped: false };
        const hold = await holdNextHour(tx, this.ctx.clock, row, plan, until);
        // A restarting instance is stopped by the funds check once it runs again.
        if (hold.ok || row.status !== 'running') return { row: billed, stopped: false };
        await stopLocked(this.ctx, tx, billed);
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
  async checkFunds(): Promise<number> {
    const now = this.ctx.clock.now();
    const running = await this.ctx.db
      .select({ instance: instances, storage: containerGoods.storageSpace })
      .from(instances)
      .innerJoin(containerGoods, eq(containerGoods.id, instances.goodsId))
      .where(or(eq(instances.status, 'running'), and(eq(instances.status, 'starting'), eq(instances.pendingAction, 'restart'))));
    if (running.length === 0) return 0;
    // Each hour at the price it began under, as metering will bill it.
    const since = new Date(Math.min(...running.map((r) => r.instance.meteredUntil.getTime())));
    const pricing = await loadPricing(this.ctx.db, [...new Set(running.map((r) => r.instance.goodsId))], since);
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
      let cardMinutes = entries.some((e) => e.plan.kind === 'gpu') ? await cardMinutesLeft(this.ctx.db, userId, now) : 0;
      let fen = 0;
      let held = 0;
      for (const { instance, plan } of entries) {
        const cost = planCover(plan, instance.meteredUntil, now, cardMinutes);
        cardMinutes -= cost.cardMinutes;
        fen += cost.fen - cost.coveredFen;
        held += toMinor(instance.holdAmount);
      }
      if (fen === 0 || (await spendableFen(this.ctx.db, userId)) + held >= fen) continue;
      for (const { instance } of entries) {
        await stopForFunds(this.ctx, instance);
        stopped += 1;
      }
    }
    return stopped;
  }
}

/** Instances that cost something in their state: running (GPU or not) and stopped (storage). */
function billable() {
  return or(
    inArray(instances.status, ['running', 'stopped']),
    and(eq(instances.status, 'starting'), eq(instances.pendingAction, 'restart')),
  );
}
