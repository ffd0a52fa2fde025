import { describe, expect, it } from 'vitest';
import type { CalendarEvent } from '../../../shared/contracts/calendar';
import { byDate, datesOf, groupOf } from './events';

const event = (key: string, source: CalendarEvent['source'], startsAt: string, endsAt: string | null = null): CalendarEvent => ({
  key,
  source,
  title: key,
  detail: '',
  startsAt,
  endsAt,
  status: 'scheduled',
  link: null,
});

describe('calendar events', () => {
  it('show on the Shanghai dates they cover', () => {
    expect(datesOf(event('a', 'price', '2026-11-20T23:30:00+08:00'))).toEqual(['2026-11-20']);
    expect(datesOf(event('w', 'maintenance', '2026-11-20T22:00:00+08:00', '2026-11-22T02:00:00+08:00'))).toEqual(['2026-11-20', '2026-11-21', '2026-11-22']);
    // Ending at midnight does not reach into the next date.
    expect(datesOf(event('w', 'maintenance', '2026-11-30T20:00:00+08:00', '2026-12-01T00:00:00+08:00'))).toEqual(['2026-11-30']);
  });

  it('group by date, keeping only the groups shown', () => {
    const events = [
      event('p', 'price', '2026-11-20T10:00:00+08:00'),
      event('n', 'news', '2026-11-20T12:00:00+08:00'),
      event('m', 'maintenance', '2026-11-21T01:00:00+08:00', '2026-11-21T03:00:00+08:00'),
    ];
    expect(groupOf('agreement')).toBe('content');
    const all = byDate(events, ['price', 'maintenance', 'content']);
    expect(all.get('2026-11-20')!.map((e) => e.key)).toEqual(['p', 'n']);
    expect(all.get('2026-11-21')!.map((e) => e.key)).toEqual(['m']);
    expect(byDate(events, ['price']).get('2026-11-20')!.map((e) => e.key)).toEqual(['p']);
  });
});
