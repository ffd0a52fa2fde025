import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DecryptQuery, Secret } from '../../../src/shared/contracts/account';
import { answers } from '../../../src/shared/contracts/common';
import { ok } from '../../lib/envelope';
import * as API from '../../../src/shared/core/api-paths';

const secretRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    API.secret.generateSecret,
    { schema: { tags: ['secret'], summary: '获取一次性加密密钥', response: answers(Secret) } },
    async () => ok(await app.secrets.issue()),
  );

  app.get(
    '/v1/secret/decrypt',
    { schema: { tags: ['secret'], summary: '用一次性密钥解密（密钥随即作废）', querystring: DecryptQuery, response: answers(z.string()) } },
    async (request) => ok(await app.secrets.decrypt(request.query.key, request.query.text)),
  );
};

export default secretRoutes;
