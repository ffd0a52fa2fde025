import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { GATEWAY_PREFIX } from '../../plugins/envelope';
import repository from './repository';
import routes from './routes';

/** The user's own profile: avatar, nickname, contact. */
async function profileModule(app: FastifyInstance) {
  await app.register(repository);
  await app.register(routes, { prefix: GATEWAY_PREFIX });
}

export default fp(profileModule, { name: 'profile', dependencies: ['db', 'user'] });
