import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { answers, Empty, IdParams } from '../../../src/shared/contracts/common';
import {
  Estimate,
  EstimateBody,
  OrderBaseIdParams,
  PlanBody,
  PlanPage,
  PlanQuery,
  PlanUpdateBody,
  PlanView,
  SupplierProfile,
  SupplierProfileBody,
  VenderOrderDetail,
  VenderOrderPage,
  VenderOrderQuery,
} from '../../../src/shared/contracts/supplier';
import { ok } from '../../lib/envelope';
import { caller } from '../../plugins/auth';

const Submitted = z.object({ status: z.literal('pending_review') });

/**
 * SPEC §7 supplier calls (exact paths): becoming a supplier, supply plans and the orders on the
 * supplier's machines. Files are in oss-routes.ts, weekly statements in statement-routes.ts.
 */
const supplierRoutes: FastifyPluginAsyncZod = async (app) => {
  const auth = { preHandler: app.requireAuth };
  const supplier = { preHandler: app.requireRole('supplier') };
  const tags = ['supplier'];

  // ---- Becoming a supplier ----
  app.post(
    '/v1/resourceSupplier/addResourceSupplier',
    { ...auth, schema: { tags, summary: '申请成为供应商（需已通过实名认证）', body: SupplierProfileBody, response: answers(Submitted) } },
    async (request) => ok(await app.suppliers.saveProfile(caller(request).userId, request.body, 'add'), '提交成功，请等待审核'),
  );
  app.patch(
    '/v1/resourceSupplier/updateResourceSupplier',
    { ...auth, schema: { tags, summary: '修改供应商资料并重新提交审核', body: SupplierProfileBody, response: answers(Submitted) } },
    async (request) => ok(await app.suppliers.saveProfile(caller(request).userId, request.body, 'update'), '提交成功，请等待审核'),
  );
  app.get(
    '/v1/resourceSupplier/getResourceSupplierInfo',
    { ...auth, schema: { tags, summary: '我的供应商资料与审核状态', response: answers(SupplierProfile) } },
    async (request) => ok(await app.suppliers.profile(caller(request).userId)),
  );

  // ---- Supply plans ----
  const plans = app.suppliers.plans;
  app.get('/v1/resourceSupplierPlan/page', { ...supplier, schema: { tags, summary: '我的供应方案', querystring: PlanQuery, response: answers(PlanPage) } }, async (request) =>
    ok(await plans.page(caller(request).userId, request.query)),
  );
  app.get(
    '/v1/resourceSupplierPlan/getPlanInfo/:id',
    { ...supplier, schema: { tags, summary: '供应方案详情', params: IdParams, response: answers(PlanView) } },
    async (request) => ok(await plans.get(caller(request).userId, request.params.id)),
  );
  app.post('/v1/resourceSupplierPlan/addPlan', { ...supplier, schema: { tags, summary: '新增供应方案（草稿）', body: PlanBody, response: answers(PlanView) } }, async (request) =>
    ok(await plans.add(caller(request).userId, request.body), '已保存'),
  );
  app.patch(
    '/v1/resourceSupplierPlan/updatePlan',
    { ...supplier, schema: { tags, summary: '修改供应方案（已发布的方案生成待审修订）', body: PlanUpdateBody, response: answers(PlanView) } },
    async (request) => ok(await plans.update(caller(request).userId, request.body), '已保存'),
  );
  const action = (path: string, summary: string, run: (userId: number, id: number) => Promise<unknown>, message: string) =>
    app.post(path, { ...supplier, schema: { tags, summary, params: IdParams, response: answers(PlanView) } }, async (request) =>
      ok((await run(caller(request).userId, request.params.id)) as z.infer<typeof PlanView>, message),
    );
  action('/v1/resourceSupplierPlan/launchExamine/:id', '提交审核', plans.launchExamine, '已提交审核');
  action('/v1/resourceSupplierPlan/cancelExamine/:id', '撤回审核', plans.cancelExamine, '已撤回审核');
  action('/v1/resourceSupplierPlan/publish/:id', '发布上架（机器进入算力市场）', plans.publish, '已发布');
  action('/v1/resourceSupplierPlan/notPublish/:id', '下架（不再接新订单，运行中的租用不受影响）', plans.notPublish, '已下架');
  app.post(
    '/v1/resourceSupplierPlan/deletePlan/:id',
    { ...supplier, schema: { tags, summary: '删除方案（无租用中的机器时）', params: IdParams, response: answers(Empty) } },
    async (request) => ok(await plans.remove(caller(request).userId, request.params.id), '已删除'),
  );
  app.post(
    '/v1/resourceSupplierPlan/estimate',
    { ...supplier, schema: { tags, summary: '按市场可比价格估算周收入', body: EstimateBody, response: answers(Estimate) } },
    async (request) => ok(await app.suppliers.estimate(request.body)),
  );

  // ---- Vendor orders ----
  app.get('/v1/venderOrder/page', { ...supplier, schema: { tags, summary: '供应商订单（我的机器上的订单）', querystring: VenderOrderQuery, response: answers(VenderOrderPage) } }, async (request) =>
    ok(await app.suppliers.orders.page(caller(request).userId, request.query)),
  );
  app.get(
    '/v1/venderOrder/detail/:orderBaseId',
    { ...supplier, schema: { tags, summary: '供应商订单详情', params: OrderBaseIdParams, response: answers(VenderOrderDetail) } },
    async (request) => ok(await app.suppliers.orders.detail(caller(request).userId, request.params.orderBaseId)),
  );

};

export default supplierRoutes;
