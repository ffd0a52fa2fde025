import type { CalendarEvent, CalendarSource } from '../../../shared/contracts/calendar';

/** The three kinds of thing the calendar shows, each with its colour. */
export const EVENT_GROUPS = ['price', 'maintenance', 'content'] as const;
export type EventGroup = (typeof EVENT_GROUPS)[number];

export const groupOf = (source: CalendarSource): EventGroup => (source === 'price' || source === 'maintenance' ? source : 'content');

export const GROUP_COLORS: Record<EventGroup, string> = { price: 'blue', maintenance: 'orange', content: 'purple' };

const DAY_MS = 86_400_000;
/** "2026-11-20" of an instant sent as "…+08:00": the Shanghai date is its first ten characters. */
const dateOf = (iso: string) => iso.slice(0, 10);
/** The date `days` after (or before) a date, by the calendar: done in UTC, where dates have no zone. */
const shiftDate = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/**
 * The Shanghai dates an event shows on: its start's, and for a window every date up to the one
 * it ends on (not a date it ends on at midnight).
 */
export function datesOf(event: Pick<CalendarEvent, 'startsAt' | 'endsAt'>): string[] {
  const first = dateOf(event.startsAt);
  if (!event.endsAt) return [first];
  const endsAtMidnight = event.endsAt.slice(11, 19) === '00:00:00';
  const last = endsAtMidnight && dateOf(event.endsAt) > first ? shiftDate(dateOf(event.endsAt), -1) : dateOf(event.endsAt);
  const dates: string[] = [];
  // The loop runs a few dozen times at most: the calendar asks for 45 days at a time.
  for (let date = first; date <= last && dates.length < 62; date = shiftDate(date, 1)) dates.push(date);
  return dates;
}

/** Events by the Shanghai date they show on, in time order, of the groups shown. */
export function byDate(events: readonly CalendarEvent[], shown: readonly EventGroup[]): Map<string, CalendarEvent[]> {
  const result = new Map<string, CalendarEvent[]>();
  for (const event of events) {
    if (!shown.includes(groupOf(event.source))) continue;
    for (const date of datesOf(event)) result.set(date, [...(result.get(date) ?? []), event]);
  }
  return result;
}
