import { describe, expect, it } from 'vitest';
import { checkRows, rowsOf, toRangeInputs } from './range-rows';

describe('the range editor rows', () => {
  it('checks readable rows by the shared rule, naming the overlapping rows', () => {
    const rows = [
      { beginTime: '00:00', endTime: '08:00', unitPrice: '1.2', label: 'valley' as const },
      { beginTime: '08:00', endTime: '10:00', unitPrice: '2', label: 'flat' as const },
      { beginTime: '09:00', endTime: '22:00', unitPrice: '3.3000', label: 'peak' as const },
      { beginTime: '22:00', endTime: '24:00', unitPrice: '1.2', label: 'valley' as const },
    ];
    const { ranges, problem } = checkRows(rows);
    expect(ranges.map((r) => r.unitPrice)).toEqual([12_000, 20_000, 33_000, 12_000]);
    expect(problem).toEqual({ kind: 'overlap', first: 1, second: 2 });
    expect(rowsOf(problem)).toEqual([1, 2]);
    expect(checkRows([rows[0]!, { ...rows[1]!, endTime: '09:00' }, rows[2]!, rows[3]!]).problem).toBeNull();
  });

  it('finds unreadable rows before the day is checked', () => {
    expect(checkRows([{ beginTime: '8:00', endTime: '22:00', unitPrice: '1' }]).problem).toEqual({ kind: 'row', index: 0, field: 'beginTime', missing: false });
    expect(checkRows([{ beginTime: '08:00', endTime: '00:00', unitPrice: '1' }]).problem).toEqual({ kind: 'row', index: 0, field: 'endTime', missing: false });
    expect(checkRows([{ beginTime: '08:00', endTime: '08:00', unitPrice: '1.23456' }]).problem).toEqual({ kind: 'row', index: 0, field: 'unitPrice', missing: false });
    // A row not priced yet still shows where it lies.
    const unpriced = checkRows([{ beginTime: '08:00', endTime: '22:00', unitPrice: '' }, { beginTime: '22:00', endTime: '08:00', unitPrice: '0.9' }]);
    expect(unpriced.problem).toEqual({ kind: 'row', index: 0, field: 'unitPrice', missing: true });
    expect(unpriced.ranges.map((r) => r.unitPrice)).toEqual([0, 9_000]);
    expect(checkRows([{ beginTime: '08:00', endTime: '20:00', unitPrice: '1' }]).problem).toEqual({ kind: 'gap', beginMinute: 1200, endMinute: 480 });
    expect(checkRows([]).problem).toEqual({ kind: 'empty' });
  });

  it('sends rows trimmed, as the gateway takes them', () => {
    expect(toRangeInputs([{ beginTime: ' 22:00', endTime: '08:00 ', unitPrice: ' 0.99', label: 'night' }])).toEqual([
      { beginTime: '22:00', endTime: '08:00', unitPrice: '0.99', label: 'night' },
    ]);
  });
});
