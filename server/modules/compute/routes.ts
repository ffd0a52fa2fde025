import { and, desc, eq, isNull } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { containerGoods, orders, instances } from '../../db/schema';
import { ok } from '../../lib/envelope';
import { countAll, orderBy, paginate } from '../../lib/paging';
import { pageQuery } from '../../lib/zod';
import { caller } from '../../plugins/auth';

const InstanceQuery = pageQuery.extend({ status: z.string().max(32).optional() });

const computeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/v1/container/page',
    { preHandler: app.requireAuth, schema: { tags: ['container'], summary: '我的容器实例', querystring: InstanceQuery } },
    async (request) => {
      const { userId } = caller(request);
      const where = and(
        eq(instances.userId, userId),
        isNull(instances.releasedAt),
        request.query.status ? eq(instances.status, request.query.status) : undefined,
      );
      const order = orderBy(request.query, { createdAt: instances.createdAt, name: instances.name }, desc(instances.id));
      return ok(
        await paginate(
          app.db.select().from(instances).where(where).orderBy(order).$dynamic(),
          app.db.select({ total: countAll }).from(instances).where(where),
          request.query,
        ),
      );
    },
  );

  app.get(
    '/v1/order/page',
    {
      preHandler: app.requireAuth,
      schema: { tags: ['order'], summary: '我的订单', querystring: pageQuery.extend({ status: z.enum(['paid', 'cancelled', 'failed']).optional() }) },
    },
    async (request) => {
      const { userId } = caller(request);
      const where = and(eq(orders.userId, userId), request.query.status ? eq(orders.status, request.query.status) : undefined);
      return ok(
        await paginate(
          app.db
            .select({
              orderBaseId: orders.id,
              orderType: orders.orderType,
              status: orders.status,
              billingMode: orders.billingMode,
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
        ),
      );
    },
  );
};

export default computeRoutes;
