import { and, arrayContains, asc, desc, eq, gte, ilike, isNotNull, isNull, or, sql } from 'drizzle-orm';
import { repositoryPlugin } from '../../lib/repository-plugin';
import type { z } from 'zod';
import type { AnnouncementQuery, ArticleItem, ArticleQuery, BroadcastItem, KnowledgeItem, KnowledgeQuery } from '../../../src/shared/contracts/content';
import { isoOrNull, toShanghaiIso } from '../../../src/shared/core/time';
import { maskPhone } from '../../../src/shared/core/validation';
import type { Db } from '../../db/client';
import { aiKnowledge, announcements, articles, consultationPhones, users } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { notFound } from '../../lib/envelope';
import { orderBy, paginate } from '../../lib/paging';
import { isLive } from './kinds';
import { likeContains } from '../../lib/sql';

/** How many recent registrations the ticker shows (SPEC §2: its speed is scaled to 50). */
export const BROADCAST_SIZE = 50;

const knowledgeColumns = {
  aiKnowledgeBaseId: aiKnowledge.aiKnowledgeBaseId,
  title: aiKnowledge.title,
  summary: aiKnowledge.summary,
  category: aiKnowledge.category,
  tags: aiKnowledge.tags,
  coverUrl: aiKnowledge.coverUrl,
  author: aiKnowledge.author,
  pageCount: aiKnowledge.pageCount,
  viewCount: aiKnowledge.viewCount,
  downloadCount: aiKnowledge.downloadCount,
  status: aiKnowledge.status,
  publishTime: aiKnowledge.publishTime,
  hasReport: sql<boolean>`(${aiKnowledge.fileKey} is not null)`,
};

const articleColumns = {
  articleBaseId: articles.articleBaseId,
  title: articles.title,
  summary: articles.summary,
  thumbnail: articles.thumbnail,
  category: articles.category,
  author: articles.author,
  viewCount: articles.viewCount,
  publishTime: articles.publishTime,
};

/** A row with a publish time, as answered: the time in China time. */
const published = <T extends { publishTime: Date | null }>(row: T): Omit<T, 'publishTime'> & { publishTime: string | null } => ({
  ...row,
  publishTime: isoOrNull(row.publishTime),
});

/** Live items of the knowledge library or the encyclopedia, in a category and matching a keyword when asked. */
const liveInLibrary = (t: typeof aiKnowledge | typeof articles, q: { category?: string; keyword?: string }, now: Date) =>
  and(
    isLive(t.status, t.publishTime, now),
    q.category ? eq(t.category, q.category) : undefined,
    q.keyword ? or(ilike(t.title, likeContains(q.keyword)), ilike(t.summary, likeContains(q.keyword))) : undefined,
  );

/**
 * The storefront's content: what the public pages read (announcements, knowledge, articles, the
 * consultation lines, the registration ticker).
 */
export function contentRepository(db: Db, clock: Clock) {
  return {
    // ---- Public content --------------------------------------------------------------------

    async announcements(q: z.infer<typeof AnnouncementQuery>) {
      const now = clock.now();
      const a = announcements;
      // What operators published (or scheduled, once its time has come), until its end.
      const where = and(
        isLive(a.status, a.startAt, now),
        or(isNull(a.endAt), gte(a.endAt, now)),
        q.applicablePages ? arrayContains(a.applicablePages, [q.applicablePages]) : undefined,
      );
      const page = await paginate(
        db,
        db
          .select({ announcementBaseId: a.announcementBaseId, content: a.content, applicablePages: a.applicablePages, startAt: a.startAt, endAt: a.endAt })
          .from(a)
          .where(where)
          .orderBy(orderBy(q, { sort: a.sort, createdAt: a.createdAt }, asc(a.sort)), desc(a.id))
          .$dynamic(),
        q,
      );
  return {
        ...page,
        // SPEC §3: content travels URL-encoded; the client decodes it and shows it as text.
        records: page.records.map((r) => ({
          ...r,
          content: encodeURIComponent(r.content),
          startAt: isoOrNull(r.startAt),
          endAt: isoOrNull(r.endAt),
        })),
      };
    },

    consultationPhones: () =>
      db
        .select({ name: consultationPhones.name, phone: consultationPhones.phone, serviceHours: consultationPhones.serviceHours })
        .from(consultationPhones)
        .where(eq(consultationPhones.enabled, true))
        .orderBy(asc(consultationPhones.sort), asc(consultationPhones.id)),

    async broadcast(): Promise<BroadcastItem[]> {
      const rows = await db
        .select({ phone: users.phone, registeredAt: users.createdAt })
        .from(users)
        .where(and(isNotNull(users.phone), isNull(users.deletedAt), eq(users.status, 'active')))
        .orderBy(desc(users.createdAt), desc(users.id))
        .limit(BROADCAST_SIZE);
      // Only the masked number ever leaves the gateway.
      return rows.map((row) => ({ phone: maskPhone(row.phone!), registeredAt: toShanghaiIso(row.registeredAt) }));
    },

    async knowledgePage(q: z.infer<typeof KnowledgeQuery>) {
      const k = aiKnowledge;
      // q.status can only be PUBLISH: what is live now, scheduled items included once due.
      const where = liveInLibrary(k, q, clock.now());
      // SPEC §7: the home page orders by publish_time; the camel-case names are accepted too.
      const order = orderBy(
        q,
        { publish_time: k.publishTime, publishTime: k.publishTime, view_count: k.viewCount, viewCount: k.viewCount },
        desc(k.publishTime),
      );
      const page = await paginate(db, db.select(knowledgeColumns).from(k).where(where).orderBy(order, desc(k.id)).$dynamic(), q);
      return { ...page, records: page.records.map((row): KnowledgeItem => ({ ...published(row), status: 'PUBLISH' })) };
    },

    async knowledge(aiKnowledgeBaseId: string) {
      const [item] = await db
        .select({ ...knowledgeColumns, content: aiKnowledge.content })
        .from(aiKnowledge)
        .where(and(eq(aiKnowledge.aiKnowledgeBaseId, aiKnowledgeBaseId), liveInLibrary(aiKnowledge, {}, clock.now())))
        .limit(1);
      if (!item) throw notFound('知识库内容不存在或已下线');
      return { ...published(item), status: 'PUBLISH' as const };
    },

    async articlePage(q: z.infer<typeof ArticleQuery>) {
      const where = liveInLibrary(articles, q, clock.now());
      const order = orderBy(
        q,
        { publish_time: articles.publishTime, publishTime: articles.publishTime, viewCount: articles.viewCount },
        desc(articles.publishTime),
      );
      const page = await paginate(db, db.select(articleColumns).from(articles).where(where).orderBy(order, desc(articles.id)).$dynamic(), q);
      return { ...page, records: page.records.map((row): ArticleItem => published(row)) };
    },

    async article(articleBaseId: string) {
      const [item] = await db
        .select({ ...articleColumns, content: articles.content })
        .from(articles)
        .where(and(eq(articles.articleBaseId, articleBaseId), liveInLibrary(articles, {}, clock.now())))
        .limit(1);
      if (!item) throw notFound('文章不存在或已下线');
      return published(item);
    },
  };
}

export type ContentRepository = ReturnType<typeof contentRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    content: ContentRepository;
  }
}

export default repositoryPlugin('content', (app) => contentRepository(app.db, app.clock), { name: 'content-repository' });
