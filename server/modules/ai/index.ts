import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { GATEWAY_PREFIX } from '../../plugins/envelope';
import { modelAccessReview } from './access-review-kind';
import accessRoutes from './access-routes';
import routes from './routes';

/** The AI market: the models' catalogue, model cards, likes, gated models' access requests and the fit estimate over the GPU market's goods. */
async function aiModule(app: FastifyInstance) {
  await app.register(routes, { prefix: GATEWAY_PREFIX });
  await app.register(accessRoutes, { prefix: GATEWAY_PREFIX });
  app.reviewKinds.add(modelAccessReview);
}

export default fp(aiModule, { name: 'ai', dependencies: ['db', 'market', 'review'] });
