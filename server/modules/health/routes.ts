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
type DatabaseStatus = Health['database']['status'];

const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  let last: { at: number; status: DatabaseStatus } | null = null;
  let pinging: { startedAt: number; done: Promise<DatabaseStatus> } | null = null;
  const stuckMs = app.env.DB_STUCK_MS;

  const ping = async (): Promise<DatabaseStatus> => {
    try {
      await app.database.ping();
      return 'up';
    } catch (error) {
      app.log.error({ err: error }, 'database ping failed');
      return 'down';
    }
  };

  /**
   * The database's latest state; concurrent callers share one ping. A ping unanswered after
   * DB_STUCK_MS means the database is stuck: say so at once rather than hang with it (the ping
   * stays pending and the state recovers when it answers).
   */
  const databaseStatus = async (): Promise<DatabaseStatus> => {
    if (last && performance.now() - last.at < PING_EVERY_MS) return last.status;
    if (!pinging) {
      const current = {
        startedAt: performance.now(),
        done: ping().then((status) => {
          last = { at: performance.now(), status };
          pinging = null;
          return status;
        }),
      };
      pinging = current;
    }
    const waited = performance.now() - pinging.startedAt;
    if (waited >= stuckMs) return 'stuck';
    // A database that answered less than DB_STUCK_MS ago is not stuck: while the new ping waits (on
    // PGlite's one connection, behind a transaction such as a photo call's charge) the last answer
    // stands, so health never queues behind the database's work.
    if (last && performance.now() - last.at < stuckMs) return last.status;
    let timer: NodeJS.Timeout | undefined;
    const stuck = new Promise<DatabaseStatus>((resolve) => {
      timer = setTimeout(() => resolve('stuck'), stuckMs - waited);
    });
    try {
      return await Promise.race([pinging.done, stuck]);
    } finally {
      clearTimeout(timer);
    }
  };

  // A degraded gateway answers the same body with HTTP 503, so balancers need not parse it.
  const response = { ...answers(Health), 503: Ok(Health) };
  app.get('/health', { schema: { tags: ['system'], summary: '健康检查', response } }, async (_request, reply) => {
    const status = await databaseStatus();
    if (status !== 'up') reply.status(503);
    return ok<Health>({
      status: status === 'up' ? 'up' : 'degraded',
      database: { kind: app.database.kind, status },
      uptimeSeconds: Math.round((Date.now() - startedAt) / 1000),
    });
  });
};

export default healthRoutes;
