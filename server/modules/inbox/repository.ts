import { aliasedTable, and, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { repositoryPlugin } from '../../lib/repository-plugin';
import type { z } from 'zod';
import type { InboxCounts, InboxHandleBody, InboxItem, InboxQuery } from '../../../src/shared/contracts/inbox';
import type { InboxKind, ReplyChannel } from '../../../src/shared/core/inbox';
import { isoOrNull, toShanghaiIso } from '../../../src/shared/core/time';
import { maskPhone } from '../../../src/shared/core/validation';
import type { Db } from '../../db/client';
import { consultations, feedbacks, questionnaireResponses, users } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { BizError, notFound, paramError } from '../../lib/envelope';
import { Code } from '../../../src/shared/core/codes';
import { orderBy, paginate } from '../../lib/paging';
import { recordAudit } from '../audit/service';
import type { Messenger } from '../notify/messenger';
import { countAll, likeContains } from '../../lib/sql';

export interface Actor {
  userId: number;
  ip: string;
}

const sender = aliasedTable(users, 'sender');
const handler = aliasedTable(users, 'handler');
const PHONE_RE = /^1\d{10}$/;
const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const maskEmail = (email: string) => email.replace(/^(.)[^@]*(@.*)$/, (_, first: string, domain: string) => `${first}***${domain}`);

/** One item whatever its kind, with its contacts whole (masked only in the view). */
interface Raw {
  id: number;
  status: string;
  from: string;
  userId: number | null;
  userName: string | null;
  userNick: string | null;
  company: string;
  phone: string | null;
  email: string | null;
  topic: string;
  content: string;
  details: Record<string, unknown>;
  reply: string | null;
  handledById: number | null;
  handlerUserName: string | null;
  handlerName: string | null;
  handledAt: Date | null;
  createdAt: Date;
}

const person = (id: number | null, userName: string | null, name: string | null) => (id ? { id, userName: userName!, name: name || userName! } : null);

function view(kind: InboxKind, raw: Raw): InboxItem {
  const channels: ReplyChannel[] = [];
  if (raw.phone) channels.push('sms');
  if (raw.email) channels.push('email');
  return {
    kind,
    id: raw.id,
    status: raw.status === 'handled' ? 'handled' : 'pending',
    from: raw.from,
    user: person(raw.userId, raw.userName, raw.userNick),
    company: raw.company,
    phone: raw.phone ? maskPhone(raw.phone) : '',
    email: raw.email ? maskEmail(raw.email) : '',
    channels,
    topic: raw.topic,
    content: raw.content,
    details: raw.details,
    reply: raw.reply,
    handledBy: person(raw.handledById, raw.handlerUserName, raw.handlerName),
    handledAt: isoOrNull(raw.handledAt),
    createdAt: toShanghaiIso(raw.createdAt),
  };
}

const who = {
  userId: sender.id,
  userName: sender.userName,
  userNick: sender.name,
  userPhone: sender.phone,
  userEmail: sender.email,
  handledById: handler.id,
  handlerUserName: handler.userName,
  handlerName: handler.name,
};

/** The three tables behind the inbox, each read into the same shape. */
function tables(db: Db) {
  /** A table's rows with who sent them and who handled them. */
  const withPeople =
    <T extends typeof consultations | typeof feedbacks | typeof questionnaireResponses>(table: T) =>
    (where: SQL | undefined) =>
      db
        .select({ row: table, ...who })
        // drizzle cannot type `from` over a union of tables; the row's type comes from the selection.
        .from(table as typeof consultations)
        .leftJoin(sender, eq(sender.id, table.userId))
        .leftJoin(handler, eq(handler.id, table.handledBy))
        .where(where)
        .$dynamic();
  return {
    consultation: {
      table: consultations,
      select: withPeople(consultations),
      search: (keyword: string) =>
        or(ilike(consultations.name, likeContains(keyword)), ilike(consultations.company, likeContains(keyword)), ilike(consultations.content, likeContains(keyword))),
      raw: (r: { row: typeof consultations.$inferSelect } & Record<string, unknown>): Raw => ({
        ...base(r),
        from: r.row.name,
        company: r.row.company,
        phone: r.row.phone,
        email: r.row.email,
        topic: r.row.demandType,
        content: r.row.content,
        details: { source: r.row.source },
      }),
    },
    feedback: {
      table: feedbacks,
      select: withPeople(feedbacks),
      search: (keyword: string) => or(ilike(feedbacks.content, likeContains(keyword)), ilike(sender.userName, likeContains(keyword))),
      raw: (r: { row: typeof feedbacks.$inferSelect } & Record<string, unknown>): Raw => {
        const contact = r.row.contact?.trim() ?? '';
        return {
          ...base(r),
          from: String(r.userNick || r.userName || ''),
          company: '',
          phone: PHONE_RE.test(contact) ? contact : ((r.userPhone as string | null) ?? null),
          email: EMAIL_RE.test(contact) ? contact : ((r.userEmail as string | null) ?? null),
          topic: r.row.type,
          content: r.row.content,
          details: { contact, pageUrl: r.row.pageUrl ?? '' },
        };
      },
    },
    questionnaire: {
      table: questionnaireResponses,
      select: withPeople(questionnaireResponses),
      search: (keyword: string) => or(ilike(sender.userName, likeContains(keyword)), ilike(sender.name, likeContains(keyword))),
      raw: (r: { row: typeof questionnaireResponses.$inferSelect } & Record<string, unknown>): Raw => ({
        ...base(r),
        from: String(r.userNick || r.userName || ''),
        company: '',
        phone: (r.userPhone as string | null) ?? null,
        email: (r.userEmail as string | null) ?? null,
        topic: '',
        content: '',
        details: { answers: r.row.answers, rewardQuantity: r.row.rewardQuantity },
      }),
    },
  };
}

function base(r: { row: { id: number; status: string; reply: string | null; handledAt: Date | null; createdAt: Date } } & Record<string, unknown>) {
  return {
    id: r.row.id,
    status: r.row.status,
    userId: (r.userId as number | null) ?? null,
    userName: (r.userName as string | null) ?? null,
    userNick: (r.userNick as string | null) ?? null,
    reply: r.row.reply,
    handledById: (r.handledById as number | null) ?? null,
    handlerUserName: (r.handlerUserName as string | null) ?? null,
    handlerName: (r.handlerName as string | null) ?? null,
    handledAt: r.row.handledAt,
    createdAt: r.row.createdAt,
  };
}

const SUBJECTS: Record<InboxKind, string> = { consultation: '咨询', feedback: '反馈', questionnaire: '问卷' };

/** 管理 › 收件箱 (inbox:manage): read what people sent in, and handle it with a reply that reaches them. */
export function inboxRepository(db: Db, clock: Clock, messenger: Messenger) {
  const sources = tables(db);

  async function one(kind: InboxKind, id: number): Promise<Raw> {
    const source = sources[kind];
    const [row] = await source.select(eq(source.table.id, id)).limit(1);
    if (!row) throw notFound('留言不存在');
    return source.raw(row as never);
  }

  return {
    async page(q: z.infer<typeof InboxQuery>) {
      const source = sources[q.kind];
      const where = and(q.status ? (q.status === 'handled' ? eq(source.table.status, 'handled') : sql`${source.table.status} <> 'handled'`) : undefined, q.keyword ? source.search(q.keyword) : undefined);
      const order = orderBy(q, { createdAt: source.table.createdAt, id: source.table.id }, desc(source.table.id));
      const page = await paginate(db, source.select(where).orderBy(order), q);
      return { ...page, records: page.records.map((row) => view(q.kind, source.raw(row as never))) };
    },

    async counts(): Promise<InboxCounts> {
      const pending = async (kind: InboxKind) => {
        const table = sources[kind].table;
        const [row] = await db.select({ n: countAll }).from(table).where(sql`${table.status} <> 'handled'`);
        return row?.n ?? 0;
      };
      const [consultation, feedback, questionnaire] = await Promise.all([pending('consultation'), pending('feedback'), pending('questionnaire')]);
      return { consultation, feedback, questionnaire };
    },

    /**
     * Handle an item, once: the status moves from new to handled by one guarded update, so two
     * operators cannot both answer it. A reply is then sent through the chosen channel; if it
     * cannot be delivered the item goes back to new and the operator is told.
     */
    async handle(actor: Actor, kind: InboxKind, id: number, body: z.infer<typeof InboxHandleBody>): Promise<InboxItem> {
      const before = await one(kind, id);
      const reply = body.reply || null;
      const to = reply ? (body.channel === 'sms' ? before.phone : before.email) : null;
      if (reply && !to) throw paramError('channel', body.channel === 'sms' ? '该留言没有可用的手机号' : '该留言没有可用的邮箱');
      const table = sources[kind].table;
      const now = clock.now();
      const changed = await db.transaction(async (tx) => {
        const [row] = await tx
          .update(table)
          .set({ status: 'handled', reply, handledBy: actor.userId, handledAt: now })
          .where(and(eq(table.id, id), sql`${table.status} <> 'handled'`))
          .returning({ id: table.id });
        if (!row) return false;
        await recordAudit(tx, clock, {
          actorId: actor.userId,
          action: 'inbox.reply',
          targetType: kind,
          targetId: id,
          before: { status: 'pending', reply: before.reply },
          after: { status: 'handled', reply, channel: reply ? body.channel : null, to: to ? (body.channel === 'sms' ? maskPhone(to) : maskEmail(to)) : null },
          ip: actor.ip,
        });
        return true;
      });
      if (!changed) throw new BizError(Code.ERROR, '该留言已被处理');
      if (reply && to) {
        try {
          await messenger.send({ channel: body.channel!, to, scene: `inbox_${kind}_reply`, content: `【算力市场】您提交的${SUBJECTS[kind]}已处理：${reply}` });
        } catch {
          await db.update(table).set({ status: 'pending', reply: null, handledBy: null, handledAt: null }).where(eq(table.id, id));
          throw new BizError(Code.ERROR, '回复发送失败，请稍后再试');
        }
      }
      return view(kind, await one(kind, id));
    },
  };
}

export type InboxRepository = ReturnType<typeof inboxRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    inbox: InboxRepository;
  }
}

export default repositoryPlugin('inbox', (app) => inboxRepository(app.db, app.clock, app.messenger), { name: 'inbox-repository' });
