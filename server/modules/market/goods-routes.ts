import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { answers, Empty, IdParams } from '../../../src/shared/contracts/common';
import {
  AdminGoodsDetail,
  AdminGoodsPage,
  AdminGoodsQuery,
  AdminHost,
  AdminHostPage,
  AdminHostQuery,
  AdminRegion,
  AdminRegionPage,
  GoodsAddBody,
  GoodsUpdateBody,
  HostAddBody,
  HostUpdateBody,
  MaintenanceAddBody,
  MaintenancePage,
  MaintenanceQuery,
  MaintenanceWindow,
  PriceSchedule,
  PriceScheduleAddBody,
  PriceSchedulePage,
  PriceScheduleQuery,
  RegionAddBody,
  RegionParams,
  RegionQuery,
  RegionUpdateBody,
  SpecRangesBody,
} from '../../../src/shared/contracts/goods';
import { SpecUpdated } from '../../../src/shared/contracts/market';
import { ok } from '../../lib/envelope';
import { caller } from '../../plugins/auth';
import type { Actor } from './goods-repository';

const actorOf = (request: FastifyRequest): Actor => ({ userId: caller(request).userId, ip: request.ip });

/**
 * 管理 › 商品与价格: offers, their prices and scheduled price changes, regions, hosts and their
 * maintenance windows. Every call needs `goods:manage`; every change is audited.
 */
