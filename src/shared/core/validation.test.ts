import { describe, expect, it } from 'vitest';
import {
  checkAccount,
  checkCardCode,
  checkCardNumber,
  checkCode,
  checkConfirm,
  checkEmail,
  checkPassword,
  checkPhone,
  checkText,
  checkUsername,
  maskPhone,
  passwordHints,
  sanitizeCode,
} from './validation';

describe('phone', () => {
  it.each([
    ['13800000001', null],
    ['19999999999', null],
    ['1380000000', '请输入正确格式的手机号'], // 10 digits
    ['138000000011', '请输入正确格式的手机号'], // 12 digits
    ['12800000001', '请输入正确格式的手机号'], // second digit 2
    ['13000000001', null], // second digit 3
    ['23800000001', '请输入正确格式的手机号'], // does not start with 1
    ['1380000000a', '请输入正确格式的手机号'],
    ['', '请输入手机号'],
    ['   ', '请输入手机号'],
    [undefined, '请输入手机号'],
    [13800000001, '请输入正确格式的手机号'], // a number is not a phone string
  ])('%s → %s', (value, verdict) => expect(checkPhone(value)).toBe(verdict));
});

describe('verification code', () => {
  it.each([
    ['123456', null],
    ['12345', '请输入正确格式的验证码'],
    ['1234567', '请输入正确格式的验证码'],
    ['12345a', '请输入正确格式的验证码'],
    ['', '请输入验证码'],
  ])('%s → %s', (value, verdict) => expect(checkCode(value)).toBe(verdict));

  it('strips non-digits as typed and keeps at most six', () => {
    expect(sanitizeCode('1a2 b3-4567')).toBe('123456');
    expect(sanitizeCode('abc')).toBe('');
  });
});

describe('password', () => {
  it.each([
    ['Abcdef1', '请输入正确格式的密码'], // 7 chars
    ['Abcdefg1', null], // 8 chars
    ['A' + 'b'.repeat(30) + '1', null], // 32 chars
    ['A' + 'b'.repeat(31) + '1', '请输入正确格式的密码'], // 33 chars
    ['abcdefg1', '请输入正确格式的密码'], // no uppercase
    ['ABCDEFG1', '请输入正确格式的密码'], // no lowercase
    ['Abcdefgh', '请输入正确格式的密码'], // no digit
    ['Demo@2025', null], // @ allowed
    ['Demo_2025', null], // _ allowed
    ['Demo#2025', '请输入正确格式的密码'], // other symbols not allowed
    ['Demo 2025', '请输入正确格式的密码'],
    ['', '请输入登录密码'],
  ])('%s → %s', (value, verdict) => expect(checkPassword(value)).toBe(verdict));

  it('ticks each hint live', () => {
    const ok = (v: string) => Object.fromEntries(passwordHints(v).map((h) => [h.key, h.ok]));
    expect(ok('')).toEqual({ length: false, lower: false, upper: false, digit: false, charset: false });
    expect(ok('abc')).toEqual({ length: false, lower: true, upper: false, digit: false, charset: true });
    expect(ok('Demo@2025')).toEqual({ length: true, lower: true, upper: true, digit: true, charset: true });
    expect(ok('Demo#2025').charset).toBe(false);
  });
});

describe('confirm password', () => {
  it('requires a value equal to the password', () => {
    expect(checkConfirm('Demo@2025', '')).toBe('请输入确认密码');
    expect(checkConfirm('Demo@2025', 'Demo@2026')).toBe('密码不一致');
    expect(checkConfirm('Demo@2025', 'Demo@2025')).toBeNull();
  });
});

describe('username', () => {
  it.each([
    ['abcde', false], // 5 chars
    ['abcdef', true], // 6 chars
    ['a'.repeat(18), true], // 18 chars
    ['a'.repeat(19), false], // 19 chars
    ['1abcdef', false], // leading digit
    ['_abcdef', false], // leading underscore
    ['demo_renter', true],
    ['demo@renter', true],
    ['demo-renter', false],
  ])('%s valid=%s', (value, valid) => expect(checkUsername(value) === null).toBe(valid));

  it('has a looser check that allows a leading digit', () => {
    expect(checkAccount('1abcdef')).toBeNull();
    expect(checkAccount('abcde')).toBe('账号由6-18位字母、数字、下划线或@组成');
    expect(checkAccount('')).toBe('请输入账号');
  });
});

describe('e-mail and text', () => {
  it('checks the format and the 128-character bound', () => {
    expect(checkEmail('ops@suanli.cn')).toBeNull();
    expect(checkEmail('ops@suanli')).toBe('请输入正确格式的邮箱');
    expect(checkEmail('')).toBe('请输入邮箱');
    expect(checkEmail('a'.repeat(120) + '@suanli.cn')).toBe('长度须为1-128个字符');
    expect(checkText('')).toBe('长度须为1-128个字符');
    expect(checkText('x'.repeat(128))).toBeNull();
    expect(checkText('x'.repeat(129))).toBe('长度须为1-128个字符');
  });
});

describe('cards', () => {
  it('requires card number and exchange code', () => {
    expect(checkCardNumber('')).toBe('请输入卡号');
    expect(checkCardCode(' ')).toBe('请输入兑换码');
    expect(checkCardNumber('SL-0001')).toBeNull();
  });
});

it('masks phones', () => {
  expect(maskPhone('13800000001')).toBe('138****0001');
});
