import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { answers, IdParams } from '../../../src/shared/contracts/common';
import { INBOX_KINDS, InboxCounts, InboxHandleBody, InboxItem, InboxPage, InboxQuery } from '../../../src/shared/contracts/inbox';
import { ok } from '../../lib/envelope';
import { caller } from '../../plugins/auth';
import * as API from '../../../src/shared/core/api-paths';

/** 管理 › 收件箱: consultations, feedback, questionnaires. Every call needs `inbox:manage`; each handling is audited. */
const KIND_NAMES = { consultation: '业务咨询', feedback: '问题反馈', questionnaire: '问卷' } as const;

const inboxRoutes: FastifyPluginAsyncZod = async (app) => {
  const guard = { preHandler: app.requirePermission('inbox:manage') };
  const tags = ['inbox'];

  app.get(API.inbox.page, { ...guard, schema: { tags, summary: '运营：收件箱列表', querystring: InboxQuery, response: answers(InboxPage) } }, async (request) =>
    ok(await app.inbox.page(request.query)),
  );
  app.get(API.inbox.counts, { ...guard, schema: { tags, summary: '运营：收件箱待处理数', response: answers(InboxCounts) } }, async () => ok(await app.inbox.counts()));
  // One route per kind (/v1/inbox/consultation/handle/{id}, …).
  for (const kind of INBOX_KINDS) {
    app.post(
      API.inbox.handle.replace(':inboxKind', kind),
      { ...guard, schema: { tags, summary: `运营：处理${KIND_NAMES[kind]}（可附回复，经短信或邮件送达）`, params: IdParams, body: InboxHandleBody, response: answers(InboxItem) } },
      async (request) =>
        ok(await app.inbox.handle({ userId: caller(request).userId, ip: request.ip }, kind, request.params.id, request.body), request.body.reply ? '回复已发送' : '已标记为已处理'),
    );
  }
};

export default inboxRoutes;
