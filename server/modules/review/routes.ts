import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { answers, Empty, IdParams } from '../../../src/shared/contracts/common';
import { reviewPermission } from '../../../src/shared/contracts/permissions';
import {
  ApproveBody,
  BatchBody,
  BatchResult,
  RejectBody,
  REVIEW_KINDS,
  ReviewDetail,
  ReviewKinds,
  ReviewPage,
  ReviewQuery,
  ReviewStats,
  type ReviewKind,
} from '../../../src/shared/contracts/review';
import { ok } from '../../lib/envelope';
import { caller } from '../../plugins/auth';

/** 管理 › 审核中心: operators (and finance, for credit and invoices) decide applications of the kinds their roles allow. */
const reviewRoutes: FastifyPluginAsyncZod = async (app) => {
  const guard = { preHandler: app.requirePermission(...REVIEW_KINDS.map(reviewPermission)) };
  const tags = ['review'];
  /** The kinds the caller may see and decide. */
  const kindsOf = (roles: readonly string[]): ReviewKind[] => REVIEW_KINDS.filter((kind) => app.permissions.allows(roles, reviewPermission(kind)));
  const allowedFor = (roles: readonly string[]) => (kind: ReviewKind) => app.permissions.allows(roles, reviewPermission(kind));

  app.get('/v1/review/kinds', { ...guard, schema: { tags, summary: '审核类型（当前账号可审的）', response: answers(ReviewKinds) } }, async (request) => {
    const kinds = kindsOf(caller(request).roles);
    return ok(app.reviews.kinds().filter((k) => kinds.includes(k.kind)));
  });

  app.get('/v1/review/page', { ...guard, schema: { tags, summary: '审核队列', querystring: ReviewQuery, response: answers(ReviewPage) } }, async (request) => {
    const { userId, roles } = caller(request);
    return ok(await app.reviews.page(request.query, userId, kindsOf(roles)));
  });

  app.get('/v1/review/stats', { ...guard, schema: { tags, summary: '排队时长：各类型最久与中位等待', response: answers(ReviewStats) } }, async (request) =>
    ok(await app.reviews.stats(kindsOf(caller(request).roles))),
  );

  app.get('/v1/review/detail/:id', { ...guard, schema: { tags, summary: '审核详情：申请内容、材料与历史', params: IdParams, response: answers(ReviewDetail) } }, async (request) =>
    ok(await app.reviews.detail(request.params.id, kindsOf(caller(request).roles), { operatorId: caller(request).userId, ip: request.ip })),
  );

  app.post('/v1/review/claim/:id', { ...guard, schema: { tags, summary: '认领（认领期间他人不能处理）', params: IdParams, response: answers(Empty) } }, async (request) => {
    const { userId, roles } = caller(request);
    await app.reviews.claim(allowedFor(roles), userId, request.params.id, request.ip);
    return ok(null, '已认领');
  });

  app.post('/v1/review/release/:id', { ...guard, schema: { tags, summary: '放回队列', params: IdParams, response: answers(Empty) } }, async (request) => {
    const { userId, roles } = caller(request);
    await app.reviews.release(allowedFor(roles), userId, request.params.id, request.ip);
    return ok(null, '已放回队列');
  });

  /** The calling operator decides item `id`; answered with `done`. */
  const decide = async (request: FastifyRequest, id: number, approved: boolean, body: ApproveBody & { reason?: string }, done: string) => {
    const { userId, roles } = caller(request);
    await app.reviews.decide(allowedFor(roles), userId, id, approved, body, request.ip);
    return ok(null, done);
  };

  app.post('/v1/review/approve/:id', { ...guard, schema: { tags, summary: '通过', params: IdParams, body: ApproveBody, response: answers(Empty) } }, async (request) =>
    decide(request, request.params.id, true, request.body, '已通过'),
  );

  app.post(
    '/v1/review/reject/:id',
    { ...guard, schema: { tags, summary: '驳回（须写明原因）', params: IdParams, body: RejectBody, response: answers(Empty) } },
    async (request) => decide(request, request.params.id, false, request.body, '已驳回'),
  );

  app.post('/v1/review/batch', { ...guard, schema: { tags, summary: '批量认领、通过或驳回', body: BatchBody, response: answers(BatchResult) } }, async (request) => {
    const { userId, roles } = caller(request);
    return ok(await app.reviews.batch(allowedFor(roles), userId, request.body, request.ip));
  });
};

export default reviewRoutes;
