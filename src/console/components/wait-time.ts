import type { TFunction } from '../../shared/i18n';

/** A day: a wait longer than this is overdue. */
export const OVERDUE_SECONDS = 24 * 3600;

/** How long something has waited, in words: 45 秒, 12 分钟, 3 小时 5 分, 2 天 4 小时. */
export function formatWait(t: TFunction, seconds: number | null | undefined): string {
  if (seconds === null || seconds === undefined) return t('queueTimes.none');
  if (seconds < 60) return t('duration.seconds', { count: Math.max(0, Math.floor(seconds)) });
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return t('duration.minutes', { count: minutes });
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return t('duration.hours', { hours, minutes: minutes % 60 });
  return t('duration.days', { days: Math.floor(hours / 24), hours: hours % 24 });
}
