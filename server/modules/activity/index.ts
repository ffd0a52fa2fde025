import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { GATEWAY_PREFIX } from '../../plugins/envelope';
import { completeNewUserPackage, TRADE_KIND } from './new-user-package';
import routes from './routes';

/** Promotions sold through the payment channel: the new-user package (SPEC §7 activity calls). */
async function activityModule(app: FastifyInstance) {
  app.tradeKinds.set(TRADE_KIND, completeNewUserPackage);
  await app.register(routes, { prefix: GATEWAY_PREFIX });
}

export default fp(activityModule, { name: 'activity', dependencies: ['db', 'wallet', 'payment', 'certification'] });
