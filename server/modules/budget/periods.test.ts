import { describe, expect, it } from 'vitest';
import { periodOf } from './periods';

describe('budget periods', () => {
  it('are China-time calendar months, quarters and years', () => {
    // 2026-12-31 23:30 China time is still December, Q4 and 2026, though UTC is already the 31st 15:30.
    const at = new Date('2026-12-31T23:30:00+08:00');
    expect(periodOf('month', at)).toEqual({ key: '2026-12', start: new Date('2026-12-01T00:00:00+08:00'), end: new Date('2027-01-01T00:00:00+08:00') });
    expect(periodOf('quarter', at)).toEqual({ key: '2026-Q4', start: new Date('2026-10-01T00:00:00+08:00'), end: new Date('2027-01-01T00:00:00+08:00') });
    expect(periodOf('year', at)).toEqual({ key: '2026', start: new Date('2026-01-01T00:00:00+08:00'), end: new Date('2027-01-01T00:00:00+08:00') });
    // 00:30 on 1 January China time is the new year, though UTC is still 2026.
    expect(periodOf('quarter', new Date('2027-01-01T00:30:00+08:00')).key).toBe('2027-Q1');
  });
});
