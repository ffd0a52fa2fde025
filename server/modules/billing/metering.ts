import { and, eq, sql } from 'drizzle-orm';
import { fromMinor, PRICE } from '../../../src/shared/core/money';
import { coverByCardMinutes, segmentFen, segmentsBetween, type TimeRange } from '../../../src/shared/core/tidal';
import type { Db, Tx } from '../../db/client';
import { billLines, containerGoods, hosts, instances } from '../../db/schema';
import { HOUR, MINUTE, type Clock } from '../../lib/clock';
import { loadSpecs } from '../market/goods';
import { spendCardMinutes } from '../wallet/benefits';
import { debitWallet, lockWallet, spendableOf } from '../wallet/service';
import { freeCardMinutes, releaseHold, setHold, type HoldOwner } from './holds';
import { noGpuRanges, storageRanges } from './rates';

export type InstanceRow = typeof instances.$inferSelect;

export const floorTo = (at: Date, step: number) => new Date(Math.floor(at.getTime() / step) * step);
export const ceilTo = (at: Date, step: number) => new Date(Math.ceil(at.getTime() / step) * step);
export const floorHour = (at: Date) => floorTo(at, HOUR);
export const floorMinute = (at: Date) => floorTo(at, MINUTE);
export const ceilMinute = (at: Date) => ceilTo(at, MINUTE);

/** What an instance in its current state is charged for, if anything. */
export interface ChargePlan {
  kind: 'gpu' | 'gpu_free' | 'storage';
  ranges: TimeRange[];
  cards: number;
}

/** Billing rules by state (issue 6): GPU time while running pay-as-you-go; storage while stopped. */
export function planFor(instance: InstanceRow, gpuRanges: TimeRange[], storageGb: number): ChargePlan | null {
  const gpuBilled = instance.status === 'running' || (instance.status === 'starting' && instance.pendingAction === 'restart');
  if (gpuBilled) {
    const prepaid = instance.billingMode === 'common' && instance.expiresAt && instance.expiresAt > instance.meteredUntil;
    if (prepaid) return null;
    if (instance.gpuHeld === 0) return { kind: 'gpu_free', ranges: noGpuRanges(), cards: 1 };
    return { kind: 'gpu', ranges: gpuRanges, cards: instance.gpuNumber };
  }
  if (instance.status === 'stopped') return { kind: 'storage', ranges: storageRanges(storageGb), cards: 1 };
  return null;
}

export async function chargePlan(db: Db | Tx, instance: InstanceRow): Promise<ChargePlan | null> {
  const [goods] = await db.select({ storage: containerGoods.storageSpace }).from(containerGoods).where(eq(containerGoods.id, instance.goodsId));
  const specs = await loadSpecs(db as Db, [instance.goodsId]);
  return planFor(instance, specs.get(instance.goodsId)![0]!.ranges, goods!.storage);
}

/** Fen a plan accrues from `from` to `until`. */
export function planFen(plan: ChargePlan | null, from: Date, until: Date): number {
  return planCover(plan, from, until, 0).fen;
}

/**
 * A plan's cost from `from` to `until` and the part `cardMinutes` of GPU card-hours would pay
 * first (GPU time only), by the rule metering spends them with.
 */
export function planCover(plan: ChargePlan | null, from: Date, until: Date, cardMinutes: number) {
  if (!plan || until <= from) return { fen: 0, coveredFen: 0, cardMinutes: 0 };
  const lines = segmentsBetween(plan.ranges, from, until).map((s) => ({
    unitPrice: s.range.unitPrice,
    minutes: s.minutes,
    fen: segmentFen(s.range.unitPrice, plan.cards, s.minutes),
  }));
  const cover = coverByCardMinutes(lines, plan.cards, plan.kind === 'gpu' ? cardMinutes : 0);
  return {
    fen: lines.reduce((sum, line) => sum + line.fen, 0),
    coveredFen: cover.reduce((sum, c) => sum + c.coveredFen, 0),
    cardMinutes: cover.reduce((sum, c) => sum + c.cardMinutes, 0),
  };
}

/** Fen the instance owes from its watermark to `until`, without billing it. */
export async function accruedFen(db: Db, instance: InstanceRow, until: Date): Promise<number> {
  return planFen(await chargePlan(db, instance), instance.meteredUntil, until);
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
  const segments = segmentsBetween(plan.ranges, instance.meteredUntil, until);
  const rows = segments.map((segment) => ({
    userId: instance.userId,
    instanceId: instance.id,
    orderId: instance.orderId,
    kind: plan.kind,
    periodStart: segment.start,
    periodEnd: segment.end,
    minutes: segment.minutes,
    gpuNumber: plan.kind === 'gpu' ? plan.cards : instance.gpuHeld,
    unitPrice: fromMinor(segment.range.unitPrice, PRICE),
    rangeLabel: segment.range.label,
    fen: segmentFen(segment.range.unitPrice, plan.cards, segment.minutes),
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
    const cover = coverByCardMinutes(
      rows.map((row, i) => ({ unitPrice: segments[i]!.range.unitPrice, minutes: row.minutes, fen: row.fen })),
      plan.cards,
      spent,
    );
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
  const debit = total > covered
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

/**
 * Hold the hour from `from` of an instance that will run under `plan`: its cost at the price in
 * force, less what the owner's free GPU card-hours cover, replacing the instance's current hold.
 * Answers whether it is held and the fen it needs.
 */
export async function holdNextHour(tx: Tx, clock: Clock, instance: HoldOwner, plan: ChargePlan | null, from: Date) {
  await lockWallet(tx, instance.userId); // card-minutes are set aside under the wallet's lock too
  const cover = planCover(plan, from, new Date(from.getTime() + HOUR), await freeCardMinutes(tx, instance, clock.now()));
  const fen = cover.fen - cover.coveredFen;
  const held = await setHold(tx, clock, instance, fen, cover.cardMinutes, from);
  return { held, fen };
}

/** Another worker billed this instance first; this attempt is rolled back and skipped. */
export class MeteringConflict extends Error {
  constructor(instanceId: number) {
    super(`instance ${instanceId} was metered concurrently`);
  }
}

/** Give an instance's cards back to its host (guarded by the host's CHECK). */
export async function releaseCards(tx: Tx, hostId: number, cards: number): Promise<void> {
  if (cards <= 0) return;
  await tx.update(hosts).set({ gpuUsed: sql`${hosts.gpuUsed} - ${cards}` }).where(eq(hosts.id, hostId));
}
