import { and, eq } from 'drizzle-orm';
import { fromMinor, PRICE } from '../../../../src/shared/core/money';
import { cardHoursCover, coverByCardMinutes, type TimeRange } from '../../../../src/shared/core/tidal';
import type { Db, Tx } from '../../../db/client';
import { billLines, containerGoods, instances } from '../../../db/schema';
import { HOUR, MINUTE, type Clock } from '../../../lib/clock';
import { hourlyCostLines, type PriceChange } from '../../market/pricing';
import { loadPricing } from '../../market/price-schedules';
import { spendCardMinutes } from '../../wallet/benefits';
import { freeCardMinutes } from '../../wallet/charges';
import { debitWallet, lockWallet, spendableOf } from '../../wallet/service';
import { releaseHold } from './holds';
import type { ChargePlan } from './plan';
import { noGpuRanges, storageRanges } from './rates';

export type InstanceRow = typeof instances.$inferSelect;

export const floorTo = (at: Date, step: number) => new Date(Math.floor(at.getTime() / step) * step);
export const ceilTo = (at: Date, step: number) => new Date(Math.ceil(at.getTime() / step) * step);
export const floorHour = (at: Date) => floorTo(at, HOUR);
export const floorMinute = (at: Date) => floorTo(at, MINUTE);
export const ceilMinute = (at: Date) => ceilTo(at, MINUTE);

/** The instance fields its billing depends on. */
export type Billable = Pick<InstanceRow, 'status' | 'pendingAction' | 'billingMode' | 'expiresAt' | 'meteredUntil' | 'gpuHeld' | 'gpuNumber'>;

/** Billing rules by state (issue 6): GPU time while running pay-as-you-go; storage while stopped. */
export function planFor(instance: Billable, gpuRanges: TimeRange[], storageGb: number, changes: PriceChange[] = []): ChargePlan | null {
  const gpuBilled = instance.status === 'running' || (instance.status === 'starting' && instance.pendingAction === 'restart');
  if (gpuBilled) {
    const prepaid = instance.billingMode === 'common' && instance.expiresAt && instance.expiresAt > instance.meteredUntil;
    if (prepaid) return null;
    if (instance.gpuHeld === 0) return { kind: 'gpu_free', ranges: noGpuRanges(), cards: 1 };
    return changes.length > 0 ? { kind: 'gpu', ranges: gpuRanges, cards: instance.gpuNumber, changes } : { kind: 'gpu', ranges: gpuRanges, cards: instance.gpuNumber };
  }
  if (instance.status === 'stopped') return { kind: 'storage', ranges: storageRanges(storageGb), cards: 1 };
  return null;
}

export async function chargePlan(db: Db | Tx, instance: InstanceRow): Promise<ChargePlan | null> {
  const [goods] = await db.select({ storage: containerGoods.storageSpace }).from(containerGoods).where(eq(containerGoods.id, instance.goodsId));
  const pricing = (await loadPricing(db, [instance.goodsId], instance.meteredUntil)).get(instance.goodsId)!;
  return planFor(instance, pricing.ranges, goods!.storage, pricing.changes);
}

/** A plan's pieces from `from` to `until`: one per clock hour and price window, each hour at the price it began under. */
const planLines = (plan: ChargePlan, from: Date, until: Date) => hourlyCostLines(plan.ranges, plan.changes ?? [], plan.cards, from, until);

/** Fen a plan accrues from `from` to `until`. */
export function planFen(plan: ChargePlan | null, from: Date, until: Date): number {
  return planCover(plan, from, until, 0).fen;
}

/**
 * A plan's cost from `from` to `until` and the part `cardMinutes` of GPU card-hours would pay
 * first (GPU time only), by the rule metering spends them with.
 */
export function planCover(plan: ChargePlan | null, from: Date, until: Date, cardMinutes: number) {
  if (!plan) return { fen: 0, coveredFen: 0, cardMinutes: 0 };
  const cover = cardHoursCover(planLines(plan, from, until), plan.cards, plan.kind === 'gpu' ? cardMinutes : 0);
  return { fen: cover.totalFen, coveredFen: cover.coveredFen, cardMinutes: cover.cardMinutes };
}

