import { and, desc, eq, gte, isNull, lt, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { Code } from '../../../src/shared/core/codes';
import { billLines, containerGoods, images, instances, orders, regions } from '../../db/schema';
import { BizError, notFound, ok } from '../../lib/envelope';
import { countAll, orderBy, paginate } from '../../lib/paging';
import { toShanghaiIso } from '../../lib/time';
import { id, idParams, pageQuery, text } from '../../lib/zod';
import { caller } from '../../plugins/auth';
import { PREPAID } from '../market/pricing';
import { renameInstance, releaseInstance, restartInstance, saveImage, startInstance, stopInstance } from './instances';
import { createOrder } from './orders';
import { instanceView, instanceViews, listInstances } from './views';

const STATUSES = ['creating', 'running', 'stopping', 'stopped', 'starting', 'releasing', 'released', 'failed'] as const;
const orderBaseId = z.string().regex(/^GO\d{20}$/, '订单号格式不正确');
const instanceName = text(40).refine((v) => [...v].every((c) => c.charCodeAt(0) >= 32), '名称不能包含控制字符');
const iso = (at: Date | null) => (at ? toShanghaiIso(at) : null);

const CreateOrderBody = z
  .object({
    goodsId: id,
    gpuNumber: z.number().int().min(1, '卡数至少为1').max(16, '卡数超出单机上限'),
    billingMode: z.enum(['timed', 'common']),
    periodUnit: z.enum(Object.keys(PREPAID) as ['day', 'week', 'month']).optional(),
    periodCount: z.number().int().min(1, '周期数至少为1').max(12, '周期数最多为12').optional(),
    imageId: id,
    instanceName: instanceName.optional(),
  })
  .refine((b) => b.billingMode !== 'common' || b.periodUnit, { message: '包年包月须选择周期', path: ['periodUnit'] });

const computeRoutes: FastifyPluginAsyncZod = async (app) => {
  const auth = { preHandler: app.requireAuth };
  // Orders and instance actions take or give back cards: the market listing shows it at once.
  app.addHook('onSend', async (request, _reply, payload) => {
    if (request.method !== 'GET' && /^\/gateway\/v1\/(order\/createOrder|container\/)/.test(request.url)) app.market.invalidate();
    return payload;
  });
  const view = (userId: number, instanceId: number) => instanceView(app.db, app.clock, userId, instanceId);

  // ---- Orders -------------------------------------------------------------------------------

  app.post(
    '/v1/order/createOrder',
    {
      ...auth,
      schema: {
        tags: ['order'],
        summary: '下单：选机、付款并开始创建实例（Idempotency-Key 防重复）',
        headers: z.object({ 'idempotency-key': z.string().min(8).max(64).regex(/^[\w-]+$/, '幂等键格式不正确').optional() }),
        body: CreateOrderBody,
      },
    },
    async (request) => {
      const { userId } = caller(request);
      const order = await createOrder(app.compute, { userId, ...request.body, idempotencyKey: request.headers['idempotency-key'] });
      return ok(order, '下单成功，实例创建中');
    },
  );

  app.get(
    '/v1/order/page',
    { ...auth, schema: { tags: ['order'], summary: '我的订单', querystring: pageQuery.extend({ status: z.enum(['paid', 'cancelled', 'failed']).optional() }) } },
    async (request) => {
      const { userId } = caller(request);
      const where = and(eq(orders.userId, userId), request.query.status ? eq(orders.status, request.query.status) : undefined);
      const page = await paginate(
        app.db
          .select({
            orderBaseId: orders.id,
            orderType: orders.orderType,
            status: orders.status,
            billingMode: orders.billingMode,
            periodUnit: orders.periodUnit,
            periodCount: orders.periodCount,
            gpuType: containerGoods.aliasGpuType,
            gpuNumber: orders.gpuNumber,
            amount: orders.amount,
            instanceName: orders.instanceName,
            instanceId: orders.instanceId,
            createdAt: orders.createdAt,
          })
          .from(orders)
          .innerJoin(containerGoods, eq(containerGoods.id, orders.goodsId))
          .where(where)
          .orderBy(orderBy(request.query, { createdAt: orders.createdAt, amount: orders.amount }, desc(orders.createdAt)))
          .$dynamic(),
        app.db.select({ total: countAll }).from(orders).where(where),
        request.query,
      );
      return ok({ ...page, records: page.records.map((r) => ({ ...r, createdAt: iso(r.createdAt) })) });
    },
  );

  app.get(
    '/v1/order/detail/:orderBaseId',
    { ...auth, schema: { tags: ['order'], summary: '订单详情', params: z.object({ orderBaseId }) } },
    async (request) => {
      const { userId } = caller(request);
      const [row] = await app.db
        .select({
          order: orders,
          gpuType: containerGoods.aliasGpuType,
          areaInfo: regions.name,
          imageName: images.name,
          instanceStatus: instances.status,
          billedAmount: sql<string>`(select coalesce(sum(${billLines.amount}), 0)::text from ${billLines} where ${billLines.orderId} = ${orders.id})`,
        })
        .from(orders)
        .innerJoin(containerGoods, eq(containerGoods.id, orders.goodsId))
        .innerJoin(regions, eq(regions.code, containerGoods.regionCode))
        .leftJoin(images, eq(images.id, orders.imageId))
        .leftJoin(instances, eq(instances.id, orders.instanceId))
        .where(and(eq(orders.id, request.params.orderBaseId), eq(orders.userId, userId)));
      if (!row) throw notFound('订单不存在');
      const o = row.order;
      return ok({
        orderBaseId: o.id,
        orderType: o.orderType,
        status: o.status,
        billingMode: o.billingMode,
        periodUnit: o.periodUnit,
        periodCount: o.periodCount,
        gpuType: row.gpuType,
        gpuNumber: o.gpuNumber,
        areaInfo: row.areaInfo,
        imageName: row.imageName,
        amount: o.amount,
        billedAmount: Number(row.billedAmount).toFixed(2),
        instanceId: o.instanceId,
        instanceName: o.instanceName,
        instanceStatus: row.instanceStatus,
        createdAt: iso(o.createdAt),
        paidAt: iso(o.paidAt),
      });
    },
  );

  // ---- Instances ----------------------------------------------------------------------------

  app.get(
    '/v1/container/page',
    { ...auth, schema: { tags: ['container'], summary: '我的容器实例', querystring: pageQuery.extend({ status: z.enum(STATUSES).optional() }) } },
    async (request) => {
      const { userId } = caller(request);
      const { current, size, status } = request.query;
      const { rows, total } = await listInstances(app.db, userId, status ? eq(instances.status, status) : undefined, { current, size });
      return ok({ records: await instanceViews(app.db, app.clock, rows), total, current, size, pages: Math.ceil(total / size) });
    },
  );

  app.get('/v1/container/detail/:id', { ...auth, schema: { tags: ['container'], summary: '实例详情', params: idParams } }, async (request) =>
    ok(await view(caller(request).userId, request.params.id)),
  );

  app.get(
    '/v1/container/sshPassword/:id',
    { ...auth, schema: { tags: ['container'], summary: '查看 SSH 密码', params: idParams } },
    async (request, reply) => {
      const { userId } = caller(request);
      const [row] = await app.db
        .select({ password: instances.sshPassword, status: instances.status })
        .from(instances)
        .where(and(eq(instances.id, request.params.id), eq(instances.userId, userId)));
      if (!row || row.status === 'released') throw notFound('实例不存在');
      reply.header('cache-control', 'no-store');
      return ok({ password: row.password });
    },
  );

  const action = (name: string, summary: string, run: (userId: number, instanceId: number) => Promise<unknown>, msg: string) =>
    app.post(`/v1/container/${name}/:id`, { ...auth, schema: { tags: ['container'], summary, params: idParams } }, async (request) => {
      const { userId } = caller(request);
      await run(userId, request.params.id);
      return ok(await view(userId, request.params.id), msg);
    });

  action('stop', '关机', (u, i) => stopInstance(app.compute, u, i), '实例关机中');
  action('restart', '重启', (u, i) => restartInstance(app.compute, u, i), '实例重启中');
  action('release', '释放（须先关机）', (u, i) => releaseInstance(app.compute, u, i), '实例释放中');

  app.post(
    '/v1/container/start/:id',
    {
      ...auth,
      schema: {
        tags: ['container'],
        summary: '开机（主机满载时可无卡开机或迁移）',
        params: idParams,
        body: z.object({ mode: z.enum(['gpu', 'no_gpu', 'migrate']).default('gpu') }).nullish(),
      },
    },
    async (request) => {
      const { userId } = caller(request);
      await startInstance(app.compute, userId, request.params.id, request.body?.mode ?? 'gpu');
      return ok(await view(userId, request.params.id), '实例开机中');
    },
  );

  app.post(
    '/v1/container/saveImage/:id',
    { ...auth, schema: { tags: ['container'], summary: '保存为私有镜像（须先关机）', params: idParams, body: z.object({ name: instanceName }) } },
    async (request) => {
      const { userId } = caller(request);
      const image = await saveImage(app.compute, userId, request.params.id, request.body.name);
      return ok(imageView(image, null), '镜像保存中');
    },
  );

  app.patch(
    '/v1/container/update/:id',
    { ...auth, schema: { tags: ['container'], summary: '重命名实例', params: idParams, body: z.object({ name: instanceName }) } },
    async (request) => {
      const { userId } = caller(request);
      await renameInstance(app.compute, userId, request.params.id, request.body.name);
      return ok(await view(userId, request.params.id), '已重命名');
    },
  );

  // ---- Images -------------------------------------------------------------------------------

  app.get('/v1/image/public', { schema: { tags: ['image'], summary: '公共镜像' } }, async () =>
    ok(
      await app.db
        .select({ id: images.id, name: images.name, framework: images.framework, description: images.description, sizeGb: images.sizeGb })
        .from(images)
        .where(and(isNull(images.userId), isNull(images.deletedAt)))
        .orderBy(images.id),
    ),
  );

  app.get('/v1/image/page', { ...auth, schema: { tags: ['image'], summary: '我的私有镜像', querystring: pageQuery } }, async (request) => {
    const { userId } = caller(request);
    const where = and(eq(images.userId, userId), isNull(images.deletedAt));
    const page = await paginate(
      app.db
        .select({ image: images, sourceInstanceName: instances.name })
        .from(images)
        .leftJoin(instances, eq(instances.id, images.sourceInstanceId))
        .where(where)
        .orderBy(desc(images.id))
        .$dynamic(),
      app.db.select({ total: countAll }).from(images).where(where),
      request.query,
    );
    return ok({ ...page, records: page.records.map((r) => imageView(r.image, r.sourceInstanceName)) });
  });

  app.delete('/v1/image/delete/:id', { ...auth, schema: { tags: ['image'], summary: '删除私有镜像', params: idParams } }, async (request) => {
    const { userId } = caller(request);
    const [image] = await app.db
      .select()
      .from(images)
      .where(and(eq(images.id, request.params.id), eq(images.userId, userId), isNull(images.deletedAt)));
    if (!image) throw notFound('镜像不存在');
    if (image.saveState === 'saving') throw new BizError(Code.ERROR, '镜像正在保存，完成后才能删除');
    await app.db.update(images).set({ deletedAt: app.clock.now() }).where(eq(images.id, image.id));
    return ok(null, '镜像已删除');
  });

  // ---- Bills --------------------------------------------------------------------------------

  app.get(
    '/v1/bill/page',
    {
      ...auth,
      schema: {
        tags: ['bill'],
        summary: '账单明细',
        querystring: pageQuery.extend({
          instanceId: id.optional(),
          orderBaseId: orderBaseId.optional(),
          kind: z.enum(['gpu', 'gpu_free', 'storage', 'prepaid']).optional(),
          startTime: z.iso.datetime({ offset: true }).optional(),
          endTime: z.iso.datetime({ offset: true }).optional(),
        }),
      },
    },
    async (request) => {
      const { userId } = caller(request);
      const q = request.query;
      const where = and(
        eq(billLines.userId, userId),
        q.instanceId ? eq(billLines.instanceId, q.instanceId) : undefined,
        q.orderBaseId ? eq(billLines.orderId, q.orderBaseId) : undefined,
        q.kind ? eq(billLines.kind, q.kind) : undefined,
        q.startTime ? gte(billLines.periodStart, new Date(q.startTime)) : undefined,
        q.endTime ? lt(billLines.periodStart, new Date(q.endTime)) : undefined,
      );
      const [page, [sum]] = await Promise.all([
        paginate(
          app.db
            .select({ line: billLines, instanceName: instances.name })
            .from(billLines)
            .innerJoin(instances, eq(instances.id, billLines.instanceId))
            .where(where)
            .orderBy(orderBy(q, { periodStart: billLines.periodStart, amount: billLines.amount }, desc(billLines.periodStart)), desc(billLines.id))
            .$dynamic(),
          app.db.select({ total: countAll }).from(billLines).where(where),
          q,
        ),
        app.db
          .select({
            amount: sql<string>`coalesce(sum(${billLines.amount}), 0)::text`,
            covered: sql<string>`coalesce(sum(${billLines.covered}), 0)::text`,
            shortfall: sql<string>`coalesce(sum(${billLines.shortfall}), 0)::text`,
          })
          .from(billLines)
          .where(where),
      ]);
      return ok({
        ...page,
        totalAmount: Number(sum!.amount).toFixed(2),
        totalCovered: Number(sum!.covered).toFixed(2),
        totalShortfall: Number(sum!.shortfall).toFixed(2),
        records: page.records.map(({ line, instanceName }) => ({
          id: line.id,
          instanceId: line.instanceId,
          instanceName,
          orderBaseId: line.orderId,
          kind: line.kind,
          periodStart: iso(line.periodStart),
          periodEnd: iso(line.periodEnd),
          minutes: line.minutes,
          gpuNumber: line.gpuNumber,
          unitPrice: line.unitPrice,
          rangeLabel: line.rangeLabel,
          amount: line.amount,
          cardMinutes: line.cardMinutes,
          covered: line.covered,
          shortfall: line.shortfall,
          createdAt: iso(line.createdAt),
        })),
      });
    },
  );
};

function imageView(image: typeof images.$inferSelect, sourceInstanceName: string | null) {
  return {
    id: image.id,
    name: image.name,
    framework: image.framework,
    sizeGb: image.sizeGb,
    saveState: image.saveState,
    sourceInstanceId: image.sourceInstanceId,
    sourceInstanceName,
    createdAt: iso(image.createdAt),
  };
}

export default computeRoutes;
