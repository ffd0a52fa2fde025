/**
 * SPEC §5 validation rules, defined once. Each check answers the exact message for the first
 * rule the value breaks, or null when it is valid. The antd forms wrap these as form rules and
 * the gateway wraps them as zod refinements, so one input always gets one verdict.
 */
import { validation as msg } from '../i18n/zh-CN/validation';

export const PHONE_RE = /^1[3-9]\d{9}$/;
export const CODE_RE = /^\d{6}$/;
export const PASSWORD_RE = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)[A-Za-z\d@_]{8,32}$/;
export const USERNAME_RE = /^[A-Za-z][A-Za-z\d_@]{5,17}$/;
export const LOOSE_ACCOUNT_RE = /^[A-Za-z\d_@]{6,18}$/;
export const EMAIL_RE = /^[A-Za-z\d._%+-]+@[A-Za-z\d-]+(\.[A-Za-z\d-]+)*\.[A-Za-z]{2,}$/;

export const PHONE_LENGTH = 11;
export const CODE_LENGTH = 6;
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 32;
export const USERNAME_MIN = 6;
export const USERNAME_MAX = 18;
export const TEXT_MAX = 128;

export type Verdict = string | null;

const isBlank = (value: unknown): boolean =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

function check(value: unknown, required: string, re: RegExp, format: string): Verdict {
  if (isBlank(value)) return required;
  if (typeof value !== 'string' || !re.test(value)) return format;
  return null;
}

export const checkPhone = (v: unknown): Verdict => check(v, msg.phoneRequired, PHONE_RE, msg.phoneFormat);
export const checkCode = (v: unknown): Verdict => check(v, msg.codeRequired, CODE_RE, msg.codeFormat);
export const checkPassword = (v: unknown): Verdict =>
  check(v, msg.passwordRequired, PASSWORD_RE, msg.passwordFormat);
export const checkUsername = (v: unknown): Verdict =>
  check(v, msg.usernameRequired, USERNAME_RE, msg.usernameFormat);
/** The looser 6-18 check of letters, digits, _ and @ (an account name typed at sign-in). */
export const checkAccount = (v: unknown): Verdict =>
  check(v, msg.accountRequired, LOOSE_ACCOUNT_RE, msg.accountFormat);
export const checkEmail = (v: unknown): Verdict => {
  const verdict = check(v, msg.emailRequired, EMAIL_RE, msg.emailFormat);
  if (verdict) return verdict;
  return (v as string).length > TEXT_MAX ? msg.textLength : null;
};
export const checkConfirm = (password: unknown, confirm: unknown): Verdict => {
  if (isBlank(confirm)) return msg.confirmRequired;
  return confirm === password ? null : msg.confirmMismatch;
};
export const checkText = (v: unknown): Verdict =>
  typeof v === 'string' && v.length >= 1 && v.length <= TEXT_MAX ? null : msg.textLength;
export const checkCardNumber = (v: unknown): Verdict => (isBlank(v) ? msg.cardNumberRequired : null);
export const checkCardCode = (v: unknown): Verdict => (isBlank(v) ? msg.cardCodeRequired : null);

/** Keep only digits, at most six: what the code input does as the user types (SPEC §5). */
export const sanitizeCode = (raw: string): string => raw.replace(/\D/g, '').slice(0, CODE_LENGTH);

/** The password rules one by one, for the live hints popover. */
export const passwordHints = (value: string) => [
  { key: 'length', label: msg.hintLength, ok: value.length >= PASSWORD_MIN && value.length <= PASSWORD_MAX },
  { key: 'lower', label: msg.hintLower, ok: /[a-z]/.test(value) },
  { key: 'upper', label: msg.hintUpper, ok: /[A-Z]/.test(value) },
  { key: 'digit', label: msg.hintDigit, ok: /\d/.test(value) },
  { key: 'charset', label: msg.hintCharset, ok: value.length > 0 && /^[A-Za-z\d@_]*$/.test(value) },
];

/** Mask a phone as 138****0001 for display. */
export const maskPhone = (phone: string): string =>
  phone.length === PHONE_LENGTH ? `${phone.slice(0, 3)}****${phone.slice(7)}` : phone;
