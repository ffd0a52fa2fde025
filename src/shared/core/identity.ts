/**
 * Check digits of Chinese identity numbers, used by the certification form and the gateway alike.
 * GB 11643: resident ID card (18 characters, the last a mod-11 check). GB 32100: unified social
 * credit code of organisations (18 characters over a 31-letter alphabet, a mod-31 check).
 */

const ID_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const ID_CHECK = '10X98765432';

export function isValidIdCard(value: string): boolean {
  const id = value.trim().toUpperCase();
  if (!/^\d{17}[\dX]$/.test(id)) return false;
  const year = Number(id.slice(6, 10));
  const month = Number(id.slice(10, 12));
  const day = Number(id.slice(12, 14));
  const birth = new Date(Date.UTC(year, month - 1, day));
  if (year < 1900 || birth.getUTCMonth() !== month - 1 || birth.getUTCDate() !== day || birth.getTime() > Date.now()) return false;
  const sum = ID_WEIGHTS.reduce((acc, weight, i) => acc + weight * Number(id[i]), 0);
  return ID_CHECK[sum % 11] === id[17];
}

const USCC_ALPHABET = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const USCC_WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];

export function isValidCreditCode(value: string): boolean {
  const code = value.trim().toUpperCase();
  if (!/^[0-9A-HJ-NPQRTUWXY]{2}\d{6}[0-9A-HJ-NPQRTUWXY]{10}$/.test(code)) return false;
  const sum = USCC_WEIGHTS.reduce((acc, weight, i) => acc + weight * USCC_ALPHABET.indexOf(code[i]!), 0);
  const check = (31 - (sum % 31)) % 31;
  return USCC_ALPHABET[check] === code[17];
}

/** 110101********1234: keep the region and the last four. */
export const maskIdNumber = (value: string): string =>
  value.length > 10 ? `${value.slice(0, 6)}${'*'.repeat(value.length - 10)}${value.slice(-4)}` : value;

/** 张*三 / 李* / 上海****有限公司: keep the first and last characters. */
export function maskName(value: string): string {
  const chars = [...value];
  if (chars.length <= 1) return value;
  if (chars.length === 2) return `${chars[0]}*`;
  if (chars.length <= 4) return `${chars[0]}${'*'.repeat(chars.length - 2)}${chars.at(-1)}`;
  return `${chars.slice(0, 2).join('')}${'*'.repeat(chars.length - 6)}${chars.slice(-4).join('')}`;
}

/** a***@suanli.cn */
export function maskEmail(value: string): string {
  const at = value.indexOf('@');
  if (at <= 0) return value;
  return `${value[0]}***${value.slice(at)}`;
}