const goodsRoutes: FastifyPluginAsyncZod = async (app) => {
  const goods = app.goods;
  const guard = { preHandler: app.requirePermission('goods:manage') };
  const tags = ['goods'];

  // ---- Offers ----
  app.get('/v1/containerGoods/page', { ...guard, schema: { tags, summary: '运营：GPU商品列表', querystring: AdminGoodsQuery, response: answers(AdminGoodsPage) } }, async (request) =>
    ok(await goods.goodsPage(request.query)),
  );
  app.get('/v1/containerGoods/detail/:id', { ...guard, schema: { tags, summary: '运营：GPU商品详情（含价格方案）', params: IdParams, response: answers(AdminGoodsDetail) } }, async (request) =>
    ok(await goods.goodsDetail(request.params.id)),
  );
  app.post('/v1/containerGoods/add', { ...guard, schema: { tags, summary: '运营：新建GPU商品', body: GoodsAddBody, response: answers(AdminGoodsDetail) } }, async (request) =>
    ok(await goods.addGoods(actorOf(request), request.body), '商品已创建'),
  );
  app.patch(
    '/v1/containerGoods/update/:id',
    { ...guard, schema: { tags, summary: '运营：修改GPU商品', params: IdParams, body: GoodsUpdateBody, response: answers(AdminGoodsDetail) } },
    async (request) => ok(await goods.updateGoods(actorOf(request), request.params.id, request.body), '商品已保存'),
  );
  app.post('/v1/containerGoods/onSale/:id', { ...guard, schema: { tags, summary: '运营：上架', params: IdParams, response: answers(AdminGoodsDetail) } }, async (request) =>
    ok(await goods.setGoodsStatus(actorOf(request), request.params.id, 'on_sale'), '已上架'),
  );
  app.post(
    '/v1/containerGoods/offSale/:id',
    { ...guard, schema: { tags, summary: '运营：下架（不再接受新订单，运行中的实例不受影响）', params: IdParams, response: answers(AdminGoodsDetail) } },
    async (request) => ok(await goods.setGoodsStatus(actorOf(request), request.params.id, 'off_sale'), '已下架'),
  );

  // ---- Prices ----
  app.patch(
    '/v1/container_goods/spec/update/:id',
    { ...guard, schema: { tags, summary: '运营：立即修改价格时段', params: IdParams, body: SpecRangesBody, response: answers(SpecUpdated) } },
    async (request) => ok(await goods.replaceRanges(actorOf(request), request.params.id, request.body.timeRanges, request.body.note), '价格已更新'),
  );
  app.get('/v1/priceSchedule/page', { ...guard, schema: { tags, summary: '运营：调价计划', querystring: PriceScheduleQuery, response: answers(PriceSchedulePage) } }, async (request) =>
    ok(await goods.schedulePage(request.query)),
  );
  app.post('/v1/priceSchedule/add', { ...guard, schema: { tags, summary: '运营：定时调价', body: PriceScheduleAddBody, response: answers(PriceSchedule) } }, async (request) =>
    ok(await goods.addSchedule(actorOf(request), request.body), '调价已计划'),
  );
  app.post('/v1/priceSchedule/cancel/:id', { ...guard, schema: { tags, summary: '运营：取消未生效的调价', params: IdParams, response: answers(PriceSchedule) } }, async (request) =>
    ok(await goods.cancelSchedule(actorOf(request), request.params.id), '调价已取消'),
  );

  // ---- Regions ----
  app.get('/v1/region/page', { ...guard, schema: { tags, summary: '运营：地域列表', querystring: RegionQuery, response: answers(AdminRegionPage) } }, async (request) =>
    ok(await goods.regionPage(request.query)),
  );
  app.post('/v1/region/add', { ...guard, schema: { tags, summary: '运营：新建地域', body: RegionAddBody, response: answers(AdminRegion) } }, async (request) =>
    ok(await goods.addRegion(actorOf(request), request.body), '地域已创建'),
  );
  app.patch(
    '/v1/region/update/:code',
    { ...guard, schema: { tags, summary: '运营：修改地域', params: RegionParams, body: RegionUpdateBody, response: answers(AdminRegion) } },
    async (request) => ok(await goods.updateRegion(actorOf(request), request.params.code, request.body), '地域已保存'),
  );

  // ---- Hosts ----
  app.get('/v1/host/page', { ...guard, schema: { tags, summary: '运营：主机列表', querystring: AdminHostQuery, response: answers(AdminHostPage) } }, async (request) =>
    ok(await goods.hostPage(request.query)),
  );
  app.post('/v1/host/add', { ...guard, schema: { tags, summary: '运营：添加主机', body: HostAddBody, response: answers(AdminHost) } }, async (request) =>
    ok(await goods.addHost(actorOf(request), request.body), '主机已添加'),
  );
  app.patch(
    '/v1/host/update/:id',
    { ...guard, schema: { tags, summary: '运营：修改主机（总卡数不能少于在用卡数）', params: IdParams, body: HostUpdateBody, response: answers(AdminHost) } },
    async (request) => ok(await goods.updateHost(actorOf(request), request.params.id, request.body), '主机已保存'),
  );
  app.post('/v1/host/online/:id', { ...guard, schema: { tags, summary: '运营：主机上线', params: IdParams, response: answers(AdminHost) } }, async (request) =>
    ok(await goods.setHostStatus(actorOf(request), request.params.id, 'online'), '主机已上线'),
  );
  app.post(
    '/v1/host/maintenance/:id',
    { ...guard, schema: { tags, summary: '运营：主机转入维护（不再接单，运行中的实例不受影响）', params: IdParams, response: answers(AdminHost) } },
    async (request) => ok(await goods.setHostStatus(actorOf(request), request.params.id, 'maintenance'), '主机已转入维护'),
  );

  // ---- Maintenance windows ----
  app.get('/v1/hostMaintenance/page', { ...guard, schema: { tags, summary: '运营：维护计划', querystring: MaintenanceQuery, response: answers(MaintenancePage) } }, async (request) =>
    ok(await goods.maintenancePage(request.query)),
  );
  app.post('/v1/hostMaintenance/add', { ...guard, schema: { tags, summary: '运营：计划维护窗口', body: MaintenanceAddBody, response: answers(MaintenanceWindow) } }, async (request) =>
    ok(await goods.addMaintenance(actorOf(request), request.body), '维护已计划'),
  );
  app.post(
    '/v1/hostMaintenance/cancel/:id',
    { ...guard, schema: { tags, summary: '运营：取消维护（未开始的删除，进行中的立即结束）', params: IdParams, response: answers(Empty) } },
    async (request) => {
      await goods.cancelMaintenance(actorOf(request), request.params.id);
      return ok(null, '维护已取消');
    },
  );
};

export default goodsRoutes;
