import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { answers } from '../../../src/shared/contracts/common';
import { CreateOrderBody, CreateOrderHeaders, OrderCreated, OrderDetail, OrderPage, OrderParams, OrderQuery } from '../../../src/shared/contracts/compute';
import { Quote, QuoteQuery } from '../../../src/shared/contracts/market';
import { ok } from '../../lib/envelope';
import { idempotencyOf } from '../../lib/idempotency';
import { caller } from '../../plugins/auth';
import { CACHED_READ } from '../../plugins/read-cache';

/** Orders: the quote, the order itself (quote → capacity → payment → instance), and the renter's orders. */
const orderRoutes: FastifyPluginAsyncZod = async (app) => {
  const auth = { preHandler: app.requireAuth };
  const { orders } = app.computeRepository;

  app.get(
    '/v1/order/calculatePriceV2',
    { schema: { tags: ['order'], summary: '计算价格（含潮汐分段明细）', querystring: QuoteQuery, response: answers(Quote) } },
    async (request) => ok(await orders.quote(request.query)),
  );

  app.post(
    '/v1/order/createOrder',
    {
      ...auth,
      schema: {
        tags: ['order'],
        summary: '下单：选机、付款并开始创建实例（Idempotency-Key 防重复；失败时 data.reason 为 out_of_stock 或 insufficient_funds）',
        headers: CreateOrderHeaders,
        body: CreateOrderBody,
        response: answers(OrderCreated),
      },
    },
    async (request) => {
      const input = { userId: caller(request).userId, ...request.body, idempotency: idempotencyOf(request) };
      return ok(await orders.create(input), '下单成功，实例创建中');
    },
  );

  app.get(
    '/v1/order/page',
    { ...CACHED_READ, ...auth, schema: { tags: ['order'], summary: '我的订单', querystring: OrderQuery, response: answers(OrderPage) } },
    async (request) => ok(await orders.page(caller(request).userId, request.query)),
  );

  app.get(
    '/v1/order/detail/:orderBaseId',
    { ...CACHED_READ, ...auth, schema: { tags: ['order'], summary: '订单详情', params: OrderParams, response: answers(OrderDetail) } },
    async (request) => ok(await orders.detail(caller(request).userId, request.params.orderBaseId)),
  );
};

export default orderRoutes;
