import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { answers, Ok } from '../../../src/shared/contracts/common';
import { Health } from '../../../src/shared/contracts/system';
import { ok } from '../../lib/envelope';

const startedAt = Date.now();

/**
 * How long one database ping answers for. Load balancers and monitors poll health often; a ping
 * per request would make health cost what a query costs (on PGlite, a third of the CPU under
 * load). A database that goes down still shows within this time.
 */
export const PING_EVERY_MS = 1000;

/** GET /gateway/health: is the gateway up, and can it reach its database? */
const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  let last: { at: number; up: boolean } | null = null;
  let pinging: Promise<boolean> | null = null;

  const ping = async () => {
    try {
      await app.database.ping();
      return true;
    } catch (error) {
      app.log.error({ err: error }, 'database ping failed');
      return false;
    }
  };

  /** Whether the database answered its latest ping; concurrent callers share one ping. */
  const databaseUp = async () => {
    if (last && performance.now() - last.at < PING_EVERY_MS) return last.up;
    pinging ??= ping().then((up) => {
      last = { at: performance.now(), up };
      pinging = null;
      return up;
    });
    return pinging;
  };

  // A degraded gateway answers the same body with HTTP 503, so balancers need not parse it.
  const response = { ...answers(Health), 503: Ok(Health) };
  app.get('/health', { schema: { tags: ['system'], summary: '健康检查', response } }, async (_request, reply) => {
    const up = await databaseUp();
    if (!up) reply.status(503);
    return ok<Health>({
      status: up ? 'up' : 'degraded',
      database: { kind: app.database.kind, status: up ? 'up' : 'down' },
      uptimeSeconds: Math.round((Date.now() - startedAt) / 1000),
    });
  });
};

export default healthRoutes;
