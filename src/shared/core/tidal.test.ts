import { describe, expect, it } from 'vitest';
import { cardHoursOf, checkRanges, coverByCardMinutes, dayFen, formatRange, nextCheapStart, parseClock, rangeAt, segmentFen, segmentsBetween, validateRanges, type TimeRange } from './tidal';

const day: TimeRange = { beginMinute: 480, endMinute: 1320, unitPrice: 25_000, label: 'day' }; // 08:00–22:00 ¥2.5000
const night: TimeRange = { beginMinute: 1320, endMinute: 480, unitPrice: 12_000, label: 'night' }; // 22:00–08:00 ¥1.2000
const tidal = [day, night];

describe('time ranges', () => {
  it('parses clocks', () => {
    expect(parseClock('08:00')).toBe(480);
    expect(parseClock('24:00')).toBe(1440);
    expect(parseClock('24:01')).toBeNull();
    expect(parseClock('8:00')).toBeNull();
  });

  it('accepts windows that cover the day exactly once, wrapping midnight', () => {
    expect(validateRanges(tidal)).toBeNull();
    expect(validateRanges([{ beginMinute: 0, endMinute: 1440, unitPrice: 1, label: 'all' }])).toBeNull();
  });

  it('refuses gaps, overlaps and bad prices, naming the windows', () => {
    expect(validateRanges([day])).toBe('时段未覆盖全天：22:00–08:00 未设置价格');
    expect(validateRanges([day, { ...night, beginMinute: 1260 }])).toBe('08:00–22:00 与 21:00–08:00 重叠');
    expect(validateRanges([day, { ...night, unitPrice: 0 }])).toBe('单价须大于0');
    expect(validateRanges([])).toBe('至少需要一个价格时段');
    expect(validateRanges([day, { ...night, endMinute: 1500 }])).toBe('时段结束时间无效');
  });

  it('names both windows of an overlap and the whole stretch of a gap', () => {
    const range = (begin: string, end: string, unitPrice = 10_000): TimeRange => ({ beginMinute: parseClock(begin)!, endMinute: parseClock(end)!, unitPrice, label: 'day' });
    const overlapping = [range('00:00', '08:00'), range('08:00', '10:00'), range('09:00', '22:00'), range('22:00', '24:00')];
    expect(checkRanges(overlapping)).toEqual({ kind: 'overlap', first: 1, second: 2 });
    expect(validateRanges(overlapping)).toBe('08:00–10:00 与 09:00–22:00 重叠');
    // A gap at the end of the day, one in the middle, one across midnight.
    expect(validateRanges([range('00:00', '22:00')])).toBe('时段未覆盖全天：22:00–24:00 未设置价格');
    expect(validateRanges([range('00:00', '08:00'), range('10:00', '24:00')])).toBe('时段未覆盖全天：08:00–10:00 未设置价格');
    expect(checkRanges([range('06:00', '23:00')])).toEqual({ kind: 'gap', beginMinute: 1380, endMinute: 360 });
    // A window of the whole day overlaps any other.
    expect(validateRanges([range('00:00', '24:00'), range('22:00', '08:00')])).toBe('00:00–24:00 与 22:00–08:00 重叠');
    expect(validateRanges([range('08:00', '08:00')])).toBeNull();
    expect(formatRange(night)).toBe('22:00–08:00');
    // Adjacent windows meet without overlapping, in any order.
    expect(validateRanges([range('22:00', '08:00'), range('12:00', '22:00'), range('08:00', '12:00')])).toBeNull();
  });

  it('finds the window in force at an instant, in Shanghai time', () => {
    expect(rangeAt(tidal, new Date('2026-11-20T21:59:00+08:00')).label).toBe('day');
    expect(rangeAt(tidal, new Date('2026-11-20T22:00:00+08:00')).label).toBe('night');
    expect(rangeAt(tidal, new Date('2026-11-21T07:59:00+08:00')).label).toBe('night');
  });
});

