import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { GATEWAY_PREFIX } from '../../plugins/envelope';
import routes from './routes';

/** Invoices (SPEC §2 /bss-invoice): the titles invoices are made out to; the only writer of server/db/schema/invoice.ts. */
async function invoiceModule(app: FastifyInstance) {
  await app.register(routes, { prefix: GATEWAY_PREFIX });
}

export default fp(invoiceModule, { name: 'invoice', dependencies: ['db', 'certification'] });
