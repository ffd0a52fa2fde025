import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { answers } from '../../../src/shared/contracts/common';
import { InboxCounts, InboxHandleBody, InboxItem, InboxPage, InboxParams, InboxQuery } from '../../../src/shared/contracts/inbox';
import { ok } from '../../lib/envelope';
import { caller } from '../../plugins/auth';

/** 管理 › 收件箱: consultations, feedback, questionnaires. Every call needs `inbox:manage`; each handling is audited. */
const inboxRoutes: FastifyPluginAsyncZod = async (app) => {
  const guard = { preHandler: app.requirePermission('inbox:manage') };
  const tags = ['inbox'];

  app.get('/v1/inbox/page', { ...guard, schema: { tags, summary: '运营：收件箱列表', querystring: InboxQuery, response: answers(InboxPage) } }, async (request) =>
    ok(await app.inbox.page(request.query)),
  );
  app.get('/v1/inbox/counts', { ...guard, schema: { tags, summary: '运营：收件箱待处理数', response: answers(InboxCounts) } }, async () => ok(await app.inbox.counts()));
  app.post(
    '/v1/inbox/handle/:kind/:id',
    { ...guard, schema: { tags, summary: '运营：处理留言（可附回复，经短信或邮件送达）', params: InboxParams, body: InboxHandleBody, response: answers(InboxItem) } },
    async (request) =>
      ok(await app.inbox.handle({ userId: caller(request).userId, ip: request.ip }, request.params.kind, request.params.id, request.body), request.body.reply ? '回复已发送' : '已标记为已处理'),
  );
};

export default inboxRoutes;
