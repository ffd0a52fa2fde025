import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { GATEWAY_PREFIX } from '../../plugins/envelope';
import routes from './routes';
import { demandReview } from './review-kind';
import { drainMatching } from './matching';
import { expireDemands } from './expire-demands';
import { fulfilAcceptedDemand } from './queries';
import repository from './repository';

/** The demand board: demands, quotes, matching; its review kind and jobs. */
async function demandModule(app: FastifyInstance) {
  await app.register(repository);
  await app.register(routes, { prefix: GATEWAY_PREFIX });
  app.reviewKinds.add(demandReview);
  // An order from an accepted quote, once delivered, fulfils its demand (in the delivery's transaction).
  app.mall.whenDelivered(async (tx, order, now) => {
    if (order.quoteId) await fulfilAcceptedDemand(tx, order.quoteId, now);
  });
  // Background work of the board, in every gateway: matching on every tick, expiry each minute.
  app.jobs.register({ name: 'demand matching', every: 'tick', run: () => drainMatching(app.db, app.clock) });
  app.jobs.register({ name: 'demand expiry', every: 'minute', run: () => expireDemands(app.db, app.clock) });
}

export default fp(demandModule, { name: 'demand', dependencies: ['db', 'review', 'mall', 'sms', 'jobs'] });
