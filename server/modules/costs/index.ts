import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { GATEWAY_PREFIX } from '../../plugins/envelope';
import billRoutes from './bill-routes';
import routes from './routes';

/** 费用中心: what a user spent and holds, read from the wallet's records and the bills (the monthly and detail bills, the statement, the accountant pack); it writes nothing. */
async function costsModule(app: FastifyInstance) {
  await app.register(routes, { prefix: GATEWAY_PREFIX });
  await app.register(billRoutes, { prefix: GATEWAY_PREFIX });
}

export default fp(costsModule, { name: 'costs', dependencies: ['db', 'wallet'] });
