import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { GATEWAY_PREFIX } from '../../plugins/envelope';
import { evaluateBudgets } from './evaluate';
import routes from './routes';

/** Budgets and balance alerts (/bss-overview): evaluated once a minute, each threshold alerted once per period. */
async function budgetModule(app: FastifyInstance) {
  const ctx = { db: app.db, clock: app.clock, messenger: app.messenger, compute: app.compute };
  app.jobs.register({ name: 'budget alerts', every: 'minute', run: () => evaluateBudgets(ctx) });
  await app.register(routes, { prefix: GATEWAY_PREFIX });
}

export default fp(budgetModule, { name: 'budget', dependencies: ['db', 'jobs', 'notify', 'notice', 'wallet', 'compute', 'costs'] });
