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

  it('writes the totals of invoices', () => {
    expect(amountInWords(110000)).toBe('壹仟壹佰元整');
    expect(amountInWords(103774)).toBe('壹仟零叁拾柒元柒角肆分');
    expect(amountInWords(6226)).toBe('陆拾贰元贰角陆分');
    expect(amountInWords(1000001)).toBe('壹万元零壹分');
    expect(amountInWords(10000000000)).toBe('壹亿元整');
    expect(amountInWords(10000050000)).toBe('壹亿零伍佰元整');
    expect(amountInWords(-25000)).toBe('负贰佰伍拾元整');
  });
});
