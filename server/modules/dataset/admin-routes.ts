import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DatasetAdmin, DatasetAdminFields, DatasetFileQuery } from '../../../src/shared/contracts/catalogue-admin';
import { answers, IdParams } from '../../../src/shared/contracts/common';
import { DATASET_FILE_MAX_BYTES } from '../../../src/shared/core/catalogue';
import { ok } from '../../lib/envelope';
import { actorOf, catalogueAdminRoutes } from '../review/catalogue-routes';
import { datasetAdmin } from './admin';

/**
 * 管理 › 内容 › 数据集: `/v1/datasetAdmin/…` — the catalogue's lifecycle routes, and the upload of a
 * split's file. Every call needs `content:manage`.
 */
const datasetAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const admin = datasetAdmin({ db: app.db, clock: app.clock, storage: app.storage, service: app.datasets });
  const tags = ['dataset-admin'];

  // A file arrives as the raw body (no multipart parser); its split and name come in the query.
  app.addContentTypeParser(['application/octet-stream', 'text/csv', 'application/x-ndjson', 'application/vnd.apache.parquet'], { parseAs: 'buffer', bodyLimit: DATASET_FILE_MAX_BYTES }, (_request, body, done) =>
    done(null, body),
  );
  catalogueAdminRoutes(app, { base: '/v1/datasetAdmin', what: '数据集', tags, fields: DatasetAdminFields, item: DatasetAdmin, admin });

  app.post(
    '/v1/datasetAdmin/file/:id',
    {
      preHandler: app.requirePermission('content:manage'),
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
};

export default datasetAdminRoutes;
