import { DAY, toShanghaiIso } from '../../../src/shared/core/time';
import { randomDigits } from '../../lib/crypto';

/** Today's date in China time, "2025-11-20". */
export const shanghaiToday = (now: Date): string => toShanghaiIso(now).slice(0, 10);

/** The date `days` after `date` ("2025-11-20" + 3 → "2025-11-23"). */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);
}

/** Whether a "YYYY-MM-DD" names a real calendar day. */
export const isRealDate = (date: string): boolean => {
  const parsed = new Date(`${date}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === date;
};

export { addMonths } from '../../../src/shared/core/mall-contract';

/** A new business id: a prefix, the Shanghai time to the second and six random digits. */
export const businessId = (prefix: string, now: Date) => `${prefix}${toShanghaiIso(now).slice(0, 19).replace(/\D/g, '')}${randomDigits(6)}`;
