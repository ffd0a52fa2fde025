import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { GATEWAY_PREFIX } from '../../plugins/envelope';
import repository from './repository';
import routes from './routes';

/** Accounts: registration, login, passwords, QR login. */
async function userModule(app: FastifyInstance) {
  await app.register(repository);
  await app.register(routes, { prefix: GATEWAY_PREFIX });
}

export default fp(userModule, { name: 'user', dependencies: ['db', 'auth', 'sms', 'captcha'] });
