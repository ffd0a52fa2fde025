import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { answers, Empty, IdParams, PageQuery } from '../../../src/shared/contracts/common';
import { ImagePage, PublicImage } from '../../../src/shared/contracts/compute';
import { ok } from '../../lib/envelope';
import { caller } from '../../plugins/auth';
import { CACHED_READ } from '../../plugins/read-cache';

/** Container images: the public ones, and the renter's private ones saved from instances. */
const imageRoutes: FastifyPluginAsyncZod = async (app) => {
  const auth = { preHandler: app.requireAuth };
  const { images } = app.computeRepository;

  app.get('/v1/image/public', { schema: { tags: ['image'], summary: '公共镜像', response: answers(z.array(PublicImage)) } }, async () =>
    ok(await images.publicImages()),
  );

  app.get(
    '/v1/image/page',
    { ...CACHED_READ, ...auth, schema: { tags: ['image'], summary: '我的私有镜像', querystring: PageQuery, response: answers(ImagePage) } },
    async (request) => ok(await images.page(caller(request).userId, request.query)),
  );

  app.delete(
    '/v1/image/delete/:id',
    { ...auth, schema: { tags: ['image'], summary: '删除私有镜像', params: IdParams, response: answers(Empty) } },
    async (request) => {
      await images.remove(caller(request).userId, request.params.id);
      return ok(null, '镜像已删除');
    },
  );
};

export default imageRoutes;
