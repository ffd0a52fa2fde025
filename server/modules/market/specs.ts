import type { RangeLabel, SpecRangeInput } from '../../../src/shared/contracts/market';
import { PRICE, toMinor } from '../../../src/shared/core/money';
import { parseClock, validateRanges, type TimeRange } from '../../../src/shared/core/tidal';
import { paramError } from '../../lib/envelope';

/** Turn "08:00"/"22:00"/"2.5" into windows, refusing anything the day would not be covered by exactly once. */
export function parseRanges(input: SpecRangeInput[]): (TimeRange & { label: RangeLabel })[] {
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
