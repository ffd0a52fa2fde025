/**
 * 日历 (issue 13): what is planned for the platform on a calendar — price changes, content
 * publications and host maintenance — for the operators who hold `goods:manage` or `content:manage`.
 */
import { z } from 'zod';
import { IsoTime, TimeParam } from './common';

/** Where an event comes from: a price change, a maintenance window, or a content item going out. */
export const CALENDAR_SOURCES = ['price', 'maintenance', 'news', 'knowledge', 'article', 'announcement', 'slide', 'agreement'] as const;
export const CalendarSource = z.enum(CALENDAR_SOURCES);
export type CalendarSource = z.infer<typeof CalendarSource>;

/** At most this many days per request: a month view with the weeks around it. */
export const CALENDAR_MAX_DAYS = 45;

export const CalendarQuery = z
  .object({ from: TimeParam, to: TimeParam })
  .refine((q) => new Date(q.to) > new Date(q.from), { message: '结束时间须晚于开始时间', path: ['to'] })
  .refine((q) => new Date(q.to).getTime() - new Date(q.from).getTime() <= CALENDAR_MAX_DAYS * 86_400_000, {
    message: `一次最多查询${CALENDAR_MAX_DAYS}天`,
    path: ['to'],
  });
export type CalendarQuery = z.input<typeof CalendarQuery>;

export const CalendarEvent = z.object({
  /** Unique across sources: "<source>:<id>". */
  key: z.string(),
  source: CalendarSource,
  title: z.string(),
  /** What it concerns, in a line: the spec's new ranges, the host, the content's status. */
  detail: z.string(),
  startsAt: IsoTime,
  /** Maintenance windows end; the rest are instants. */
  endsAt: IsoTime.nullable(),
  /** The source's own state: scheduled | applied (prices), upcoming | ongoing | ended (maintenance), SCHEDULED | PUBLISH (content). */
  status: z.string(),
  /** Where the operator handles it in the workbench, when this workbench has a page for it. */
  link: z.string().nullable(),
});
export type CalendarEvent = z.infer<typeof CalendarEvent>;
export const CalendarEvents = z.array(CalendarEvent);
