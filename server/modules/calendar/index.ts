import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { GATEWAY_PREFIX } from '../../plugins/envelope';
import repository from './repository';
import routes from './routes';

/** The operators' calendar of offers: price changes, host maintenance, tidal windows. */
async function calendarModule(app: FastifyInstance) {
  await app.register(repository);
  await app.register(routes, { prefix: GATEWAY_PREFIX });
}

export default fp(calendarModule, { name: 'calendar', dependencies: ['db', 'market'] });
