import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { GATEWAY_PREFIX } from '../../plugins/envelope';
import ossRoutes from './oss-routes';
import { supplierReview } from './profile';
import repository from './repository';
import { supplyPlanReview } from './review-plan';
import routes from './routes';
import statementRoutes, { devSupplierRoutes } from './statement-routes';

/**
 * Suppliers: the application to supply and its review, supply plans (wizard, review, on sale),
 * their hosts' status, weekly statements and the supplier's orders.
 */
async function supplierModule(app: FastifyInstance) {
  await app.register(repository);
  await app.register(routes, { prefix: GATEWAY_PREFIX });
  await app.register(ossRoutes, { prefix: GATEWAY_PREFIX });
  await app.register(statementRoutes, { prefix: GATEWAY_PREFIX });
  if (app.env.devTools) await app.register(devSupplierRoutes, { prefix: GATEWAY_PREFIX });
  app.reviewKinds.add(supplierReview);
  app.reviewKinds.add(supplyPlanReview(() => app.market.offersChanged()));
  // Weekly statements: each gateway tries every minute; the (plan, week) key lets one of them write it.
  app.jobs.register({ name: 'supplier statements', every: 'minute', run: () => app.suppliers.closeWeeks() });
}

export default fp(supplierModule, { name: 'supplier', dependencies: ['db', 'jobs', 'review', 'market', 'mall'] });
