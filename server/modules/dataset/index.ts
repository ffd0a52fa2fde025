import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { GATEWAY_PREFIX } from '../../plugins/envelope';
import adminRoutes from './admin-routes';
import { datasetReview } from './dataset-review-kind';
import routes from './routes';
import { DatasetService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    /** The dataset viewer and downloads: DuckDB, the local file cache, stored statistics, signed links. */
    datasets: DatasetService;
  }
}

/** The AI market's datasets: the catalogue, dataset cards, the viewer (DuckDB over the object store's files), downloads, and the back office's dataset cards with their review kind. */
async function datasetModule(app: FastifyInstance) {
  const service = await DatasetService.open(app.db, app.clock, app.storage, {
    cacheBytes: app.env.DATASET_CACHE_MB * 1024 * 1024,
    secret: app.env.OSS_POLICY_SECRET,
  });
  app.decorate('datasets', service);
  app.addHook('onClose', () => service.close());
  await app.register(routes, { prefix: GATEWAY_PREFIX });
  await app.register(adminRoutes, { prefix: GATEWAY_PREFIX });
  app.reviewKinds.add(datasetReview);
}

export default fp(datasetModule, { name: 'dataset', dependencies: ['db', 'auth', 'review'] });
