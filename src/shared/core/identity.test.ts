import { describe, expect, it } from 'vitest';
import { isValidCreditCode, isValidIdCard, maskEmail, maskIdNumber, maskName } from './identity';

describe('GB 11643 resident ID', () => {
  it('accepts numbers whose check digit matches', () => {
    expect(isValidIdCard('11010519491231002X')).toBe(true);
    expect(isValidIdCard('110105194912310021')).toBe(false); // wrong check digit
    expect(isValidIdCard('320102199003072311')).toBe(true);
    expect(isValidIdCard('440524188001010014')).toBe(false); // born before 1900
    expect(isValidIdCard('11010519491331002X')).toBe(false); // month 13
    expect(isValidIdCard('1101051949123100')).toBe(false); // too short
    expect(isValidIdCard('11010519491231002x')).toBe(true); // lower-case x
  });
});

describe('GB 32100 unified social credit code', () => {
  it('accepts codes whose check character matches', () => {
    expect(isValidCreditCode('91350100M000100Y43')).toBe(true);
    expect(isValidCreditCode('91350100M000100Y44')).toBe(false);
    expect(isValidCreditCode('91110000600037341L')).toBe(true);
    expect(isValidCreditCode('9135010OM000100Y43')).toBe(false); // O is not in the alphabet
    expect(isValidCreditCode('91350100M000100Y4')).toBe(false);
  });
});

describe('masking', () => {
  it('masks identity numbers, names and e-mails', () => {
    expect(maskIdNumber('11010519491231002X')).toBe('110105********002X');
    expect(maskName('张三')).toBe('张*');
    expect(maskName('欧阳娜娜')).toBe('欧**娜');
    expect(maskName('上海算力市场科技有限公司')).toBe('上海******有限公司');
    expect(maskEmail('renter@demo.suanli.cn')).toBe('r***@demo.suanli.cn');
  });
});
