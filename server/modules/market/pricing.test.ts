import { describe, expect, it } from 'vitest';
import type { TimeRange } from '../../../src/shared/core/tidal';
import { costLines, hourlyCostLines, nextHourLines, prepaidCost, priceOrder, quote, rangesInForce, timedCost } from './pricing';

// The seeded RTX 4090 in 华东一区: ¥2.1800 a card-hour 08:00–22:00, ¥0.9900 at night.
const ranges: TimeRange[] = [
  { beginMinute: 480, endMinute: 1320, unitPrice: 21_800, label: 'day' },
  { beginMinute: 1320, endMinute: 480, unitPrice: 9_900, label: 'night' },
];
const at = (iso: string) => new Date(iso);

describe('pay-as-you-go cost', () => {
  it('splits running time at every clock hour and price window, each piece rounded to the fen on its own', () => {
    const pieces = costLines(ranges, 2, at('2026-11-20T21:30:00+08:00'), at('2026-11-20T23:10:00+08:00'));
    expect(pieces.map((p) => [p.label, p.minutes, p.unitPrice, p.fen])).toEqual([
      ['day', 30, 21_800, 218],
      ['night', 60, 9_900, 198],
      ['night', 10, 9_900, 33], // 2 cards × 10 min × ¥0.99/h = 0.33
    ]);
    expect(costLines(ranges, 1, at('2026-11-20T10:00:00+08:00'), at('2026-11-20T10:00:00+08:00'))).toEqual([]);
  });

  it('holds the hour from an instant at the prices in force through it', () => {
    const hour = nextHourLines(ranges, 1, at('2026-11-20T21:40:00+08:00'));
    expect(hour.map((line) => [line.minutes, line.fen])).toEqual([
      [20, 73], // 20 min × 2.18 = 0.7267
      [40, 66], // 40 min × 0.99 = 0.66
    ]);
  });

  it('groups a quote by window for display, totalling the billed pieces', () => {
    const cost = timedCost(ranges, 2, at('2026-11-20T20:00:00+08:00'), 8 * 60);
    expect(cost.lines.map((line) => [line.rangeLabel, line.minutes, line.unitPrice, line.amount])).toEqual([
      ['day', 120, '2.1800', '8.72'],
      ['night', 360, '0.9900', '11.88'],
    ]);
    expect(cost.totalFen).toBe(2060);
  });
});

describe('prepaid terms', () => {
  it('price whole tidal days at the period discount, rounded half up to the fen', () => {
    // 14 h × 2.18 + 10 h × 0.99 = 40.42 a day.
    expect(prepaidCost(ranges, 1, 'day', 1)).toEqual({ originalFen: 4042, totalFen: 3840, percent: 95, days: 1 });
    expect(prepaidCost(ranges, 2, 'week', 1)).toMatchObject({ originalFen: 56_588, totalFen: 50_929, days: 7 });
    expect(prepaidCost(ranges, 1, 'month', 2)).toMatchObject({ originalFen: 242_520, totalFen: 194_016, days: 60 });
  });
});

describe('an order’s price', () => {
  it('is a term paid now, or the first hour of pay-as-you-go to hold', () => {
    const start = at('2026-11-20T20:00:00+08:00');
    expect(priceOrder({ ranges, gpuNumber: 1, billingMode: 'common', periodUnit: 'day', periodCount: 1 }, start)).toEqual({
      billingMode: 'common',
      unit: 'day',
      count: 1,
      days: 1,
      totalFen: 3840,
      label: '包天',
    });
    const timed = priceOrder({ ranges, gpuNumber: 2, billingMode: 'timed' }, start);
    expect(timed.billingMode === 'timed' && timed.firstHour.map((line) => line.fen)).toEqual([436]);
  });
});

describe('calculatePriceV2', () => {
  const base = { goodsId: '500001', specId: 1, ranges };

  it('answers the breakdown and what starting in the cheap window saves', () => {
    const q = quote({ ...base, gpuNumber: 2, billingMode: 'timed', durationHours: 8, start: at('2026-11-20T20:00:00+08:00') });
    expect(q).toMatchObject({
      billingMode: 'timed',
      priceNow: '2.1800',
      hourlyNow: '4.36',
      totalAmount: '20.60',
      startTime: '2026-11-20T20:00:00+08:00',
      endTime: '2026-11-21T04:00:00+08:00',
      cheapest: { startTime: '2026-11-20T22:00:00+08:00', totalAmount: '15.84', saving: '4.76' },
    });
  });

  it('has no cheaper start inside the cheap window, and prices terms with their discount', () => {
    expect(quote({ ...base, gpuNumber: 1, billingMode: 'timed', start: at('2026-11-20T23:00:00+08:00') })).toMatchObject({ cheapest: null, totalAmount: '0.99' });
    expect(quote({ ...base, gpuNumber: 1, billingMode: 'common', periodUnit: 'week', periodCount: 1, start: at('2026-11-20T20:00:00+08:00') })).toMatchObject({
      originalAmount: '282.94',
      discountPercent: 90,
      totalAmount: '254.65',
      endTime: '2026-11-27T20:00:00+08:00',
      lines: [],
    });
  });
});

describe('price changes and running time', () => {
  const raised: TimeRange[] = [
    { beginMinute: 480, endMinute: 1320, unitPrice: 33_000, label: 'day' },
    { beginMinute: 1320, endMinute: 480, unitPrice: 11_000, label: 'night' },
  ];
  const changes = [{ appliedAt: at('2026-11-20T10:40:00+08:00'), before: ranges }];

  it('knows the ranges in force at an instant', () => {
    expect(rangesInForce(raised, changes, at('2026-11-20T10:39:59+08:00'))).toBe(ranges);
    expect(rangesInForce(raised, changes, at('2026-11-20T10:40:00+08:00'))).toBe(raised);
    expect(rangesInForce(raised, [], at('2026-11-20T09:00:00+08:00'))).toBe(raised);
  });

  it('prices each clock hour by the ranges in force when it began: a change reaches running cards at the next hour', () => {
    const lines = hourlyCostLines(raised, changes, 1, at('2026-11-20T10:15:00+08:00'), at('2026-11-20T12:00:00+08:00'));
    expect(lines.map((l) => [l.start.toISOString(), l.minutes, l.unitPrice])).toEqual([
      [at('2026-11-20T10:15:00+08:00').toISOString(), 45, 21_800],
      [at('2026-11-20T11:00:00+08:00').toISOString(), 60, 33_000],
    ]);
    // A run that begins after the change, inside the same hour, runs at the new price.
    expect(hourlyCostLines(raised, changes, 1, at('2026-11-20T10:50:00+08:00'), at('2026-11-20T11:00:00+08:00')).map((l) => l.unitPrice)).toEqual([33_000]);
    // Without changes it is costLines.
    expect(hourlyCostLines(ranges, [], 2, at('2026-11-20T21:30:00+08:00'), at('2026-11-20T23:10:00+08:00'))).toEqual(
      costLines(ranges, 2, at('2026-11-20T21:30:00+08:00'), at('2026-11-20T23:10:00+08:00')),
    );
  });
});
