import { describe, expect, it } from 'vitest';
import { creditedText } from './cards';
import { accountKind, checkAnyAccount } from './account-kind';

describe('a forgotten password’s account, by its shape', () => {
  it('tells a phone, an e-mail and a user name apart', () => {
    expect(accountKind('13800000001')).toBe('phone');
    expect(accountKind('renter@demo.suanli.cn')).toBe('email');
    expect(accountKind('demo_renter')).toBe('userName');
    // A user name may hold @ but never a dotted domain.
    expect(accountKind('abc@def')).toBe('userName');
  });

  it('accepts any of the three and names all three when it refuses', () => {
    expect(checkAnyAccount(' 13800000001 ')).toBeNull();
    expect(checkAnyAccount('Renter@Demo.cn')).toBeNull();
    expect(checkAnyAccount('demo_renter')).toBeNull();
    expect(checkAnyAccount('')).toBe('请输入用户名、手机号或邮箱');
    expect(checkAnyAccount('a b')).toBe('请输入正确的用户名、手机号或邮箱');
  });
});

describe('what a redeemed card credited', () => {
  it('says the amount, the card-hours or the images', () => {
    expect(creditedText({ kind: 'balance', amount: '1100', quantity: 0 })).toBe('兑换成功，已到账 ¥1,100.00 余额');
    expect(creditedText({ kind: 'card_hours', amount: '0', quantity: 10 })).toBe('兑换成功，已到账 10 卡时');
    expect(creditedText({ kind: 'photo_images', amount: '0', quantity: 20 })).toBe('兑换成功，已到账 20 张 AI 证件照');
  });
});
