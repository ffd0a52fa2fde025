import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { GATEWAY_PREFIX } from '../../plugins/envelope';
import repository from './repository';
import routes from './routes';

/** Verification codes sent by SMS (through the messenger) and checked once. */
async function smsModule(app: FastifyInstance) {
  await app.register(repository);
  await app.register(routes, { prefix: GATEWAY_PREFIX });
}

export default fp(smsModule, { name: 'sms', dependencies: ['db', 'notify'] });
