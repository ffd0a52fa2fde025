import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { GATEWAY_PREFIX } from '../../plugins/envelope';
import repository from './repository';
import routes from './routes';

/** The operators' analysis figures. */
async function analysisModule(app: FastifyInstance) {
  await app.register(repository);
  await app.register(routes, { prefix: GATEWAY_PREFIX });
}

export default fp(analysisModule, { name: 'analysis', dependencies: ['db'] });
