import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { GATEWAY_PREFIX } from '../../plugins/envelope';
import repository from './repository';
import routes from './routes';
import submissionRoutes from './submission-routes';

/** The operators' inbox: consultations, feedback and questionnaires, as the storefront sends them in and operators answer them. */
async function inboxModule(app: FastifyInstance) {
  await app.register(repository);
  await app.register(routes, { prefix: GATEWAY_PREFIX });
  await app.register(submissionRoutes, { prefix: GATEWAY_PREFIX });
}

export default fp(inboxModule, { name: 'inbox', dependencies: ['db', 'notify'] });
