import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { GATEWAY_PREFIX } from '../../plugins/envelope';
import routes from './routes';

/** Recharge payments through the payment channel. */
async function paymentModule(app: FastifyInstance) {
  await app.register(routes, { prefix: GATEWAY_PREFIX });
}

export default fp(paymentModule, { name: 'payment', dependencies: ['db', 'wallet'] });
