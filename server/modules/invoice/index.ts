import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { GATEWAY_PREFIX } from '../../plugins/envelope';
import adminRoutes from './admin-routes';
import routes from './routes';
import { titleReview } from './title-review-kind';

/**
 * Invoices (SPEC §2 /bss-invoice): titles (reviewed when they differ from the certification), the
 * invoiceable amount read from the wallet's records, requests, and the finance back office that
 * issues, rejects, reverses and reissues them as PDFs. The only writer of server/db/schema/invoice.ts.
 */
async function invoiceModule(app: FastifyInstance) {
  await app.register(routes, { prefix: GATEWAY_PREFIX });
  await app.register(adminRoutes, { prefix: GATEWAY_PREFIX });
  app.reviewKinds.add(titleReview);
}

export default fp(invoiceModule, { name: 'invoice', dependencies: ['db', 'certification', 'review', 'wallet', 'notify'] });
