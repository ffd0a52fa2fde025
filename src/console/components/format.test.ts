import { describe, expect, it } from 'vitest';
import { formatDuration, secondsUntil, trimPrice } from './format';

describe('instance formatting', () => {
  it('formats durations at the coarsest useful unit', () => {
    expect(formatDuration(0)).toBe('0秒');
    expect(formatDuration(59)).toBe('59秒');
    expect(formatDuration(125)).toBe('2分5秒');
    expect(formatDuration(3 * 3600 + 7 * 60)).toBe('3小时7分');
    expect(formatDuration(15 * 86_400 + 3600)).toBe('15天1小时');
    expect(formatDuration(-5)).toBe('0秒');
  });

  it('counts down to an instant', () => {
    expect(secondsUntil('2025-01-01T00:01:00Z', Date.parse('2025-01-01T00:00:00Z'))).toBe(60);
  });

  it('trims prices', () => {
    expect(trimPrice('2.5000')).toBe('2.50');
    expect(trimPrice('1.2345')).toBe('1.2345');
    expect(trimPrice('3')).toBe('3.00');
  });
});
