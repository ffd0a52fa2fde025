import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { GATEWAY_PREFIX } from '../../plugins/envelope';
import repository from './repository';
import routes from './routes';

/** The single-use AES secrets passwords travel under (DESIGN §3). */
async function secretModule(app: FastifyInstance) {
  await app.register(repository);
  await app.register(routes, { prefix: GATEWAY_PREFIX });
}

export default fp(secretModule, { name: 'secret', dependencies: ['db'] });
