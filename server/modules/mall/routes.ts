import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { answers, IdParams, PageQuery } from '../../../src/shared/contracts/common';
import {
  Contract,
  ContractPage,
  DeliverBody,
  GoodsBaseIdParams,
  Inquiry,
  InquiryBody,
  InquiryPage,
  InquiryReplyBody,
  MallFilterOptions,
  MallGoods,
  MallGoodsPage,
  MallGoodsQuery,
  MallOrderBody,
  MallOrderDetail,
  MallOrderHeaders,
  MallOrderPage,
  MallOrderQuery,
  OrderBaseIdParams,
} from '../../../src/shared/contracts/mall';
import { ok } from '../../lib/envelope';
import { idempotencyOf } from '../../lib/idempotency';
import { caller } from '../../plugins/auth';
import { CACHED_READ } from '../../plugins/read-cache';

/**
 * The bare-metal mall (/mall): goods and their filters for everyone; orders, contracts and
 * inquiries for the signed-in buyer; the supplier's side of orders (delivery) and inquiries (reply).
 */
const mallRoutes: FastifyPluginAsyncZod = async (app) => {
  const mall = app.mall;
  const auth = { preHandler: app.requireAuth };
  const supplier = { preHandler: app.requireRole('supplier') };
  const tags = ['mall'];

  // ---- Goods ----
  app.get('/v1/mall/goods/filters', { schema: { tags, summary: '裸金属市场：筛选项（在售地域与型号）', response: answers(MallFilterOptions) } }, async () =>
    ok(await mall.filterOptions()),
  );
  app.get('/v1/mall/goods/page', { ...CACHED_READ, schema: { tags, summary: '裸金属市场：商品列表', querystring: MallGoodsQuery, response: answers(MallGoodsPage) } }, async (request) =>
    ok(await mall.goodsPage(request.query)),
  );
  app.get(
    '/v1/mall/goods/detail/:goodsBaseId',
    { ...CACHED_READ, schema: { tags, summary: '裸金属市场：商品详情', params: GoodsBaseIdParams, response: answers(MallGoods) } },
    async (request) => ok(await mall.goodsDetail(request.params.goodsBaseId)),
  );

  // ---- The buyer's orders and contracts ----
  app.post(
    '/v1/mall/order/create',
    {
      ...auth,
      schema: {
        tags,
        summary: '裸金属立即订购：扣减库存、余额（再授信）支付、签署合同（Idempotency-Key 防重复；失败时 data.reason 为 out_of_stock 或 insufficient_funds）',
        headers: MallOrderHeaders,
        body: MallOrderBody,
        response: answers(MallOrderDetail),
      },
    },
    async (request) => ok(await mall.createOrder(caller(request).userId, request.body, idempotencyOf(request)), '订购成功，等待供应商交付'),
  );
  app.post(
    '/v1/mall/order/cancel/:id',
    { ...auth, schema: { tags, summary: '取消已付款、尚未开始交付的裸金属订单：合同终止，库存退回，款项原路退回（余额退余额，授信退授信）', params: OrderBaseIdParams, response: answers(MallOrderDetail) } },
    async (request) => ok(await mall.cancelOrder(caller(request).userId, request.params.id), '订单已取消，款项已原路退回'),
  );
  app.get('/v1/mall/order/page', { ...CACHED_READ, ...auth, schema: { tags, summary: '我的裸金属订单', querystring: MallOrderQuery, response: answers(MallOrderPage) } }, async (request) =>
    ok(await mall.orderPage({ userId: caller(request).userId, as: 'buyer' }, request.query)),
  );
  app.get(
    '/v1/mall/order/detail/:id',
    { ...CACHED_READ, ...auth, schema: { tags, summary: '裸金属订单详情（含合同）', params: OrderBaseIdParams, response: answers(MallOrderDetail) } },
    async (request) => ok(await mall.orderDetail(request.params.id, { userId: caller(request).userId, as: 'buyer' })),
  );
  app.get('/v1/contract/page', { ...CACHED_READ, ...auth, schema: { tags, summary: '我的合同（承租或出租）', querystring: PageQuery, response: answers(ContractPage) } }, async (request) =>
    ok(await mall.contractPage(caller(request).userId, request.query)),
  );
  app.get('/v1/contract/detail/:id', { ...auth, schema: { tags, summary: '合同详情', params: OrderBaseIdParams, response: answers(Contract) } }, async (request) =>
    ok(await mall.contractDetail(caller(request).userId, request.params.id)),
  );

  // ---- Inquiries ----
  app.post('/v1/mall/inquiry/add', { ...auth, schema: { tags, summary: '询价：向供应商询问数量与日期', body: InquiryBody, response: answers(Inquiry) } }, async (request) =>
    ok(await mall.addInquiry(caller(request).userId, request.body), '询价已发送，供应商将尽快报价'),
  );
  app.get('/v1/mall/inquiry/page', { ...auth, schema: { tags, summary: '我的询价', querystring: PageQuery, response: answers(InquiryPage) } }, async (request) =>
    ok(await mall.inquiryPage({ userId: caller(request).userId, as: 'buyer' }, request.query)),
  );

  // ---- The supplier's side ----
  app.get('/v1/mall/vender/order/page', { ...supplier, schema: { tags, summary: '供应商：裸金属订单', querystring: MallOrderQuery, response: answers(MallOrderPage) } }, async (request) =>
    ok(await mall.orderPage({ userId: caller(request).userId, as: 'supplier' }, request.query)),
  );
  app.get(
    '/v1/mall/vender/order/detail/:id',
    { ...supplier, schema: { tags, summary: '供应商：裸金属订单详情', params: OrderBaseIdParams, response: answers(MallOrderDetail) } },
    async (request) => ok(await mall.orderDetail(request.params.id, { userId: caller(request).userId, as: 'supplier' })),
  );
  app.post(
    '/v1/mall/vender/order/startDelivery/:id',
    { ...supplier, schema: { tags, summary: '供应商：开始交付', params: OrderBaseIdParams, response: answers(MallOrderDetail) } },
    async (request) => ok(await mall.startDelivery(caller(request).userId, request.params.id), '已开始交付'),
  );
  app.post(
    '/v1/mall/vender/order/deliver/:id',
    { ...supplier, schema: { tags, summary: '供应商：确认交付（租期自此开始）', params: OrderBaseIdParams, body: DeliverBody, response: answers(MallOrderDetail) } },
    async (request) => ok(await mall.deliver(caller(request).userId, request.params.id, request.body.note), '已交付'),
  );
  app.get('/v1/mall/vender/inquiry/page', { ...supplier, schema: { tags, summary: '供应商：收到的询价', querystring: PageQuery, response: answers(InquiryPage) } }, async (request) =>
    ok(await mall.inquiryPage({ userId: caller(request).userId, as: 'supplier' }, request.query)),
  );
  app.post(
    '/v1/mall/vender/inquiry/reply/:id',
    { ...supplier, schema: { tags, summary: '供应商：回复询价（每台每月报价）', params: IdParams, body: InquiryReplyBody, response: answers(Inquiry) } },
    async (request) => ok(await mall.replyInquiry(caller(request).userId, request.params.id, request.body), '已回复'),
  );
};

export default mallRoutes;
