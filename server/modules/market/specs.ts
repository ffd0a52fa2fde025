import { eq } from 'drizzle-orm';
import { toMinor, PRICE, fromMinor } from '../../../src/shared/core/money';
import { parseClock, validateRanges, type TimeRange } from '../../../src/shared/core/tidal';
import type { Db } from '../../db/client';
import { goodsSpecs, specTimeRanges } from '../../db/schema';
import { notFound, paramError } from '../../lib/envelope';

export interface RangeInput {
  beginTime: string;
  endTime: string;
  unitPrice: string;
  label: string;
}

/** Turn "08:00"/"22:00"/"2.5" into windows, refusing anything the day would not be covered by exactly once. */
export function parseRanges(input: RangeInput[]): TimeRange[] {
  const ranges = input.map((range, i) => {
    const beginMinute = parseClock(range.beginTime);
    const endMinute = parseClock(range.endTime);
    if (beginMinute === null || beginMinute === 1440) throw paramError(`timeRanges.${i}.beginTime`, '开始时间格式应为 HH:mm');
    if (endMinute === null || endMinute === 0) throw paramError(`timeRanges.${i}.endTime`, '结束时间格式应为 HH:mm');
    return { beginMinute, endMinute, unitPrice: toMinor(range.unitPrice, PRICE), label: range.label };
  });
  const problem = validateRanges(ranges);
  if (problem) throw paramError('timeRanges', problem);
  return ranges;
}

/** Replace a spec's windows in one transaction, after checking they cover the day exactly once. */
export async function updateSpecRanges(db: Db, specId: number, input: RangeInput[]) {
  const ranges = parseRanges(input);
  const [spec] = await db.select({ id: goodsSpecs.id }).from(goodsSpecs).where(eq(goodsSpecs.id, specId));
  if (!spec) throw notFound('价格方案不存在');
  await db.transaction(async (tx) => {
    await tx.delete(specTimeRanges).where(eq(specTimeRanges.specId, specId));
    await tx.insert(specTimeRanges).values(
      ranges.map((range) => ({ specId, beginMinute: range.beginMinute, endMinute: range.endMinute, unitPrice: fromMinor(range.unitPrice, PRICE), label: range.label })),
    );
  });
  return { specId, timeRanges: input };
}
