import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { GATEWAY_PREFIX } from '../../plugins/envelope';
import routes from './routes';

/** Liveness and readiness. */
async function healthModule(app: FastifyInstance) {
  await app.register(routes, { prefix: GATEWAY_PREFIX });
}

export default fp(healthModule, { name: 'health', dependencies: ['db'] });
