import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { GATEWAY_PREFIX } from '../../plugins/envelope';
import routes from './routes';

/** The AI market: the models' catalogue, model cards, likes and the fit estimate over the GPU market's goods. */
async function aiModule(app: FastifyInstance) {
  await app.register(routes, { prefix: GATEWAY_PREFIX });
}

export default fp(aiModule, { name: 'ai', dependencies: ['db', 'market'] });
