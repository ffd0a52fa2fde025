import { describe, expect, it } from 'vitest';
import { buildPriceStrip, shanghaiHour, tiersIn, toTimeRanges } from './price-strip';

const dayNight = [
  { beginTime: '08:00', endTime: '22:00', unitPrice: '2.5000', label: 'day' },
  { beginTime: '22:00', endTime: '08:00', unitPrice: '1.2000', label: 'night' },
];

describe('buildPriceStrip', () => {
  it('gives 24 cells, night hours cheap and day hours dear', () => {
    const strip = buildPriceStrip(dayNight)!;
    expect(strip.cells).toHaveLength(24);
    expect(strip.lowest).toBe(12_000);
    expect(strip.highest).toBe(25_000);
    expect(strip.cells.filter((c) => c.tier === 'low').map((c) => c.hour)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 22, 23]);
    expect(strip.cells[8]).toMatchObject({ tier: 'high', label: 'day', unitPrice: 25_000, level: 1, mixed: false });
    expect(strip.cells[23]).toMatchObject({ tier: 'low', label: 'night', level: 0 });
  });

  it('lists the windows in clock order, a window across midnight once', () => {
    const strip = buildPriceStrip(dayNight)!;
    expect(strip.windows).toEqual([
      { begin: '08:00', end: '22:00', unitPrice: 25_000, label: 'day', tier: 'high' },
      { begin: '22:00', end: '08:00', unitPrice: 12_000, label: 'night', tier: 'low' },
    ]);
  });

  it('merges a night split at midnight into one window', () => {
    const strip = buildPriceStrip([
      { beginTime: '00:00', endTime: '07:00', unitPrice: '1.0000', label: 'night' },
      { beginTime: '07:00', endTime: '23:00', unitPrice: '2.0000', label: 'day' },
      { beginTime: '23:00', endTime: '24:00', unitPrice: '1.0000', label: 'night' },
    ])!;
    expect(strip.windows.map((w) => `${w.begin}-${w.end}`)).toEqual(['07:00-23:00', '23:00-07:00']);
  });

  it('marks hours a window boundary cuts, and middle prices as mid', () => {
    const strip = buildPriceStrip([
      { beginTime: '00:00', endTime: '07:30', unitPrice: '1.0000', label: 'valley' },
      { beginTime: '07:30', endTime: '18:00', unitPrice: '2.0000', label: 'flat' },
      { beginTime: '18:00', endTime: '24:00', unitPrice: '3.0000', label: 'peak' },
    ])!;
    expect(strip.cells[7]).toMatchObject({ mixed: true, tier: 'low' });
    expect(strip.cells[8]).toMatchObject({ tier: 'mid', level: 0.5 });
    expect(strip.cells[18]).toMatchObject({ tier: 'high' });
  });

  it('is flat when every hour costs the same', () => {
    const strip = buildPriceStrip([{ beginTime: '00:00', endTime: '24:00', unitPrice: '3.2000' }])!;
    expect(new Set(strip.cells.map((c) => c.tier))).toEqual(new Set(['flat']));
  });

  it('draws nothing for missing, malformed or gapped ranges', () => {
    expect(buildPriceStrip(undefined)).toBeNull();
    expect(buildPriceStrip([{ beginTime: 'x', endTime: '08:00', unitPrice: '1' }])).toBeNull();
    expect(buildPriceStrip([{ beginTime: '00:00', endTime: '08:00', unitPrice: '1.0000' }])).toBeNull();
    expect(toTimeRanges([{ beginTime: '00:00', endTime: '08:00', unitPrice: 'abc' }])).toEqual([]);
  });
});

describe('shanghaiHour', () => {
  it('reads the hour in China time', () => {
    expect(shanghaiHour(new Date('2025-01-01T15:30:00Z'))).toBe(23);
    expect(shanghaiHour(new Date('2025-01-01T16:00:00Z'))).toBe(0);
  });
});

describe('tiersIn (the legend, issue 25)', () => {
  it('names only the kinds of window the shown offers use', () => {
    // Day and night offers alone: no 平价时段.
    expect(tiersIn([dayNight, dayNight])).toEqual(['low', 'high']);
    const threeTier = [
      { beginTime: '00:00', endTime: '08:00', unitPrice: '1.0000', label: 'valley' },
      { beginTime: '08:00', endTime: '18:00', unitPrice: '2.0000', label: 'flat' },
      { beginTime: '18:00', endTime: '24:00', unitPrice: '3.0000', label: 'peak' },
    ];
    expect(tiersIn([dayNight, threeTier])).toEqual(['low', 'mid', 'high']);
    expect(tiersIn([[{ beginTime: '00:00', endTime: '24:00', unitPrice: '2.0000', label: 'day' }]])).toEqual(['flat']);
    expect(tiersIn([])).toEqual([]);
  });
});
