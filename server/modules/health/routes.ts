import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope';

const startedAt = Date.now();

/** GET /gateway/health: is the gateway up, and can it reach its database? */
const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/health', { schema: { tags: ['system'], summary: '健康检查' } }, async (_request, reply) => {
    let database: 'up' | 'down' = 'up';
    try {
      await app.database.ping();
    } catch (error) {
      app.log.error({ err: error }, 'database ping failed');
      database = 'down';
    }
    if (database === 'down') reply.status(503);
    return ok({
      status: database === 'up' ? 'up' : 'degraded',
      database: { kind: app.database.kind, status: database },
      uptimeSeconds: Math.round((Date.now() - startedAt) / 1000),
    });
  });
};

export default healthRoutes;
