import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import repository from './repository';

/** Sessions: the tokens a login issues, refreshed and revoked. */
async function authModule(app: FastifyInstance) {
  await app.register(repository);
}

export default fp(authModule, { name: 'auth', dependencies: ['db'] });
