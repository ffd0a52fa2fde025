import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ComputeContext } from '../modules/compute/instances';
import { SimulatedProvider, type ComputeProvider } from '../modules/compute/provider';
import { ComputeWorker } from '../modules/compute/worker';
import { MarketCatalog } from '../modules/market/goods';

declare module 'fastify' {
  interface FastifyInstance {
    compute: ComputeContext;
    worker: ComputeWorker;
    /** The market's offers, cached for listings; invalidate() after taking or freeing cards, offersChanged() after editing offers. */
    market: MarketCatalog;
  }
}

export interface ComputePluginOptions {
  /** What runs containers; the simulated provider unless a production one is given. */
  provider?: ComputeProvider;
  /** How often the background worker ticks; 0 leaves it to `app.worker.runOnce()` (tests). */
  workerIntervalMs: number;
}

/** The compute business's context (database, clock, provider, messenger), the market catalog and the background worker. */
async function computePlugin(app: FastifyInstance, opts: ComputePluginOptions) {
  const ctx: ComputeContext = { db: app.db, clock: app.clock, provider: opts.provider ?? new SimulatedProvider(), messenger: app.messenger };
  const worker = new ComputeWorker(ctx, app.log.child({ module: 'compute-worker' }));
  app.decorate('compute', ctx);
  const market = await MarketCatalog.open(app.database);
  app.decorate('market', market);
  app.addHook('onClose', () => market.close());
  app.decorate('worker', worker);
  if (opts.workerIntervalMs > 0) {
    app.addHook('onReady', async () => worker.start(opts.workerIntervalMs));
  }
  app.addHook('preClose', () => worker.stop());
}

export default fp(computePlugin, { name: 'compute', dependencies: ['db'] });
