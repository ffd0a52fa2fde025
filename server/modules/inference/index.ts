import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { DAY } from '../../lib/clock';
import { GATEWAY_PREFIX } from '../../plugins/envelope';
import { accessPointService, type AccessPointService } from './access-points';
import openRoutes from './open-routes';
import playgroundRoutes from './playground-routes';
import { localPhotoEngine, type InferenceProvider } from './photo-engine';
import { dropAccountWindowsBefore } from './account-limits';
import { dropWindowsBefore } from './queries';
import routes from './routes';

declare module 'fastify' {
  interface FastifyInstance {
    /** 接入点: the signed-in user's API keys. */
    accessPoints: AccessPointService;
    /** What makes AI photos: the local engine in worker threads. */
    photoEngine: InferenceProvider;
  }
}

/** The public API: access points (keys with limits), the calls made with them and their log. */
async function inferenceModule(app: FastifyInstance) {
  app.decorate('accessPoints', accessPointService(app.db, app.clock));
  const engine = localPhotoEngine();
  app.decorate('photoEngine', engine);
  app.addHook('onClose', () => engine.close());
  // Limit windows older than two days can hold no limit any more.
  app.jobs.register({ name: 'access point windows', every: 'minute', run: async () => {
      const before = new Date(app.clock.now().getTime() - 2 * DAY);
      await dropWindowsBefore(app.db, before);
      await dropAccountWindowsBefore(app.db, before);
    },
  });
  await app.register(routes, { prefix: GATEWAY_PREFIX });
  await app.register(playgroundRoutes, { prefix: GATEWAY_PREFIX });
  await app.register(openRoutes, { prefix: `${GATEWAY_PREFIX}/open` });
}

export default fp(inferenceModule, { name: 'inference', dependencies: ['db', 'jobs', 'wallet'] });
