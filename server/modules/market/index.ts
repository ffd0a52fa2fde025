import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { GATEWAY_PREFIX } from '../../plugins/envelope';
import { MarketCatalog } from './catalog';
import goodsRepository from './goods-repository';
import goodsRoutes from './goods-routes';
import { Inventory } from './inventory';
import { applyDuePriceSchedules } from './price-schedules';
import { reconcileInventory } from './reconcile';
import repository from './repository';
import routes from './routes';

declare module 'fastify' {
  interface FastifyInstance {
    /** The market's offers, cached for listings; offersChanged() after editing offers (the inventory tells it of stock). */
    market: MarketCatalog;
    /** The hosts' cards: taken and given back inside inventory.transaction. */
    inventory: Inventory;
  }
}

/**
 * The elastic GPU market: offers (goods, specs, tidal windows, hosts), their cached catalogue, the
 * hosts' cards, scheduled price changes and the operators' goods editor.
 */
async function marketModule(app: FastifyInstance) {
  const market = await MarketCatalog.open(app.database, app.clock);
  app.decorate('market', market);
  app.addHook('onClose', () => market.close());
  app.decorate('inventory', new Inventory(app.db, market, app.clock));
  // Scheduled price changes apply on every tick, at their second (before metering reads them); this
  // gateway's listing rereads at once.
  app.jobs.register({
    name: 'scheduled prices',
    every: 'tick',
    run: async () => {
      if ((await applyDuePriceSchedules(app.db, app.clock)).length > 0) market.offersChanged();
    },
  });
  // Every minute: the hosts' card counters against the instances and replicas holding cards.
  app.jobs.register({ name: 'inventory reconciliation', every: 'minute', run: () => reconcileInventory(app.db, app.log) });
  await app.register(repository);
  await app.register(goodsRepository);
  await app.register(routes, { prefix: GATEWAY_PREFIX });
  await app.register(goodsRoutes, { prefix: GATEWAY_PREFIX });
}

export default fp(marketModule, { name: 'market', dependencies: ['db', 'jobs'] });
