/**
 * Time, once for both sides of the wire. Business days, tidal windows and every date a person
 * reads are in Asia/Shanghai (DESIGN §2), which is UTC+8 all year; the wire carries ISO 8601 with
 * the +08:00 offset.
 */
export const SECOND = 1000;
export const MINUTE = 60 * SECOND;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

const SHANGHAI_OFFSET = 8 * HOUR;
export const SHANGHAI_ZONE = 'Asia/Shanghai';

/** The instant the Shanghai day containing `at` began. */
export function shanghaiDayStart(at: Date): Date {
  const shifted = at.getTime() + SHANGHAI_OFFSET;
  return new Date(shifted - (((shifted % DAY) + DAY) % DAY) - SHANGHAI_OFFSET);
}

/** ISO 8601 with the +08:00 offset: how every instant travels on the wire. */
export function toShanghaiIso(at: Date): string {
  const shifted = new Date(at.getTime() + SHANGHAI_OFFSET);
  return `${shifted.toISOString().slice(0, 19)}+08:00`;
}

/** toShanghaiIso, passing null through. */
export const isoOrNull = (at: Date | null | undefined): string | null => (at ? toShanghaiIso(at) : null);

const asDate = (value: string | Date | null | undefined): Date | null => {
  if (!value) return null;
  const date = typeof value === 'string' ? new Date(value) : value;
  return Number.isNaN(date.getTime()) ? null : date;
};

const parts = (date: Date) => toShanghaiIso(date).slice(0, 19).split('T') as [string, string];

/** "2025-11-20" in China time, whatever the reader's zone; '' for nothing. */
export function formatDate(value: string | Date | null | undefined): string {
  const date = asDate(value);
  return date ? parts(date)[0] : '';
}

/** "2025-11-20 08:30" in China time; '—' for nothing. */
export function formatDateTime(value: string | Date | null | undefined): string {
  const date = asDate(value);
  if (!date) return '—';
  const [day, clock] = parts(date);
  return `${day} ${clock.slice(0, 5)}`;
}

/** "2025-11-20 08:30:15" in China time; '—' for nothing. */
export function formatDateTimeSeconds(value: string | Date | null | undefined): string {
  const date = asDate(value);
  if (!date) return '—';
  const [day, clock] = parts(date);
  return `${day} ${clock}`;
}

/** The hour of day (0–23) in China time. */
export const shanghaiHour = (at: Date): number => Number(parts(at)[1].slice(0, 2));

/** Minutes in a week: what the weekly floor is pro-rated over. */
export const WEEK_MINUTES = 7 * 24 * 60;

/** A span of whole minutes in Chinese: "6 分钟", "158 小时", "2 小时 30 分钟". */
export function durationText(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} 分钟`;
  return rest === 0 ? `${hours} 小时` : `${hours} 小时 ${rest} 分钟`;
}

/** How the weekly floor was pro-rated by the time on sale: "保底收入按上架时长折算：6 分钟 / 168 小时". */
export const floorProRataText = (listedMinutes: number): string => `保底收入按上架时长折算：${durationText(listedMinutes)} / ${durationText(WEEK_MINUTES)}`;
