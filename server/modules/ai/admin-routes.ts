import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CatalogueQuery, ModelAdmin, ModelAdminFields, ModelAdminPage, ModelFileQuery, RemoveFileBody } from '../../../src/shared/contracts/catalogue-admin';
import { answers, IdParams } from '../../../src/shared/contracts/common';
import { MODEL_FILE_MAX_BYTES } from '../../../src/shared/core/catalogue';
import { ok } from '../../lib/envelope';
import { caller } from '../../plugins/auth';
import { modelAdmin, type Actor } from './admin';

const actorOf = (request: FastifyRequest): Actor => ({ userId: caller(request).userId, ip: request.ip });

/**
 * 管理 › 内容 › 模型: `/v1/modelAdmin/…` — page, detail, add, update, file upload and removal, and
 * the steps submit (to the review centre), withdraw and unpublish. Every call needs `content:manage`.
 */
const modelAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const models = modelAdmin({ db: app.db, clock: app.clock, storage: app.storage });
  const guard = { preHandler: app.requirePermission('content:manage') };
  const tags = ['model-admin'];

  // A file arrives as the raw body (no multipart parser); its name comes in the query.
  app.addContentTypeParser('application/octet-stream', { parseAs: 'buffer', bodyLimit: MODEL_FILE_MAX_BYTES }, (_request, body, done) => done(null, body));

  app.get('/v1/modelAdmin/page', { ...guard, schema: { tags, summary: '运营：模型列表（全部状态）', querystring: CatalogueQuery, response: answers(ModelAdminPage) } }, async (request) =>
    ok(await models.page(request.query)),
  );
  app.get('/v1/modelAdmin/detail/:id', { ...guard, schema: { tags, summary: '运营：模型详情', params: IdParams, response: answers(ModelAdmin) } }, async (request) =>
    ok(await models.detail(request.params.id)),
  );
  app.post('/v1/modelAdmin/add', { ...guard, schema: { tags, summary: '运营：新建模型（草稿）', body: ModelAdminFields, response: answers(ModelAdmin) } }, async (request) =>
    ok(await models.create(actorOf(request), request.body), '已保存为草稿'),
  );
  app.patch(
    '/v1/modelAdmin/update/:id',
    { ...guard, schema: { tags, summary: '运营：修改模型（草稿、已驳回或已下架时）', params: IdParams, body: ModelAdminFields, response: answers(ModelAdmin) } },
    async (request) => ok(await models.update(actorOf(request), request.params.id, request.body), '已保存'),
  );
  app.post('/v1/modelAdmin/submit/:id', { ...guard, schema: { tags, summary: '运营：提交模型发布审核', params: IdParams, response: answers(ModelAdmin) } }, async (request) =>
    ok(await models.step(actorOf(request), request.params.id, 'submit'), '已提交审核'),
  );
  app.post('/v1/modelAdmin/withdraw/:id', { ...guard, schema: { tags, summary: '运营：撤回模型发布审核', params: IdParams, response: answers(ModelAdmin) } }, async (request) =>
    ok(await models.step(actorOf(request), request.params.id, 'withdraw'), '已撤回审核'),
  );
  app.post('/v1/modelAdmin/unpublish/:id', { ...guard, schema: { tags, summary: '运营：下架模型', params: IdParams, response: answers(ModelAdmin) } }, async (request) =>
    ok(await models.step(actorOf(request), request.params.id, 'unpublish'), '已下架'),
  );
  app.post(
    '/v1/modelAdmin/file/:id',
    {
      ...guard,
      bodyLimit: MODEL_FILE_MAX_BYTES,
      schema: { tags, summary: '运营：上传模型文件（请求体为文件本身，不超过 64 MB；同名文件被替换）', params: IdParams, querystring: ModelFileQuery, response: answers(ModelAdmin) },
    },
    async (request) => ok(await models.upload(actorOf(request), request.params.id, request.query.fileName, request.body as Buffer), '文件已上传'),
  );
  app.post(
    '/v1/modelAdmin/removeFile/:id',
    { ...guard, schema: { tags, summary: '运营：删除模型文件', params: IdParams, body: RemoveFileBody, response: answers(ModelAdmin) } },
    async (request) => ok(await models.removeFile(actorOf(request), request.params.id, request.body.fileId), '文件已删除'),
  );
};

export default modelAdminRoutes;
