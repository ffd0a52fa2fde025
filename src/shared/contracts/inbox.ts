/** 管理 › 收件箱: consultations, feedback and questionnaires, each new until handled, with a reply that reaches the person. */
import { z } from 'zod';
import { INBOX_KINDS, INBOX_STATUSES, REPLY_CHANNELS } from '../core/inbox';
import { IsoTime, keyword, Page, PageQuery, Person, RecordId } from './common';

export { INBOX_KINDS, INBOX_STATUSES, REPLY_CHANNELS };
export const InboxKind = z.enum(INBOX_KINDS);
export const InboxStatus = z.enum(INBOX_STATUSES);
export const ReplyChannel = z.enum(REPLY_CHANNELS);

export const InboxQuery = PageQuery.extend({
  kind: InboxKind.default('consultation'),
  status: InboxStatus.optional(),
  /** Part of the name, company, content or the user name. */
  keyword,
});
export type InboxQuery = z.input<typeof InboxQuery>;

/** One thing sent in, as the inbox lists it: who, how to reach them (masked), what, and its handling. */
export const InboxItem = z.object({
  kind: InboxKind,
  id: RecordId,
  status: InboxStatus,
  /** Who sent it: the name they gave, or the account's name. */
  from: z.string(),
  user: Person.nullable(),
  company: z.string(),
  /** Masked phone and e-mail ('' when there is none). */
  phone: z.string(),
  email: z.string(),
  /** The reply channels that can reach this person. */
  channels: z.array(ReplyChannel),
  /** consultation: demand type; feedback: problem type; questionnaire: ''. */
  topic: z.string(),
  content: z.string(),
  /** Questionnaire answers, feedback's page: the rest of what was sent. */
  details: z.record(z.string(), z.unknown()),
  reply: z.string().nullable(),
  handledBy: Person.nullable(),
  handledAt: IsoTime.nullable(),
  createdAt: IsoTime,
});
export type InboxItem = z.infer<typeof InboxItem>;
export const InboxPage = Page(InboxItem);

/** New items per kind, for the tabs' badges. */
export const InboxCounts = z.record(InboxKind, z.number().int().min(0));
export type InboxCounts = z.infer<typeof InboxCounts>;

/** Handle an item: with a reply sent through `channel`, or without one (nothing to answer). */
export const InboxHandleBody = z
  .object({
    reply: z.string().trim().max(500, '回复不能超过500字').optional(),
    channel: ReplyChannel.optional(),
  })
  .superRefine((body, ctx) => {
    if (body.reply && !body.channel) ctx.addIssue({ code: 'custom', path: ['channel'], message: '请选择回复方式' });
  });
export type InboxHandleBody = z.input<typeof InboxHandleBody>;
