import { and, asc, eq, gt, inArray, lte } from 'drizzle-orm';
import type { RangeLabel, SpecRangeInput } from '../../../src/shared/contracts/market';
import { Code } from '../../../src/shared/core/codes';
import { fromMinor, PRICE, toMinor } from '../../../src/shared/core/money';
import { formatClock, type TimeRange } from '../../../src/shared/core/tidal';
import type { Db, Tx } from '../../db/client';
import { goodsSpecs, priceSchedules, specTimeRanges } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { BizError, notFound, paramError } from '../../lib/envelope';
import type { PriceChange } from './pricing';
import { loadSpecs } from './queries';
import { parseRanges } from './specs';

/**
 * A spec's prices over time. Every change of a spec's ranges goes through here and is kept as a
 * row of price_schedules: one scheduled for later is applied once, at its time, by the background
 * job of whichever gateway gets to it first; one made at once is recorded as applied. Each applied
 * row keeps the ranges it replaced, so metering can price an hour that began before a change by
 * the ranges in force when it began.
 */

export type PricedRange = TimeRange & { label: RangeLabel };
/** How ranges are kept in price_schedules: prices as decimal strings, like the columns. */
type StoredRange = { beginMinute: number; endMinute: number; unitPrice: string; label: string };
type ScheduleRow = typeof priceSchedules.$inferSelect;

const stored = (ranges: PricedRange[]): StoredRange[] =>
  ranges.map((range) => ({ beginMinute: range.beginMinute, endMinute: range.endMinute, unitPrice: fromMinor(range.unitPrice, PRICE), label: range.label }));

const priced = (ranges: StoredRange[]): PricedRange[] =>
  ranges.map((range) => ({ beginMinute: range.beginMinute, endMinute: range.endMinute, unitPrice: toMinor(range.unitPrice, PRICE), label: range.label as RangeLabel }));

/** Ranges as people and the wire read them ("08:00", "22:00", "2.1800"): in audit rows and answers. */
export const rangeViews = (ranges: StoredRange[]): SpecRangeInput[] =>
  ranges.map((range) => ({ beginTime: formatClock(range.beginMinute), endTime: formatClock(range.endMinute), unitPrice: range.unitPrice, label: range.label as RangeLabel }));

/** A spec's current ranges, with its row locked against a concurrent change until the transaction ends. */
async function lockSpec(tx: Tx, specId: number): Promise<{ goodsId: number; ranges: StoredRange[] }> {
  const [spec] = await tx.select({ id: goodsSpecs.id, goodsId: goodsSpecs.goodsId }).from(goodsSpecs).where(eq(goodsSpecs.id, specId)).for('update');
  if (!spec) throw notFound('价格方案不存在');
  const rows = await tx
    .select({ beginMinute: specTimeRanges.beginMinute, endMinute: specTimeRanges.endMinute, unitPrice: specTimeRanges.unitPrice, label: specTimeRanges.label })
    .from(specTimeRanges)
    .where(eq(specTimeRanges.specId, specId))
    .orderBy(asc(specTimeRanges.beginMinute));
  return { goodsId: spec.goodsId, ranges: rows };
}

async function writeRanges(tx: Tx, specId: number, ranges: StoredRange[]): Promise<void> {
  await tx.delete(specTimeRanges).where(eq(specTimeRanges.specId, specId));
  await tx.insert(specTimeRanges).values(ranges.map((range) => ({ ...range, specId, label: range.label as RangeLabel })));
}

export interface RangeChange {
  specId: number;
  goodsId: number;
  scheduleId: number;
  before: SpecRangeInput[];
  after: SpecRangeInput[];
}

/**
 * Replace a spec's ranges now, in the caller's transaction, after checking they cover the day
 * exactly once (a 50005 naming the overlap or gap otherwise, and nothing changes). Recorded as an
 * applied change by `actorId`. The caller tells the market catalog once it commits.
 */
export async function replaceSpecRanges(tx: Tx, clock: Clock, input: { specId: number; timeRanges: SpecRangeInput[]; actorId: number; note?: string }): Promise<RangeChange> {
  const ranges = stored(parseRanges(input.timeRanges));
  const now = clock.now();
  const current = await lockSpec(tx, input.specId);
  await writeRanges(tx, input.specId, ranges);
  const [row] = await tx
    .insert(priceSchedules)
    .values({
      specId: input.specId,
      ranges,
      effectiveAt: now,
      status: 'applied',
      appliedAt: now,
      replacedRanges: current.ranges,
      note: input.note ?? '',
      createdBy: input.actorId,
      createdAt: now,
    })
    .returning({ id: priceSchedules.id });
  return { specId: input.specId, goodsId: current.goodsId, scheduleId: row!.id, before: rangeViews(current.ranges), after: rangeViews(ranges) };
}

