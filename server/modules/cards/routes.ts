import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CardBatch, CardBatchBody, CardBatchPage, CardBatchQuery, CardRedemptionPage, IssuedBatch, RedemptionQuery } from '../../../src/shared/contracts/cards';
import { answers, IdParams } from '../../../src/shared/contracts/common';
import { ok } from '../../lib/envelope';
import { caller } from '../../plugins/auth';
import type { Actor } from './repository';

const actorOf = (request: FastifyRequest): Actor => ({ userId: caller(request).userId, ip: request.ip });

/** 管理 › 卡券: batches of redeem cards. Every call needs `cards:manage`; every change is audited. */
const cardsRoutes: FastifyPluginAsyncZod = async (app) => {
  const guard = { preHandler: app.requirePermission('cards:manage') };
  const tags = ['cards'];

  app.get('/v1/cardBatch/page', { ...guard, schema: { tags, summary: '运营：卡券批次列表', querystring: CardBatchQuery, response: answers(CardBatchPage) } }, async (request) =>
    ok(await app.cards.page(request.query)),
  );
  app.get('/v1/cardBatch/detail/:id', { ...guard, schema: { tags, summary: '运营：卡券批次详情', params: IdParams, response: answers(CardBatch) } }, async (request) =>
    ok(await app.cards.batch(request.params.id)),
  );
  app.post(
    '/v1/cardBatch/add',
    { ...guard, schema: { tags, summary: '运营：发行卡券批次（卡密仅在此应答中出现一次）', body: CardBatchBody, response: answers(IssuedBatch) } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(await app.cards.issue(actorOf(request), request.body), '卡券已发行，请立即导出卡密');
    },
  );
  app.post(
    '/v1/cardBatch/exported/:id',
    { ...guard, schema: { tags, summary: '运营：记录卡密已导出（仅一次）', params: IdParams, response: answers(CardBatch) } },
    async (request) => ok(await app.cards.markExported(actorOf(request), request.params.id), '已记录导出'),
  );
  app.post('/v1/cardBatch/revoke/:id', { ...guard, schema: { tags, summary: '运营：作废卡券批次', params: IdParams, response: answers(CardBatch) } }, async (request) =>
    ok(await app.cards.revoke(actorOf(request), request.params.id), '批次已作废'),
  );
  app.get(
    '/v1/cardBatch/redemptions/:id',
    { ...guard, schema: { tags, summary: '运营：卡券批次兑换报告', params: IdParams, querystring: RedemptionQuery, response: answers(CardRedemptionPage) } },
    async (request) => ok(await app.cards.redemptions(request.params.id, request.query)),
  );
};

export default cardsRoutes;
