import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { GATEWAY_PREFIX } from '../../plugins/envelope';
import { modelAccessReview } from './access-review-kind';
import accessRoutes from './access-routes';
import adminRoutes from './admin-routes';
import { modelReview } from './model-review-kind';
import routes from './routes';

/** The AI market: the models' catalogue, model cards, likes, gated models' access requests, the fit estimate over the GPU market's goods, and the back office's model cards with their review kind. */
async function aiModule(app: FastifyInstance) {
  await app.register(routes, { prefix: GATEWAY_PREFIX });
  await app.register(accessRoutes, { prefix: GATEWAY_PREFIX });
  await app.register(adminRoutes, { prefix: GATEWAY_PREFIX });
  app.reviewKinds.add(modelAccessReview);
  app.reviewKinds.add(modelReview);
}

export default fp(aiModule, { name: 'ai', dependencies: ['db', 'market', 'review'] });
