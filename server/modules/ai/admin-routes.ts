import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ModelAdmin, ModelAdminFields, ModelFileQuery } from '../../../src/shared/contracts/catalogue-admin';
import { answers, IdParams } from '../../../src/shared/contracts/common';
import { MODEL_FILE_MAX_BYTES } from '../../../src/shared/core/catalogue';
import { ok } from '../../lib/envelope';
import { actorOf, catalogueAdminRoutes } from '../review/catalogue-routes';
import { modelAdmin } from './admin';

/**
 * 管理 › 内容 › 模型: `/v1/modelAdmin/…` — the catalogue's lifecycle routes, and the upload of a
 * model's file. Every call needs `content:manage`.
 */
const modelAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const models = modelAdmin({ db: app.db, clock: app.clock, storage: app.storage });
  const tags = ['model-admin'];

  // A file arrives as the raw body (no multipart parser); its name comes in the query.
  app.addContentTypeParser('application/octet-stream', { parseAs: 'buffer', bodyLimit: MODEL_FILE_MAX_BYTES }, (_request, body, done) => done(null, body));
  catalogueAdminRoutes(app, { base: '/v1/modelAdmin', what: '模型', tags, fields: ModelAdminFields, item: ModelAdmin, admin: models });

  app.post(
    '/v1/modelAdmin/file/:id',
    {
      preHandler: app.requirePermission('content:manage'),
      bodyLimit: MODEL_FILE_MAX_BYTES,
      schema: { tags, summary: '运营：上传模型文件（请求体为文件本身，不超过 64 MB；同名文件被替换）', params: IdParams, querystring: ModelFileQuery, response: answers(ModelAdmin) },
    },
    async (request) => ok(await models.upload(actorOf(request), request.params.id, request.query.fileName, request.body as Buffer), '文件已上传'),
  );
};

export default modelAdminRoutes;
