import { queryOptions } from '@tanstack/react-query';
import type { CalendarEvent } from '../../../contracts/calendar';
import { http } from '../../../api/client';
import { viewKey } from '../../../query/views';
import * as API from '../../../core/api-paths';

/** What is planned in [from, to): price changes, maintenance windows, content going out. */
export const getCalendarEvents = (from: string, to: string) => http.get<CalendarEvent[]>(API.calendar.events, { params: { from, to } });

export const calendarEventsQueryOptions = (from: string, to: string) =>
  queryOptions({ queryKey: viewKey('goods', 'calendar', from, to), queryFn: () => getCalendarEvents(from, to), staleTime: 30_000 });
