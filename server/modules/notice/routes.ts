import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { answers, Empty, IdParams } from '../../../src/shared/contracts/common';
import { Notice, NoticePage, NoticeQuery, UnreadCount } from '../../../src/shared/contracts/notice';
import { ok } from '../../lib/envelope';
import { caller } from '../../plugins/auth';
import { CACHED_READ } from '../../plugins/read-cache';
import * as API from '../../../src/shared/core/api-paths';

/** The caller's workbench notices (review outcomes and the like). */
const noticeRoutes: FastifyPluginAsyncZod = async (app) => {
  const auth = { preHandler: app.requireAuth };
  const tags = ['notice'];
  app.get(API.notice.page, { ...CACHED_READ, ...auth, schema: { tags, summary: '我的通知', querystring: NoticeQuery, response: answers(NoticePage) } }, async (request) =>
    ok(await app.notices.page(caller(request).userId, request.query)),
  );
  app.get(API.notice.unreadCount, { ...auth, schema: { tags, summary: '未读通知数', response: answers(UnreadCount) } }, async (request) =>
    ok(await app.notices.unread(caller(request).userId)),
  );
  app.post(API.notice.read, { ...auth, schema: { tags, summary: '标为已读', params: IdParams, response: answers(Notice) } }, async (request) =>
    ok(await app.notices.read(caller(request).userId, request.params.id)),
  );
  app.post(API.notice.readAll, { ...auth, schema: { tags, summary: '全部标为已读', response: answers(Empty) } }, async (request) => {
    await app.notices.readAll(caller(request).userId);
    return ok(null);
  });
};

export default noticeRoutes;
