import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CatalogueQuery, DatasetAdmin, DatasetAdminFields, DatasetAdminPage, DatasetFileQuery, RemoveFileBody } from '../../../src/shared/contracts/catalogue-admin';
import { answers, IdParams } from '../../../src/shared/contracts/common';
import { DATASET_FILE_MAX_BYTES } from '../../../src/shared/core/catalogue';
import { ok } from '../../lib/envelope';
import { caller } from '../../plugins/auth';
import { datasetAdmin, type Actor } from './admin';

const actorOf = (request: FastifyRequest): Actor => ({ userId: caller(request).userId, ip: request.ip });

/**
 * 管理 › 内容 › 数据集: `/v1/datasetAdmin/…` — page, detail, add, update, a split's file upload and
 * removal, and the steps submit (to the review centre), withdraw and unpublish. Every call needs
 * `content:manage`.
 */
const datasetAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const admin = datasetAdmin({ db: app.db, clock: app.clock, storage: app.storage, service: app.datasets });
  const guard = { preHandler: app.requirePermission('content:manage') };
  const tags = ['dataset-admin'];

  // A file arrives as the raw body (no multipart parser); its split and name come in the query.
  app.addContentTypeParser(['application/octet-stream', 'text/csv', 'application/x-ndjson', 'application/vnd.apache.parquet'], { parseAs: 'buffer', bodyLimit: DATASET_FILE_MAX_BYTES }, (_request, body, done) =>
    done(null, body),
  );

  app.get('/v1/datasetAdmin/page', { ...guard, schema: { tags, summary: '运营：数据集列表（全部状态）', querystring: CatalogueQuery, response: answers(DatasetAdminPage) } }, async (request) =>
    ok(await admin.page(request.query)),
  );
  app.get('/v1/datasetAdmin/detail/:id', { ...guard, schema: { tags, summary: '运营：数据集详情', params: IdParams, response: answers(DatasetAdmin) } }, async (request) =>
    ok(await admin.detail(request.params.id)),
  );
  app.post('/v1/datasetAdmin/add', { ...guard, schema: { tags, summary: '运营：新建数据集（草稿）', body: DatasetAdminFields, response: answers(DatasetAdmin) } }, async (request) =>
    ok(await admin.create(actorOf(request), request.body), '已保存为草稿'),
  );
  app.patch(
    '/v1/datasetAdmin/update/:id',
    { ...guard, schema: { tags, summary: '运营：修改数据集（草稿、已驳回或已下架时）', params: IdParams, body: DatasetAdminFields, response: answers(DatasetAdmin) } },
    async (request) => ok(await admin.update(actorOf(request), request.params.id, request.body), '已保存'),
  );
  app.post('/v1/datasetAdmin/submit/:id', { ...guard, schema: { tags, summary: '运营：提交数据集发布审核', params: IdParams, response: answers(DatasetAdmin) } }, async (request) =>
    ok(await admin.step(actorOf(request), request.params.id, 'submit'), '已提交审核'),
  );
  app.post('/v1/datasetAdmin/withdraw/:id', { ...guard, schema: { tags, summary: '运营：撤回数据集发布审核', params: IdParams, response: answers(DatasetAdmin) } }, async (request) =>
    ok(await admin.step(actorOf(request), request.params.id, 'withdraw'), '已撤回审核'),
  );
  app.post('/v1/datasetAdmin/unpublish/:id', { ...guard, schema: { tags, summary: '运营：下架数据集', params: IdParams, response: answers(DatasetAdmin) } }, async (request) =>
    ok(await admin.step(actorOf(request), request.params.id, 'unpublish'), '已下架'),
  );
  app.post(
    '/v1/datasetAdmin/file/:id',
    {
      ...guard,
      bodyLimit: DATASET_FILE_MAX_BYTES,
      schema: {
        tags,
        summary: '运营：上传数据集某个拆分的文件（请求体为文件本身，CSV/JSONL/Parquet，不超过 32 MB；同一拆分的文件被替换）',
        params: IdParams,
        querystring: DatasetFileQuery,
        response: answers(DatasetAdmin),
      },
    },
    async (request) => ok(await admin.upload(actorOf(request), request.params.id, request.query.split, request.query.fileName, request.body as Buffer), '文件已上传'),
  );
  app.post(
    '/v1/datasetAdmin/removeFile/:id',
    { ...guard, schema: { tags, summary: '运营：删除数据集文件', params: IdParams, body: RemoveFileBody, response: answers(DatasetAdmin) } },
    async (request) => ok(await admin.removeFile(actorOf(request), request.params.id, request.body.fileId), '文件已删除'),
  );
};

export default datasetAdminRoutes;
