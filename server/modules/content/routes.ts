import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import contentAdminRoutes, { publicPublishedRoutes } from './admin-routes';
import publicContentRoutes from './public-routes';
import submissionRoutes from './submission-routes';

/** The storefront's content APIs: what the public pages read, and what their forms send in. */
const contentRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(publicContentRoutes);
  await app.register(submissionRoutes);
  await app.register(publicPublishedRoutes);
  await app.register(contentAdminRoutes);
};

export default contentRoutes;
