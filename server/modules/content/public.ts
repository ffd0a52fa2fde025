import { and, arrayContains, asc, desc, eq, gte, ilike, isNotNull, isNull, lte, or } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { maskPhone } from '../../../src/shared/core/validation';
import { aiKnowledge, announcements, articles, consultationPhones, users } from '../../db/schema';
import { notFound, ok } from '../../lib/envelope';
import { countAll, orderBy, paginate } from '../../lib/paging';
import { pageQuery } from '../../lib/zod';

/** How many recent registrations the ticker shows (SPEC §2: its speed is scaled to 50). */
export const BROADCAST_SIZE = 50;

const keyword = z.string().trim().max(50).optional();
/** Only published content is public; asking for anything else is a parameter error. */
const publishedOnly = z.enum(['PUBLISH']).default('PUBLISH');
/** Escape LIKE wildcards so a keyword matches literally. */
const likeLiteral = (value: string) => `%${value.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const AnnouncementQuery = pageQuery.extend({
  applicablePages: z.string().trim().max(32).regex(/^[a-z-]+$/, '页面标识只能包含小写字母和连字符').optional(),
});
const KnowledgeQuery = pageQuery.extend({ status: publishedOnly, category: z.string().trim().max(32).optional(), keyword });
const KnowledgeDetailQuery = z.object({ aiKnowledgeBaseId: z.string().trim().min(1).max(64) });
const ArticleQuery = pageQuery.extend({ category: z.string().trim().max(32).optional(), keyword });
const ArticleParams = z.object({ articleBaseId: z.string().trim().min(1).max(64) });

const knowledgeListColumns = {
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
};

const articleListColumns = {
  articleBaseId: articles.articleBaseId,
  title: articles.title,
  summary: articles.summary,
  thumbnail: articles.thumbnail,
  category: articles.category,
  author: articles.author,
  viewCount: articles.viewCount,
  publishTime: articles.publishTime,
};

/** The public content the storefront reads: announcements, knowledge, articles, phones, the ticker. */
const publicContentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/v1/announcement/page',
    { schema: { tags: ['content'], summary: '公告列表（内容为 URL 编码文本）', querystring: AnnouncementQuery } },
    async (request) => {
      const now = app.clock.now();
      const { applicablePages } = request.query;
      const where = and(
        eq(announcements.status, 'PUBLISH'),
        or(isNull(announcements.startAt), lte(announcements.startAt, now)),
        or(isNull(announcements.endAt), gte(announcements.endAt, now)),
        applicablePages ? arrayContains(announcements.applicablePages, [applicablePages]) : undefined,
      );
      const order = orderBy(request.query, { sort: announcements.sort, createdAt: announcements.createdAt }, asc(announcements.sort));
      const page = await paginate(
        app.db
          .select({
            announcementBaseId: announcements.announcementBaseId,
            content: announcements.content,
            applicablePages: announcements.applicablePages,
            startAt: announcements.startAt,
            endAt: announcements.endAt,
          })
          .from(announcements)
          .where(where)
          .orderBy(order, desc(announcements.id))
          .$dynamic(),
        app.db.select({ total: countAll }).from(announcements).where(where),
        request.query,
      );
      // SPEC §3: content travels URL-encoded; the client decodes it and shows it as text.
      return ok({ ...page, records: page.records.map((r) => ({ ...r, content: encodeURIComponent(r.content) })) });
    },
  );

  app.get(
    '/v1/activity/getConsultationPhone',
    { schema: { tags: ['content'], summary: '业务咨询电话' } },
    async () =>
      ok(
        await app.db
          .select({ name: consultationPhones.name, phone: consultationPhones.phone, serviceHours: consultationPhones.serviceHours })
          .from(consultationPhones)
          .where(eq(consultationPhones.enabled, true))
          .orderBy(asc(consultationPhones.sort), asc(consultationPhones.id)),
      ),
  );

  app.get(
    '/v1/activity/getBroadcastInfo',
    { schema: { tags: ['content'], summary: '最近注册用户（手机号脱敏）' } },
    async () => {
      const rows = await app.db
        .select({ phone: users.phone, registeredAt: users.createdAt })
        .from(users)
        .where(and(isNotNull(users.phone), isNull(users.deletedAt), eq(users.status, 'active')))
        .orderBy(desc(users.createdAt), desc(users.id))
        .limit(BROADCAST_SIZE);
      // Only the masked number ever leaves the gateway.
      return ok(rows.map((row) => ({ phone: maskPhone(row.phone!), registeredAt: row.registeredAt })));
    },
  );

  app.get(
    '/v1/other/ai_knowledge/getAiKnowledge4ConsolePage',
    { schema: { tags: ['content'], summary: '知识库列表', querystring: KnowledgeQuery } },
    async (request) => {
      const { status, category, keyword: word } = request.query;
      const where = and(
        eq(aiKnowledge.status, status),
        category ? eq(aiKnowledge.category, category) : undefined,
        word ? or(ilike(aiKnowledge.title, likeLiteral(word)), ilike(aiKnowledge.summary, likeLiteral(word))) : undefined,
      );
      // SPEC §7: the home page orders by publish_time; the camel-case names are accepted too.
      const order = orderBy(
        request.query,
        {
          publish_time: aiKnowledge.publishTime,
          publishTime: aiKnowledge.publishTime,
          view_count: aiKnowledge.viewCount,
          viewCount: aiKnowledge.viewCount,
        },
        desc(aiKnowledge.publishTime),
      );
      return ok(
        await paginate(
          app.db.select(knowledgeListColumns).from(aiKnowledge).where(where).orderBy(order, desc(aiKnowledge.id)).$dynamic(),
          app.db.select({ total: countAll }).from(aiKnowledge).where(where),
          request.query,
        ),
      );
    },
  );

  app.get(
    '/v1/other/ai_knowledge/getAiKnowledge4ConsoleDetail',
    { schema: { tags: ['content'], summary: '知识库详情', querystring: KnowledgeDetailQuery } },
    async (request) => {
      const [item] = await app.db
        .select({ ...knowledgeListColumns, content: aiKnowledge.content })
        .from(aiKnowledge)
        .where(and(eq(aiKnowledge.aiKnowledgeBaseId, request.query.aiKnowledgeBaseId), eq(aiKnowledge.status, 'PUBLISH')))
        .limit(1);
      if (!item) throw notFound('知识库内容不存在或已下线');
      return ok(item);
    },
  );

  app.get(
    '/v1/article/page',
    { schema: { tags: ['content'], summary: 'AI百科文章列表', querystring: ArticleQuery } },
    async (request) => {
      const { category, keyword: word } = request.query;
      const where = and(
        eq(articles.status, 'PUBLISH'),
        category ? eq(articles.category, category) : undefined,
        word ? or(ilike(articles.title, likeLiteral(word)), ilike(articles.summary, likeLiteral(word))) : undefined,
      );
      const order = orderBy(
        request.query,
        { publish_time: articles.publishTime, publishTime: articles.publishTime, viewCount: articles.viewCount },
        desc(articles.publishTime),
      );
      return ok(
        await paginate(
          app.db.select(articleListColumns).from(articles).where(where).orderBy(order, desc(articles.id)).$dynamic(),
          app.db.select({ total: countAll }).from(articles).where(where),
          request.query,
        ),
      );
    },
  );

  app.get(
    '/v1/article/detail/:articleBaseId',
    { schema: { tags: ['content'], summary: 'AI百科文章详情', params: ArticleParams } },
    async (request) => {
      const [item] = await app.db
        .select({ ...articleListColumns, content: articles.content })
        .from(articles)
        .where(and(eq(articles.articleBaseId, request.params.articleBaseId), eq(articles.status, 'PUBLISH')))
        .limit(1);
      if (!item) throw notFound('文章不存在或已下线');
      return ok(item);
    },
  );
};

export default publicContentRoutes;