export interface MeterResult {
  /** The lines' full amount, whatever paid it. */
  billedFen: number;
  /** The part GPU card-hours paid. */
  coveredFen: number;
  shortfallFen: number;
  lines: number;
  /** What the instance was charged under (null: nothing). */
  plan: ChargePlan | null;
}

/**
 * Bill an instance from its watermark up to `until`, inside the caller's transaction: one bill line
 * per hour and price window, GPU card-hours spent first and the wallet debited for the rest, the
 * watermark moved. The watermark moves only from the value read, and each line is unique per
 * instance and start, so two gateways metering the same instance bill it exactly once (the loser's
 * transaction rolls back, card-hours and all).
 */
export async function meterInTx(tx: Tx, clock: Clock, instance: InstanceRow, until: Date): Promise<MeterResult> {
  const plan = await chargePlan(tx, instance);
  const none = { billedFen: 0, coveredFen: 0, shortfallFen: 0, lines: 0, plan };
  if (until <= instance.meteredUntil) return none;
  const moved = await tx
    .update(instances)
    .set({ meteredUntil: until })
    .where(and(eq(instances.id, instance.id), eq(instances.meteredUntil, instance.meteredUntil)))
    .returning({ id: instances.id });
  if (moved.length === 0) throw new MeteringConflict(instance.id);
  if (!plan) return none;

  const now = clock.now();
  const pieces = planLines(plan, instance.meteredUntil, until);
  const rows = pieces.map((piece) => ({
    userId: instance.userId,
    instanceId: instance.id,
    orderId: instance.orderId,
    kind: plan.kind,
    periodStart: piece.start,
    periodEnd: piece.end,
    minutes: piece.minutes,
    gpuNumber: plan.kind === 'gpu' ? plan.cards : instance.gpuHeld,
    unitPrice: fromMinor(piece.unitPrice, PRICE),
    rangeLabel: piece.label,
    fen: piece.fen,
    cardMinutes: 0,
    coveredFen: 0,
  }));
  if (rows.length === 0) return none;
  const total = rows.reduce((sum, row) => sum + row.fen, 0);
  // The wallet first, then card-hours: the order every path that holds or spends takes its locks in.
  const wallet = await lockWallet(tx, instance.userId);
  if (plan.kind === 'gpu') {
    // GPU card-hours pay first, those the owner's other instances have set aside excepted; the wallet pays the rest.
    const wanted = rows.reduce((sum, row) => sum + row.minutes * plan.cards, 0);
    const spent = await spendCardMinutes(tx, instance.userId, Math.min(wanted, await freeCardMinutes(tx, instance, now)), now);
    const cover = coverByCardMinutes(pieces, plan.cards, spent);
    for (const [i, row] of rows.entries()) Object.assign(row, cover[i]);
  }
  const covered = rows.reduce((sum, row) => sum + row.coveredFen, 0);
  const inserted = await tx
    .insert(billLines)
    .values(rows.map(({ fen, coveredFen, ...row }) => ({ ...row, amount: fromMinor(fen), covered: fromMinor(coveredFen), createdAt: now })))
    .onConflictDoNothing()
    .returning({ id: billLines.id });
  if (inserted.length !== rows.length) throw new MeteringConflict(instance.id);

  // What can be spent pays first and the instance's hold the rest: when the wallet alone falls
  // short, the hold goes back to it before the debit.
  if (total - covered > spendableOf(wallet)) await releaseHold(tx, clock, instance, until);
  const debit =
    total > covered
      ? await debitWallet(tx, clock, {
          userId: instance.userId,
          fen: total - covered,
          type: 'consume',
          refType: 'bill',
          refId: String(inserted[0]!.id),
          remark: `实例 ${instance.name} ${plan.kind === 'storage' ? '关机存储' : 'GPU'}费用`,
          partial: true,
        })
      : { charged: 0, shortfall: 0 };
  if (debit.shortfall > 0) {
    await tx
      .update(billLines)
      .set({ shortfall: fromMinor(debit.shortfall) })
      .where(eq(billLines.id, inserted.at(-1)!.id));
  }
  return { billedFen: total, coveredFen: covered, shortfallFen: debit.shortfall, lines: rows.length, plan };
}

/** Another worker billed this instance first; this attempt is rolled back and skipped. */
export class MeteringConflict extends Error {
  constructor(instanceId: number) {
    super(`instance ${instanceId} was metered concurrently`);
  }
}
