import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { answers, Ok } from '../../../src/shared/contracts/common';
import {
  Goods,
  GoodsPage,
  GoodsParams,
  GoodsQuery,
  GpuTypeOption,
  HomeTagGoodsBody,
  PlatformStats,
  Region,
} from '../../../src/shared/contracts/market';
import * as API from '../../../src/shared/core/api-paths';
import { CACHED_READ } from '../../plugins/read-cache';
import { platformStats } from './platform-stats';
import { ok } from '../../lib/envelope';
import { contractSerializer } from '../../lib/serializer';

const LISTING = '/v1/container_goods/containerGoods4ConsolePage';

/** The elastic GPU market: offers with tidal prices and stock, regions and GPU types (operators edit them in goods-routes.ts). */
const marketRoutes: FastifyPluginAsyncZod = async (app) => {
  const market = app.marketRepository;

  app.get('/v1/container_goods/selectGoodsRegions', { schema: { tags: ['market'], summary: '在售地区', response: answers(z.array(Region)) } }, async () =>
    ok(await market.regions()),
  );

  // The figures the public pages state, kept by the read cache until an offer, price or supplier changes.
  app.get(API.platform.stats, { ...CACHED_READ, schema: { tags: ['market'], summary: '平台数据：在售GPU型号、可用区、供应商数与最低潮汐折扣', response: answers(PlatformStats) } }, async () =>
    ok(await platformStats(app.db)),
  );

  app.get('/v1/container_goods/gpuTypes', { schema: { tags: ['market'], summary: '在售显卡型号', response: answers(z.array(GpuTypeOption)) } }, async () =>
    ok(await market.gpuTypes()),
  );

  // The listing is answered as bytes made once per query and market minute (see PricedMarket.answer),
  // so it is serialised here, through its contract, rather than by the route's serializer.
  const serializeListing = contractSerializer(app.env.RESPONSE_CHECK, (breach) => app.log.error({ err: breach }, 'answer breaks its contract'))({
    schema: Ok(GoodsPage),
    method: 'GET',
    url: LISTING,
    httpStatus: '200',
  } as never);
  app.get(
    LISTING,
    { schema: { tags: ['market'], summary: '弹性GPU市场列表', querystring: GoodsQuery, response: answers(GoodsPage) } },
    async (request, reply) => {
      const { current, size, orderField, orderSort, ...filter } = request.query;
      // The query as sent names the answer: the same text always parses to the same filter.
      const query = request.url.slice(request.url.indexOf('?') + 1);
      const body = await market.listing(query, filter, { current, size, orderField, orderSort }, (page) => serializeListing(ok(page)));
      // Bytes already serialised through the contract above.
      return reply.type('application/json; charset=utf-8').send(body as never);
    },
  );

  app.post(
    '/v1/container_goods/homeTagGoods/page',
    { schema: { tags: ['market'], summary: '首页推荐GPU', body: HomeTagGoodsBody, response: answers(GoodsPage) } },
    async (request) => ok(await market.homeTagGoods(request.body?.current ?? 1, request.body?.size ?? 100)),
  );

  app.get(
    '/v1/container_goods/detail/:id',
    { schema: { tags: ['market'], summary: '商品详情', params: GoodsParams, response: answers(Goods) } },
    async (request) => ok(await market.detail(request.params.id)),
  );

};

export default marketRoutes;
