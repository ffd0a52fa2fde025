import { and, desc, eq, isNull } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { instances } from '../../db/schema';
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
};

export default computeRoutes;
