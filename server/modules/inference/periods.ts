import type { SpendPeriod } from '../../../src/shared/contracts/inference';
import { DAY, MINUTE, shanghaiDayStart } from '../../../src/shared/core/time';

/* The windows limits and usage count in, all in China time (DESIGN §2). */

export const minuteStart = (now: Date) => new Date(Math.floor(now.getTime() / MINUTE) * MINUTE);

export const dayStart = shanghaiDayStart;

/** The China-time month containing `now` began at its first day's midnight. */
export function monthStart(now: Date): Date {
  const day = shanghaiDayStart(now);
  const dayOfMonth = new Date(day.getTime() + 8 * 60 * MINUTE).getUTCDate();
  return new Date(day.getTime() - (dayOfMonth - 1) * DAY);
}

/** The China-time week (Monday first) containing `now`. */
export function weekStart(now: Date): Date {
  const day = shanghaiDayStart(now);
  const weekday = (new Date(day.getTime() + 8 * 60 * MINUTE).getUTCDay() + 6) % 7;
  return new Date(day.getTime() - weekday * DAY);
}

export function periodStart(period: SpendPeriod, now: Date): Date {
  return period === 'day' ? dayStart(now) : period === 'week' ? weekStart(now) : monthStart(now);
}

/** When the period containing `now` ends. */
export function periodEnd(period: SpendPeriod, now: Date): Date {
  if (period === 'day') return new Date(dayStart(now).getTime() + DAY);
  if (period === 'week') return new Date(weekStart(now).getTime() + 7 * DAY);
  const start = monthStart(now);
  return monthStart(new Date(start.getTime() + 32 * DAY));
}

/** Whole seconds from `now` to `until`, at least one: a Retry-After. */
export const secondsUntil = (until: Date, now: Date) => Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 1000));
