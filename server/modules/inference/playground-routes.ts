import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { answers, IdParams } from '../../../src/shared/contracts/common';
import { IdPhotoForm, PHOTO_MAX_BYTES, PhotoResult, PortraitForm } from '../../../src/shared/contracts/inference';
import { notFound, ok, paramError } from '../../lib/envelope';
import { caller } from '../../plugins/auth';
import { logCalls, startCall } from './call-log';
import { photoCall } from './photo-call';
import type { PhotoKind } from './photo-form';
import { admit } from './open-auth';
import { ownedAccessPoint } from './queries';

/**
 * The playground of an access point's page: its owner, signed in, makes the same ID photo call
 * or portrait call through the access point (its limits, billing and log) without the key, which
 * is never kept.
 */
const playgroundRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, { limits: { fileSize: PHOTO_MAX_BYTES, files: 1, fields: 10 } });
  logCalls(app);

  const forms = { id_photo: IdPhotoForm, portrait: PortraitForm };
  const route = (url: string, kind: PhotoKind, summary: string) =>
    app.post(
      url,
      {
        preHandler: app.requireAuth,
        // The multipart form is read by the handler (readPhotoForm), which also checks the id.
        validatorCompiler: () => (value) => ({ value }),
        schema: {
          tags: ['accessPoint'],
          summary,
          consumes: ['multipart/form-data'],
          params: IdParams,
          headers: z.object({ 'idempotency-key': z.string().max(200).optional() }),
          body: forms[kind],
          response: answers(PhotoResult),
        },
      },
      async (request, reply) => {
        const params = IdParams.safeParse(request.params);
        if (!params.success) throw paramError('id', '路径参数 id：须为正整数');
        const row = await ownedAccessPoint(app.db, caller(request).userId, params.data.id);
        if (!row) throw notFound('接入点不存在');
        startCall(request, reply);
        request.accessPoint = row;
        await admit(app.db, app.clock, request, reply, row, { checkIp: false });
        return ok(await photoCall({ db: app.db, clock: app.clock, engine: app.photoEngine }, kind, request, reply));
      },
    );
  route('/v1/accessPoint/playground/:id', 'id_photo', '接入点体验：以接入点的限额与计费调用 AI 证件照（multipart）');
  route('/v1/accessPoint/playground/:id/portrait', 'portrait', '接入点体验：以接入点的限额与计费调用 AI 人像写真（multipart）');
};

export default playgroundRoutes;
