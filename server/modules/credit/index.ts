import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { GATEWAY_PREFIX } from '../../plugins/envelope';
import routes from './routes';

/** The bank credit line seen by its user: draws, the bank's repayment notices (through its adapter) and what is owed. */
async function creditModule(app: FastifyInstance) {
  await app.register(routes, { prefix: GATEWAY_PREFIX });
}

export default fp(creditModule, { name: 'credit', dependencies: ['db', 'wallet'] });
