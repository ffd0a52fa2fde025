import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { GATEWAY_PREFIX } from '../../plugins/envelope';
import { autoscale, completeServiceTransitions, lifecycle, type ServiceContext, type ServiceLifecycle } from './lifecycle';
import { meterDueServices, meterService } from './metering';
import openAiRoutes from './open-routes';
import { dueTransitions, runningServices } from './queries';
import routes from './routes';
import { serviceReads } from './views';

declare module 'fastify' {
  interface FastifyInstance {
    /** 模型服务: deployments on GPU goods behind the OpenAI-compatible gateway. */
    modelServices: { lifecycle: ServiceLifecycle; reads: ReturnType<typeof serviceReads>; meter: (id: number) => Promise<unknown> };
  }
}

/**
 * Model services (issue 23): deploy, scale (to zero), meter per second into the bills, and the
 * OpenAI-compatible gateway that forwards to each service's upstream and bills its tokens.
 */
async function modelServiceModule(app: FastifyInstance) {
  const ctx: ServiceContext = { db: app.db, clock: app.clock, provider: app.compute.provider, inventory: app.inventory, accessPoints: app.accessPoints };
  app.decorate('modelServices', { lifecycle: lifecycle(ctx), reads: serviceReads(app.db, app.clock), meter: (id: number) => meterService(ctx, id) });
  app.jobs.register({ name: 'model service transitions', every: 'tick', run: async () => ({ completed: await completeServiceTransitions(ctx, await dueTransitions(app.db, app.clock.now())) }) });
  app.jobs.register({ name: 'model service autoscale', every: 'tick', run: async () => ({ scaled: await autoscale(ctx, await runningServices(app.db)) }) });
  app.jobs.register({ name: 'model service metering', every: 'minute', run: () => meterDueServices(ctx) });
  await app.register(routes, { prefix: GATEWAY_PREFIX });
  await app.register(openAiRoutes, { prefix: `${GATEWAY_PREFIX}/open` });
}

export default fp(modelServiceModule, { name: 'model-service', dependencies: ['db', 'jobs', 'wallet', 'inference', 'market', 'compute'] });
