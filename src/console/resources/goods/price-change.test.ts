import { describe, expect, it } from 'vitest';
import { priceChange } from './price-change';

describe('the 立即生效 confirmation', () => {
  const current = [
    { beginTime: '08:00', endTime: '22:00', unitPrice: '2.28', label: 'day' as const },
    { beginTime: '22:00', endTime: '08:00', unitPrice: '1.09', label: 'night' as const },
  ];

  it('lists each window with the price it replaces and marks what changes', () => {
    const next = [
      { beginTime: '08:00', endTime: '22:00', unitPrice: '2.5', label: 'day' as const },
      { beginTime: '22:00', endTime: '08:00', unitPrice: '1.0900', label: 'night' as const },
    ];
    const change = priceChange(current, next, 3, new Date('2026-11-28T03:17:00Z'));
    expect(change.lines).toEqual([
      { window: '08:00–22:00', before: '2.2800', after: '2.5000', changed: true },
      { window: '22:00–08:00', before: '1.0900', after: '1.0900', changed: false },
    ]);
    expect(change.runningInstances).toBe(3);
    // 03:17 UTC is 11:17 in Beijing: running instances pay the new prices from 12:00.
    expect(change.nextHour).toBe('12:00');
  });

  it('says a window is new when the change splits the day differently, and wraps past midnight', () => {
    const next = [
      { beginTime: '00:00', endTime: '08:00', unitPrice: '0.9', label: 'night' as const },
      { beginTime: '08:00', endTime: '24:00', unitPrice: '2.28', label: 'day' as const },
    ];
    const change = priceChange(current, next, 0, new Date('2026-11-28T15:59:00Z'));
    expect(change.lines.map((line) => line.before)).toEqual([null, null]);
    expect(change.nextHour).toBe('00:00');
  });
});
