import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { answers, answersFile, IdParams, Page } from '../../../src/shared/contracts/common';
import {
  ADMIN_CONTENT,
  AdminContentQuery,
  AgreementParams,
  AgreementVersion,
  KnowledgeDownloadQuery,
  NewsParams,
  NewsQuery,
  PublicNewsDetail,
  PublicNewsPage,
  PublicSlide,
  CONTENT_FIELDS,
  CONTENT_KINDS,
  ContentScheduleBody,
  ReportHeaders,
  ReportQuery,
  type ContentKind,
} from '../../../src/shared/contracts/content-admin';
import { COVER_MAX_BYTES, REPORT_MAX_BYTES, type ContentAction } from '../../../src/shared/core/content';
import { ok } from '../../lib/envelope';
import { caller } from '../../plugins/auth';
import type { Actor, Fields } from './admin-repository';
import { CACHED_READ } from '../../plugins/read-cache';

const actorOf = (request: FastifyRequest): Actor => ({ userId: caller(request).userId, ip: request.ip });

/** What each kind is called in summaries and messages. */
const NAMES: Record<ContentKind, string> = {
  announcement: '公告',
  knowledge: '知识库内容',
  article: 'AI百科文章',
  news: '新闻',
  carousel: '首页轮播图',
  agreement: '协议版本',
};

const DONE: Record<ContentAction, string> = {
  publish: '已发布',
  schedule: '已定时发布',
  unschedule: '已撤回定时发布',
  archive: '已归档',
  restore: '已恢复为草稿',
};

/**
 * 管理 › 内容: per kind, `/v1/contentAdmin/<kind>/…` — page, detail, add, update, and the lifecycle
 * steps publish, schedule, unschedule, archive and restore. Every call needs `content:manage`;
 * every change writes one audit row.
 */
const contentAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const content = app.contentAdmin;
  const guard = { preHandler: app.requirePermission('content:manage') };
  const tags = ['content-admin'];

  // Reports arrive as the raw PDF body (no multipart parser); the bytes are checked, not the type.
  app.addContentTypeParser(['application/pdf', 'application/octet-stream', 'image/png', 'image/jpeg', 'image/webp', 'image/gif'], { parseAs: 'buffer', bodyLimit: REPORT_MAX_BYTES }, (_request, body, done) =>
    done(null, body),
  );

  for (const kind of CONTENT_KINDS) {
    const base = `/v1/contentAdmin/${kind}`;
    const name = NAMES[kind];
    const Item = ADMIN_CONTENT[kind];
    const Fields = CONTENT_FIELDS[kind];

    app.get(`${base}/page`, { ...guard, schema: { tags, summary: `运营：${name}列表`, querystring: AdminContentQuery, response: answers(Page(Item)) } }, async (request) =>
      ok(await content.page(kind, request.query)),
    );
    app.get(`${base}/detail/:id`, { ...guard, schema: { tags, summary: `运营：${name}详情`, params: IdParams, response: answers(Item) } }, async (request) =>
      ok(await content.detail(kind, request.params.id)),
    );
    app.post(`${base}/add`, { ...guard, schema: { tags, summary: `运营：新建${name}（草稿）`, body: Fields, response: answers(Item) } }, async (request) =>
      ok(await content.create(actorOf(request), kind, request.body as Fields[typeof kind]), '已保存为草稿'),
    );
    app.patch(
      `${base}/update/:id`,
      { ...guard, schema: { tags, summary: `运营：修改${name}`, params: IdParams, body: Fields, response: answers(Item) } },
      async (request) => ok(await content.update(actorOf(request), kind, request.params.id, request.body as Fields[typeof kind]), '已保存'),
    );
    for (const action of ['publish', 'unschedule', 'archive', 'restore'] as const) {
      app.post(`${base}/${action}/:id`, { ...guard, schema: { tags, summary: `运营：${name}${DONE[action]}`, params: IdParams, response: answers(Item) } }, async (request) =>
        ok(await content.transition(actorOf(request), kind, request.params.id, action), DONE[action]),
      );
    }
    app.post(
      `${base}/schedule/:id`,
      { ...guard, schema: { tags, summary: `运营：定时发布${name}`, params: IdParams, body: ContentScheduleBody, response: answers(Item) } },
      async (request) => ok(await content.transition(actorOf(request), kind, request.params.id, 'schedule', request.body.publishTime), DONE.schedule),
    );
  }

  app.post(
    '/v1/contentAdmin/image',
    {
      ...guard,
      bodyLimit: COVER_MAX_BYTES,
      schema: { tags, summary: '运营：上传封面或缩略图（请求体为图片本身，PNG/JPEG/WebP/GIF，不超过 2 MB），返回可填入封面地址的链接', response: answers(z.object({ url: z.string() })) },
    },
    async (request) => ok(await content.uploadImage(actorOf(request), request.body as Buffer), '图片已上传'),
  );

  app.post(
    '/v1/contentAdmin/knowledge/report/:id',
    {
      ...guard,
      bodyLimit: REPORT_MAX_BYTES,
      schema: {
        tags,
        summary: '运营：上传知识库报告（请求体为 PDF 本身，不超过 20 MB）',
        params: IdParams,
        querystring: ReportQuery,
        headers: ReportHeaders,
        response: answers(ADMIN_CONTENT.knowledge),
      },
    },
    async (request) => ok(await content.attachReport(actorOf(request), request.params.id, request.body as Buffer, request.query.fileName), '报告已上传'),
  );
};

/** What the storefront reads of published news, carousel slides, agreements and reports. */
export const publicPublishedRoutes: FastifyPluginAsyncZod = async (app) => {
  const content = app.publishedContent;
  const tags = ['content'];

  app.get('/v1/news/page', { ...CACHED_READ, schema: { tags, summary: '公司新闻列表（运营发布的）', querystring: NewsQuery, response: answers(PublicNewsPage) } }, async (request) =>
    ok(await content.newsPage(request.query)),
  );
  app.get('/v1/news/detail/:newsBaseId', { ...CACHED_READ, schema: { tags, summary: '公司新闻详情', params: NewsParams, response: answers(PublicNewsDetail) } }, async (request) =>
    ok(await content.newsDetail(request.params.newsBaseId)),
  );
  app.get('/v1/carousel/list', { schema: { tags, summary: '首页轮播图（运营发布的）', response: answers(z.array(PublicSlide)) } }, async () => ok(await content.slides()));
  app.get(
    '/v1/agreement/:docKey',
    { schema: { tags, summary: '协议现行版本（无运营发布的版本时为 null）', params: AgreementParams, response: answers(AgreementVersion.nullable()) } },
    async (request) => ok(await content.agreementInForce(request.params.docKey)),
  );
  app.get(
    '/v1/other/ai_knowledge/download',
    // Signed-in users only; each answer counts one download.
    { preHandler: app.requireAuth, schema: { tags, summary: '下载知识库报告（PDF，需登录，每次计一次下载）', querystring: KnowledgeDownloadQuery, response: answersFile('报告 PDF', ['application/pdf']) } },
    async (request, reply) => {
      const file = await content.report(request.query.aiKnowledgeBaseId);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="report.pdf"; filename*=UTF-8''${encodeURIComponent(file.fileName)}`)
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .header('cache-control', 'private, no-store')
        .send(file.bytes);
    },
  );
};

export default contentAdminRoutes;
