import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { GATEWAY_PREFIX } from '../../plugins/envelope';
import repository from './repository';
import routes from './routes';

/** The dev outbox (messages the simulated transport delivered); its routes only with dev tools. */
async function devModule(app: FastifyInstance) {
  await app.register(repository);
  if (app.env.devTools) await app.register(routes, { prefix: GATEWAY_PREFIX });
}

export default fp(devModule, { name: 'dev', dependencies: ['db'] });
