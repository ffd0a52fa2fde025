import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ComputeContext } from './instances';
import { SimulatedProvider, type ComputeProvider } from './provider';
import { ComputeWorker } from './worker';
import { MarketCatalog } from '../market/catalog';
import { Inventory } from '../market/inventory';
import { applyDuePriceSchedules } from '../market/price-schedules';

declare module 'fastify' {
  interface FastifyInstance {
    compute: ComputeContext;
    worker: ComputeWorker;
    /** The market's offers, cached for listings; offersChanged() after editing offers (the inventory tells it of stock). */
    market: MarketCatalog;
    /** The hosts' cards: taken and given back inside inventory.transaction. */
    inventory: Inventory;
  }
}

export interface ComputePluginOptions {
  /** What runs containers; the simulated provider unless a production one is given. */
  provider?: ComputeProvider;
  /** How often the background worker ticks; 0 leaves it to `app.worker.runOnce()` (tests). */
  workerIntervalMs: number;
}

/**
 * The market catalog and inventory, the compute business's context (database, clock, provider,
 * messenger) and the background worker, which also applies scheduled price changes.
 */
async function computePlugin(app: FastifyInstance, opts: ComputePluginOptions) {
  const market = await MarketCatalog.open(app.database, app.clock);
  app.decorate('market', market);
  app.addHook('onClose', () => market.close());
  const inventory = new Inventory(app.db, market, app.clock);
  app.decorate('inventory', inventory);
  const ctx: ComputeContext = { db: app.db, clock: app.clock, provider: opts.provider ?? new SimulatedProvider(), messenger: app.messenger, inventory };
  app.decorate('compute', ctx);
  // Scheduled price changes apply on every tick, at their second; this gateway's listing rereads at once.
  const applyPrices = async () => {
    if ((await applyDuePriceSchedules(app.db, app.clock)).length > 0) market.offersChanged();
  };
  const worker = new ComputeWorker(ctx, app.log.child({ module: 'compute-worker' }));
  worker.register({ name: 'scheduled prices', every: 'tick', first: true, run: applyPrices });
  app.decorate('worker', worker);
  if (opts.workerIntervalMs > 0) {
    app.addHook('onReady', async () => worker.start(opts.workerIntervalMs));
  }
  app.addHook('preClose', () => worker.stop());
}

export default fp(computePlugin, { name: 'compute', dependencies: ['db'] });
