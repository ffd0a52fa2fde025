import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { answers } from '../../../src/shared/contracts/common';
import {
  AnnouncementPage,
  AnnouncementQuery,
  ArticleDetail,
  ArticlePage,
  ArticleParams,
  ArticleQuery,
  BroadcastItem,
  ConsultationPhone,
  KnowledgeDetail,
  KnowledgeDetailQuery,
  KnowledgePage,
  KnowledgeQuery,
  SpaceSearchPage,
  SpaceSearchQuery,
} from '../../../src/shared/contracts/content';
import { ok } from '../../lib/envelope';
import { CACHED_READ } from '../../plugins/read-cache';
import { spaceSearch } from './space-search';

/** The public content the storefront reads: announcements, knowledge, articles, phones, the ticker. */
const publicContentRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['content'];

  app.get(
    '/v1/announcement/page',
    { ...CACHED_READ, schema: { tags, summary: '公告列表（内容为 URL 编码文本）', querystring: AnnouncementQuery, response: answers(AnnouncementPage) } },
    async (request) => ok(await app.content.announcements(request.query)),
  );

  app.get(
    '/v1/activity/getConsultationPhone',
    { schema: { tags, summary: '业务咨询电话', response: answers(z.array(ConsultationPhone)) } },
    async () => ok(await app.content.consultationPhones()),
  );

  app.get(
    '/v1/activity/getBroadcastInfo',
    { schema: { tags, summary: '最近注册用户（手机号脱敏）', response: answers(z.array(BroadcastItem)) } },
    async () => ok(await app.content.broadcast()),
  );

  app.get(
    '/v1/other/ai_knowledge/getAiKnowledge4ConsolePage',
    { ...CACHED_READ, schema: { tags, summary: '知识库列表', querystring: KnowledgeQuery, response: answers(KnowledgePage) } },
    async (request) => ok(await app.content.knowledgePage(request.query)),
  );

  app.get(
    '/v1/other/ai_knowledge/getAiKnowledge4ConsoleDetail',
    { ...CACHED_READ, schema: { tags, summary: '知识库详情', querystring: KnowledgeDetailQuery, response: answers(KnowledgeDetail) } },
    async (request) => ok(await app.content.knowledge(request.query.aiKnowledgeBaseId)),
  );

  app.get(
    '/v1/club/search',
    { ...CACHED_READ, schema: { tags, summary: 'AI 空间搜索：知识库与 AI 百科一起，按发布时间从新到旧', querystring: SpaceSearchQuery, response: answers(SpaceSearchPage) } },
    async (request) => ok(await spaceSearch(app.db, app.clock, request.query)),
  );

  app.get(
    '/v1/article/page',
    { ...CACHED_READ, schema: { tags, summary: 'AI百科文章列表', querystring: ArticleQuery, response: answers(ArticlePage) } },
    async (request) => ok(await app.content.articlePage(request.query)),
  );

  app.get(
    '/v1/article/detail/:articleBaseId',
    { ...CACHED_READ, schema: { tags, summary: 'AI百科文章详情', params: ArticleParams, response: answers(ArticleDetail) } },
    async (request) => ok(await app.content.article(request.params.articleBaseId)),
  );
};

export default publicContentRoutes;
