import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { GATEWAY_PREFIX } from '../../plugins/envelope';
import repository from './repository';
import adminRepository from './admin-repository';
import publishedContent from './published-queries';
import routes from './routes';
import { creditReview } from './credit-review-kind';

/** Public content (announcements, knowledge, articles, news, agreements), its back office and the credit application with its review kind. */
async function contentModule(app: FastifyInstance) {
  await app.register(repository);
  await app.register(adminRepository);
  await app.register(publishedContent);
  await app.register(routes, { prefix: GATEWAY_PREFIX });
  app.reviewKinds.add(creditReview);
}

export default fp(contentModule, { name: 'content', dependencies: ['db', 'review', 'wallet', 'certification'] });