/** Schedule a spec's whole day of ranges to take effect at `effectiveAt` (in the future). */
export async function schedulePriceChange(
  tx: Tx,
  clock: Clock,
  input: { specId: number; timeRanges: SpecRangeInput[]; effectiveAt: Date; note?: string; actorId: number },
): Promise<ScheduleRow> {
  const ranges = stored(parseRanges(input.timeRanges));
  const now = clock.now();
  if (input.effectiveAt <= now) throw paramError('effectiveAt', '生效时间须晚于当前时间');
  const [spec] = await tx.select({ id: goodsSpecs.id }).from(goodsSpecs).where(eq(goodsSpecs.id, input.specId));
  if (!spec) throw notFound('价格方案不存在');
  const [row] = await tx
    .insert(priceSchedules)
    .values({ specId: input.specId, ranges, effectiveAt: input.effectiveAt, note: input.note ?? '', createdBy: input.actorId, createdAt: now })
    .returning();
  return row!;
}

/** Cancel a change that has not applied yet: a guarded UPDATE, so it cannot race the job applying it. */
export async function cancelPriceSchedule(tx: Tx, id: number): Promise<{ before: ScheduleRow; after: ScheduleRow }> {
  const [before] = await tx.select().from(priceSchedules).where(eq(priceSchedules.id, id));
  if (!before) throw notFound('调价计划不存在');
  const [after] = await tx
    .update(priceSchedules)
    .set({ status: 'cancelled' })
    .where(and(eq(priceSchedules.id, id), eq(priceSchedules.status, 'scheduled')))
    .returning();
  if (!after) throw new BizError(Code.ERROR, before.status === 'applied' ? '该调价已生效，不能取消' : '该调价已取消');
  return { before, after };
}

/**
 * Apply every change whose time has come, each once, each in its own transaction: the spec is
 * locked, the change claimed by a guarded `UPDATE … WHERE status = 'scheduled'` (a second gateway
 * doing the same finds it applied and skips it) and the ranges replaced. Answers the specs changed.
 */
export async function applyDuePriceSchedules(db: Db, clock: Clock): Promise<number[]> {
  const now = clock.now();
  const due = await db
    .select({ id: priceSchedules.id, specId: priceSchedules.specId })
    .from(priceSchedules)
    .where(and(eq(priceSchedules.status, 'scheduled'), lte(priceSchedules.effectiveAt, now)))
    .orderBy(asc(priceSchedules.effectiveAt), asc(priceSchedules.id))
    .limit(100);
  const changed: number[] = [];
  for (const { id, specId } of due) {
    const applied = await db.transaction(async (tx) => {
      const current = await lockSpec(tx, specId);
      const [claimed] = await tx
        .update(priceSchedules)
        .set({ status: 'applied', appliedAt: clock.now(), replacedRanges: current.ranges })
        .where(and(eq(priceSchedules.id, id), eq(priceSchedules.status, 'scheduled')))
        .returning({ ranges: priceSchedules.ranges });
      if (!claimed) return false; // applied by another gateway, or cancelled meanwhile
      await writeRanges(tx, specId, claimed.ranges);
      return true;
    });
    if (applied) changed.push(specId);
  }
  return changed;
}

/** What a goods' first spec (the one orders and metering use) costs now, and how it changed since `since`. */
export interface Pricing {
  specId: number;
  ranges: PricedRange[];
  /** Changes applied after `since`, oldest first. */
  changes: PriceChange[];
}

/**
 * The pricing of some goods for billing from `since`. The current ranges are read before the
 * changes: a change committed in between is then among the changes (with the ranges read as what
 * it replaced), so no hour is ever priced by ranges that came after it began.
 */
export async function loadPricing(db: Db | Tx, goodsIds: number[], since: Date): Promise<Map<number, Pricing>> {
  const specs = await loadSpecs(db, goodsIds);
  const result = new Map<number, Pricing>();
  for (const [goodsId, list] of specs) result.set(goodsId, { specId: list[0]!.specId, ranges: list[0]!.ranges, changes: [] });
  const bySpec = new Map([...result.values()].map((pricing) => [pricing.specId, pricing]));
  if (bySpec.size === 0) return result;
  const rows = await db
    .select({ specId: priceSchedules.specId, appliedAt: priceSchedules.appliedAt, replaced: priceSchedules.replacedRanges })
    .from(priceSchedules)
    .where(and(inArray(priceSchedules.specId, [...bySpec.keys()]), eq(priceSchedules.status, 'applied'), gt(priceSchedules.appliedAt, since)))
    .orderBy(asc(priceSchedules.appliedAt), asc(priceSchedules.id));
  for (const row of rows) bySpec.get(row.specId)!.changes.push({ appliedAt: row.appliedAt!, before: priced(row.replaced!) });
  return result;
}
