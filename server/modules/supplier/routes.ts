import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { answers, answersFile, Empty, IdParams } from '../../../src/shared/contracts/common';
import {
  DisputeBody,
  EarningsOverview,
  Estimate,
  EstimateBody,
  OrderBaseIdParams,
  OssFileQuery,
  OssFileUrl,
  OssFileUrlQuery,
  OssPolicy,
  OssSecretQuery,
  OssUploadBody,
  OssUploaded,
  PlanBody,
  PlanPage,
  PlanQuery,
  PlanUpdateBody,
  PlanView,
  StatementDetail,
  StatementPage,
  StatementQuery,
  SupplierProfile,
  SupplierProfileBody,
  VenderOrderDetail,
  VenderOrderPage,
  VenderOrderQuery,
} from '../../../src/shared/contracts/supplier';
import { notFound, ok, paramError } from '../../lib/envelope';
import { caller } from '../../plugins/auth';
import { contentTypeOfKey, isPlanFileKey } from './oss';
import { statementCsv } from './export';
import { statementPdf } from './statement-pdf';

const FILE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'application/pdf'];
const Submitted = z.object({ status: z.literal('pending_review') });

/** SPEC §7 supplier calls (exact paths), and the workbench's own supplier resources in the spec's style. */
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

  // ---- Object storage (plan photos and inspection reports) ----
  app.get(
    '/v1/oss/getOssSecret',
    { ...auth, schema: { tags: ['oss'], summary: '获取上传凭证（短时有效，限定对象、类型与大小）', querystring: OssSecretQuery, response: answers(OssPolicy) } },
    async (request) => ok(app.suppliers.oss.issue(caller(request).userId, request.query)),
  );
  app.post(
    '/v1/oss/upload',
    { ...auth, bodyLimit: 8 * 1024 * 1024, schema: { tags: ['oss'], summary: '按上传凭证上传文件（本地存储适配器）', body: OssUploadBody, response: answers(OssUploaded) } },
    async (request) => ok(await app.suppliers.oss.accept(app.storage, caller(request).userId, request.body), '上传成功'),
  );
  app.get(
    '/v1/oss/getSeoFileUrl',
    { ...auth, schema: { tags: ['oss'], summary: '获取文件的短时访问链接', querystring: OssFileUrlQuery, response: answers(OssFileUrl) } },
    async (request) => {
      const { key } = request.query;
      // Only a canonical key under the caller's own prefix that names a completed upload is signed.
      if (!isPlanFileKey(key, caller(request).userId) || !(await app.suppliers.oss.isOwnUpload(caller(request).userId, key))) throw notFound('文件不存在');
      return ok(app.suppliers.oss.link(key));
    },
  );
  app.get(
    '/v1/oss/file',
    { schema: { tags: ['oss'], summary: '按签名链接读取文件', querystring: OssFileQuery, response: answersFile('文件', FILE_TYPES) } },
    async (request, reply) => {
      const { key, expires, sig } = request.query;
      if (!app.suppliers.oss.checkLink(key, expires, sig)) throw paramError('sig', 'sig：链接无效或已过期');
      const bytes = isPlanFileKey(key) ? await app.storage.get(key) : null;
      if (!bytes) throw notFound('文件不存在');
      return reply.type(contentTypeOfKey(key)).header('Cache-Control', 'private, max-age=300').send(bytes);
    },
  );
  app.get(
    '/v1/oss/review/:id',
    {
      preHandler: app.requirePermission('review:supply_plan'),
      schema: { tags: ['oss'], summary: '审核：查看方案的文件', params: IdParams, querystring: OssFileUrlQuery, response: answersFile('文件', FILE_TYPES) },
    },
    async (request, reply) => {
      const { key } = request.query;
      const bytes = isPlanFileKey(key) && (await plans.fileOf(request.params.id, key)) ? await app.storage.get(key) : null;
      if (!bytes) throw notFound('文件不存在');
      return reply.type(contentTypeOfKey(key)).header('Cache-Control', 'private, no-store').send(bytes);
    },
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

  // ---- Statements ----
  const statements = app.suppliers.statements;
  app.get('/v1/supplierStatement/page', { ...supplier, schema: { tags, summary: '周结算单', querystring: StatementQuery, response: answers(StatementPage) } }, async (request) =>
    ok(await statements.page(caller(request).userId, request.query)),
  );
  app.get('/v1/supplierStatement/overview', { ...supplier, schema: { tags, summary: '收益概览', response: answers(EarningsOverview) } }, async (request) =>
    ok(await statements.overview(caller(request).userId)),
  );
  app.get('/v1/supplierStatement/detail/:id', { ...supplier, schema: { tags, summary: '结算单详情', params: IdParams, response: answers(StatementDetail) } }, async (request) =>
    ok(await statements.detail(caller(request).userId, request.params.id)),
  );
  app.post(
    '/v1/supplierStatement/confirm/:id',
    { ...supplier, schema: { tags, summary: '确认结算单（净收入计入钱包）', params: IdParams, response: answers(StatementDetail) } },
    async (request) => ok(await statements.confirm(caller(request).userId, request.params.id), '已确认，收入已计入钱包'),
  );
  app.post(
    '/v1/supplierStatement/dispute/:id',
    { ...supplier, schema: { tags, summary: '对结算单提出异议', params: IdParams, body: DisputeBody, response: answers(StatementDetail) } },
    async (request) => ok(await statements.dispute(caller(request).userId, request.params.id, request.body.reason), '已提交异议'),
  );
  /** The caller's statement `id` as a file to download, rendered by `render`. */
  const statementFile = async (
    request: FastifyRequest,
    reply: FastifyReply,
    id: number,
    file: { type: string; extension: string; render: (detail: StatementDetail) => string | Buffer | Promise<string | Buffer> },
  ) => {
    const detail = await statements.detail(caller(request).userId, id);
    return reply
      .type(file.type)
      .header('Content-Disposition', `attachment; filename="statement-${detail.id}.${file.extension}"`)
      .send(await file.render(detail));
  };
  app.get(
    '/v1/supplierStatement/export/:id',
    { ...supplier, schema: { tags, summary: '导出结算单（CSV）', params: IdParams, response: answersFile('结算单 CSV', ['text/csv']) } },
    async (request, reply) => statementFile(request, reply, request.params.id, { type: 'text/csv; charset=utf-8', extension: 'csv', render: statementCsv }),
  );
  app.get(
    '/v1/supplierStatement/pdf/:id',
    { ...supplier, schema: { tags, summary: '导出结算单（PDF，金额附中文大写）', params: IdParams, response: answersFile('结算单 PDF', ['application/pdf']) } },
    async (request, reply) => statementFile(request, reply, request.params.id, { type: 'application/pdf', extension: 'pdf', render: statementPdf }),
  );
};

/** Dev tools: close the current week's statements now (the worker closes each week after it ends). */
export const devSupplierRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/dev/supplier/closeWeek',
    { schema: { tags: ['dev'], summary: '开发用：立即结算本周（截至现在）', response: answers(z.object({ built: z.number().int() })) } },
    async () => ok({ built: await app.suppliers.closeWeeks(true) }),
  );
};

export default supplierRoutes;
