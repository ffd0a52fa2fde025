/** A forgotten password's account: a user name, a phone or an e-mail address, told apart by shape. */
import { validation as msg } from '../i18n/zh-CN/validation';
import { EMAIL_RE, LOOSE_ACCOUNT_RE, PHONE_RE, TEXT_MAX, type Verdict } from './validation';

/** How a typed account is recognised, by its shape: a phone, an e-mail address, or else a user name. */
export type AccountKind = 'phone' | 'email' | 'userName';
export const accountKind = (value: string): AccountKind => (PHONE_RE.test(value) ? 'phone' : EMAIL_RE.test(value) ? 'email' : 'userName');

/** A user name, phone or e-mail address, as a forgotten password is asked for. */
export const checkAnyAccount = (v: unknown): Verdict => {
  if (typeof v !== 'string' || v.trim() === '') return v === undefined || v === null || typeof v === 'string' ? msg.anyAccountRequired : msg.anyAccountFormat;
  const value = v.trim();
  if (accountKind(value) !== 'userName') return value.length > TEXT_MAX ? msg.textLength : null;
  return LOOSE_ACCOUNT_RE.test(value) ? null : msg.anyAccountFormat;
};