describe('segments and amounts', () => {
  it('splits an 8-hour run from 20:00 at hours and at the 22:00 boundary', () => {
    const segments = segmentsBetween(tidal, new Date('2026-11-20T20:00:00+08:00'), new Date('2026-11-21T04:00:00+08:00'));
    expect(segments).toHaveLength(8);
    expect(segments.map((s) => s.range.label)).toEqual(['day', 'day', 'night', 'night', 'night', 'night', 'night', 'night']);
    const fen = segments.reduce((sum, s) => sum + segmentFen(s.range.unitPrice, 2, s.minutes), 0);
    // 2 h × ¥2.50 × 2 cards + 6 h × ¥1.20 × 2 cards = ¥10.00 + ¥14.40
    expect(fen).toBe(2440);
  });

  it('splits inside an hour where a window begins', () => {
    const half: TimeRange[] = [
      { beginMinute: 0, endMinute: 570, unitPrice: 10_000, label: 'a' },
      { beginMinute: 570, endMinute: 1440, unitPrice: 20_000, label: 'b' },
    ];
    const segments = segmentsBetween(half, new Date('2026-11-20T09:10:00+08:00'), new Date('2026-11-20T10:05:00+08:00'));
    expect(segments.map((s) => [s.range.label, s.minutes])).toEqual([
      ['a', 20],
      ['b', 30],
      ['b', 5],
    ]);
  });

  it('rounds each line half up to the fen', () => {
    expect(segmentFen(19_900, 1, 1)).toBe(3); // ¥1.99/h for one minute = ¥0.0331… → 3 fen
    expect(segmentFen(30_000, 1, 1)).toBe(5); // ¥3.00/h for one minute = 5 fen exactly
    expect(segmentFen(9_000, 1, 1)).toBe(2); // ¥0.90/h = ¥0.015 → 2 fen (half up)
  });

  it('prices a whole day of cards', () => {
    // 14 h × 2.5 + 10 h × 1.2 = 47 per card
    expect(dayFen(tidal, 1)).toBe(4700);
    expect(dayFen(tidal, 4)).toBe(18800);
  });

  it('finds the next cheap window', () => {
    expect(nextCheapStart(tidal, new Date('2026-11-20T20:30:00+08:00')).toISOString()).toBe(new Date('2026-11-20T22:00:00+08:00').toISOString());
    const inside = new Date('2026-11-20T23:15:00+08:00');
    expect(nextCheapStart(tidal, inside)).toBe(inside);
  });
});

describe('card-hours', () => {
  const lines = [
    { unitPrice: 21_800, minutes: 60, fen: 436 }, // 2 cards × 1 h at ¥2.18
    { unitPrice: 9_900, minutes: 30, fen: 99 }, // 2 cards × 30 min at ¥0.99
  ];
  it('cover lines in order, to the card-minute, never more than a line costs', () => {
    expect(coverByCardMinutes(lines, 2, 180)).toEqual([
      { cardMinutes: 120, coveredFen: 436 },
      { cardMinutes: 60, coveredFen: 99 },
    ]);
    expect(coverByCardMinutes(lines, 2, 150)).toEqual([
      { cardMinutes: 120, coveredFen: 436 },
      { cardMinutes: 30, coveredFen: 50 }, // 30 card-minutes × ¥0.99/h = 0.495 → 0.50
    ]);
    expect(coverByCardMinutes(lines, 2, 1)).toEqual([
      { cardMinutes: 1, coveredFen: 4 }, // ¥0.0363… → 4 fen
      { cardMinutes: 0, coveredFen: 0 },
    ]);
    expect(coverByCardMinutes(lines, 2, 0).every((c) => c.cardMinutes === 0 && c.coveredFen === 0)).toBe(true);
  });
  it('show card-minutes as card-hours to two places', () => {
    expect([cardHoursOf(600), cardHoursOf(596), cardHoursOf(4), cardHoursOf(0)]).toEqual([10, 9.93, 0.07, 0]);
  });
});
