import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { GATEWAY_PREFIX } from '../../plugins/envelope';
import billRoutes from './bill-routes';
import imageRoutes from './image-routes';
import type { ComputeContext } from './instances';
import instanceRoutes from './instance-routes';
import { computeJobs } from './jobs';
import orderRoutes from './order-routes';
import { SimulatedProvider, type ComputeProvider } from './provider';
import repository from './repository';

declare module 'fastify' {
  interface FastifyInstance {
    compute: ComputeContext;
  }
}

export interface ComputeModuleOptions {
  /** What runs containers; the simulated provider unless a production one is given. */
  provider?: ComputeProvider;
}

/**
 * Elastic GPU containers: orders, instances and their lifecycle on the compute provider, images,
 * metering and bills, with their jobs (transitions, metering, funds, prepaid terms, auto-release).
 */
async function computeModule(app: FastifyInstance, opts: ComputeModuleOptions) {
  const ctx: ComputeContext = { db: app.db, clock: app.clock, provider: opts.provider ?? new SimulatedProvider(), messenger: app.messenger, inventory: app.inventory };
  app.decorate('compute', ctx);
  for (const job of computeJobs(ctx)) app.jobs.register(job);
  await app.register(repository);
  for (const routes of [orderRoutes, instanceRoutes, imageRoutes, billRoutes]) await app.register(routes, { prefix: GATEWAY_PREFIX });
}

export default fp(computeModule, { name: 'compute', dependencies: ['db', 'jobs', 'notify', 'market', 'wallet'] });
