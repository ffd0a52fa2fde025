import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { GATEWAY_PREFIX } from '../../plugins/envelope';
import repository from './repository';
import routes from './routes';
import { certificationReview } from './review-kind';

/** Real-name certification and its review kind. */
async function certificationModule(app: FastifyInstance) {
  await app.register(repository);
  await app.register(routes, { prefix: GATEWAY_PREFIX });
  app.reviewKinds.add(certificationReview);
}

export default fp(certificationModule, { name: 'certification', dependencies: ['db', 'review'] });
