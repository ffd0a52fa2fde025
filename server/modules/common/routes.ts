import { asc } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { qrCodes } from '../../db/schema';
import { ok } from '../../lib/envelope';

const commonRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/v1/qrCode/getOrCodeList', { schema: { tags: ['common'], summary: '公众号与客服二维码' } }, async () =>
    ok(
      await app.db
        .select({ scene: qrCodes.scene, previewOssUrl: qrCodes.previewOssUrl })
        .from(qrCodes)
        .orderBy(asc(qrCodes.sort)),
    ),
  );
};

export default commonRoutes;
