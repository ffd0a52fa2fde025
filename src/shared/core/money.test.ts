import { describe, expect, it } from 'vitest';
import { formatYuan, fromMinor, rescale, toMinor } from './money';

describe('money', () => {
  it('parses decimal strings exactly', () => {
    expect(toMinor('12.3')).toBe(1230);
    expect(toMinor('0.01')).toBe(1);
    expect(toMinor('1.2345', 4)).toBe(12345);
    expect(toMinor('-5.00')).toBe(-500);
    expect(toMinor('7')).toBe(700);
    expect(toMinor('1.50000')).toBe(150); // trailing zeros beyond the scale are harmless
  });
  it('refuses what is not exact', () => {
    expect(() => toMinor('1.234')).toThrow(RangeError);
    expect(() => toMinor('abc')).toThrow(RangeError);
    expect(() => toMinor('1e3')).toThrow(RangeError);
  });
  it('formats minor units', () => {
    expect(fromMinor(1230)).toBe('12.30');
    expect(fromMinor(5)).toBe('0.05');
    expect(fromMinor(-5)).toBe('-0.05');
    expect(fromMinor(12345, 4)).toBe('1.2345');
    expect(formatYuan('1234567.5')).toBe('¥1,234,567.50');
  });
  it('rescales with half-up rounding', () => {
    expect(rescale(12345, 4, 2)).toBe(123);
    expect(rescale(12350, 4, 2)).toBe(124);
    expect(rescale(-12350, 4, 2)).toBe(-124);
    expect(rescale(123, 2, 4)).toBe(12300);
  });
  it('adds without float drift', () => {
    expect(fromMinor(toMinor('0.1') + toMinor('0.2'))).toBe('0.30');
  });
});
