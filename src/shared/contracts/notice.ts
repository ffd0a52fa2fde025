/** Workbench notices: what happened to a user's applications, orders and machines. */
import { z } from 'zod';
import { IsoTime, Page, PageQuery, RecordId } from './common';

export const NOTICE_CATEGORIES = ['review', 'order', 'supplier', 'system'] as const;
export const NoticeCategory = z.enum(NOTICE_CATEGORIES);

export const NoticeQuery = PageQuery.extend({ unread: z.enum(['true', 'false']).optional() });

export const Notice = z.object({
  id: RecordId,
  category: NoticeCategory,
  title: z.string(),
  body: z.string(),
  link: z.string().nullable(),
  createdAt: IsoTime,
  read: z.boolean(),
});
export type Notice = z.infer<typeof Notice>;
export const NoticePage = Page(Notice);
export type NoticePage = z.infer<typeof NoticePage>;
export const UnreadCount = z.object({ unread: z.number().int().min(0) });
export type UnreadCount = z.infer<typeof UnreadCount>;
