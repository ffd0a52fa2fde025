import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { answers, IdParams, PageQuery } from '../../../src/shared/contracts/common';
import {
  DemandBaseIdParams,
  Demand,
  DemandBoardQuery,
  DemandPage,
  DemandPublishBody,
  DemandQuote,
  DemandQuoteBody,
  DemandQuotePage,
  MyDemandDetail,
  MyDemandQuery,
  QuoteAccepted,
  SupplierDemandMatchPage,
} from '../../../src/shared/contracts/mall';
import { ok } from '../../lib/envelope';
import { caller } from '../../plugins/auth';
import { CACHED_READ } from '../../plugins/read-cache';

/**
 * The demand board (/demands): buyers publish demands (SMS scene publishDemandGoods, then the
 * review centre), suppliers quote, buyers compare and accept or reject; matches come from the matcher.
 */
const demandRoutes: FastifyPluginAsyncZod = async (app) => {
  const board = app.demands;
  const auth = { preHandler: app.requireAuth };
  const maybe = { preHandler: app.optionalAuth };
  const supplier = { preHandler: app.requireRole('supplier') };
  const tags = ['demand'];
  const viewer = (request: { auth: { userId: number } | null }) => request.auth?.userId ?? null;

  app.post(
    '/v1/demandGoods/publish',
    { ...auth, schema: { tags, summary: '发布需求（短信验证码场景 publishDemandGoods，发布后进入审核）', body: DemandPublishBody, response: answers(MyDemandDetail) } },
    async (request) => ok(await board.publish(caller(request).userId, request.ip, request.body), '需求已提交，审核通过后将在需求大厅展示'),
  );
  app.get('/v1/demandGoods/page', { ...CACHED_READ, ...maybe, schema: { tags, summary: '需求大厅：进行中的需求（联系人脱敏，最新在前）', querystring: DemandBoardQuery, response: answers(DemandPage) } }, async (request) =>
    ok(await board.board(request.query, viewer(request))),
  );
  app.get(
    '/v1/demandGoods/detail/:demandGoodsBaseId',
    { ...CACHED_READ, ...maybe, schema: { tags, summary: '需求详情', params: DemandBaseIdParams, response: answers(Demand) } },
    async (request) => ok(await board.publicDetail(request.params.demandGoodsBaseId, viewer(request))),
  );
  app.get('/v1/demandGoods/my/page', { ...CACHED_READ, ...auth, schema: { tags, summary: '我的需求', querystring: MyDemandQuery, response: answers(DemandPage) } }, async (request) =>
    ok(await board.myPage(caller(request).userId, request.query)),
  );
  app.get(
    '/v1/demandGoods/my/detail/:demandGoodsBaseId',
    { ...CACHED_READ, ...auth, schema: { tags, summary: '我的需求详情：报价对比与匹配资源', params: DemandBaseIdParams, response: answers(MyDemandDetail) } },
    async (request) => ok(await board.myDetail(caller(request).userId, request.params.demandGoodsBaseId)),
  );
  app.post(
    '/v1/demandGoods/cancel/:demandGoodsBaseId',
    { ...auth, schema: { tags, summary: '取消需求', params: DemandBaseIdParams, response: answers(MyDemandDetail) } },
    async (request) => ok(await board.cancel(caller(request).userId, request.params.demandGoodsBaseId), '需求已取消'),
  );

  app.post('/v1/demandQuote/add', { ...supplier, schema: { tags, summary: '供应商：对需求报价', body: DemandQuoteBody, response: answers(DemandQuote) } }, async (request) =>
    ok(await board.quote(caller(request).userId, request.body), '报价已发送'),
  );
  app.get('/v1/demandQuote/my/page', { ...CACHED_READ, ...supplier, schema: { tags, summary: '供应商：我的报价', querystring: PageQuery, response: answers(DemandQuotePage) } }, async (request) =>
    ok(await board.supplierQuotes(caller(request).userId, request.query)),
  );
  app.get(
    '/v1/demandGoods/supplierMatches',
    { ...supplier, schema: { tags, summary: '供应商：我的商品与计划可满足的需求', querystring: PageQuery, response: answers(SupplierDemandMatchPage) } },
    async (request) => ok(await board.supplierMatches(caller(request).userId, request.query)),
  );
  app.post(
    '/v1/demandQuote/accept/:id',
    { ...auth, schema: { tags, summary: '接受报价：支付最短承诺期费用，生成合同与订单', params: IdParams, response: answers(QuoteAccepted) } },
    async (request) => ok(await board.accept(caller(request).userId, request.params.id), '已接受报价，合同已生成'),
  );
  app.post('/v1/demandQuote/reject/:id', { ...auth, schema: { tags, summary: '婉拒报价', params: IdParams, response: answers(DemandQuote) } }, async (request) =>
    ok(await board.reject(caller(request).userId, request.params.id), '已婉拒该报价'),
  );
};

export default demandRoutes;
