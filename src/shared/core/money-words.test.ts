import { describe, expect, it } from 'vitest';
import { amountInWords } from './money-words';

describe('amountInWords', () => {
  it('writes amounts in Chinese capitals', () => {
    expect(amountInWords(20000)).toBe('贰佰元整');
    expect(amountInWords(1234567)).toBe('壹万贰仟叁佰肆拾伍元陆角柒分');
    expect(amountInWords(0)).toBe('零元整');
    expect(amountInWords(5)).toBe('伍分');
    expect(amountInWords(100005)).toBe('壹仟元零伍分');
    expect(amountInWords(10010000)).toBe('壹拾万零壹佰元整');
    expect(amountInWords(-30050)).toBe('负叁佰元伍角');
  });
});
