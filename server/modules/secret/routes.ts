import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/envelope';
import { decryptOnce, issueSecret } from './service';

const secretRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/v1/secret/generateSecret',
    { schema: { tags: ['secret'], summary: '获取一次性加密密钥' } },
    async () => ok(await issueSecret(app.db, app.clock)),
  );

  app.get(
    '/v1/secret/decrypt',
    {
      schema: {
        tags: ['secret'],
        summary: '用一次性密钥解密（密钥随即作废）',
        querystring: z.object({ key: z.string().min(1).max(64), text: z.string().min(1).max(4096) }),
      },
    },
    async (request) => ok(await decryptOnce(app.db, app.clock, request.query.key, request.query.text)),
  );
};

export default secretRoutes;
