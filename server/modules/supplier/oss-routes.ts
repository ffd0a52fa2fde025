import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { answers, answersFile, IdParams } from '../../../src/shared/contracts/common';
import { OssFileQuery, OssFileUrl, OssFileUrlQuery, OssPolicy, OssSecretQuery, OssUploadBody, OssUploaded } from '../../../src/shared/contracts/supplier';
import { notFound, ok, paramError } from '../../lib/envelope';
import { caller } from '../../plugins/auth';
import { contentTypeOfKey, isPlanFileKey } from './oss';

const FILE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'application/pdf'];

/**
 * SPEC §7 object storage (exact paths): a supplier uploads a plan's photos and inspection reports
 * under a short-lived policy and reads them back by signed link; an operator reviewing the plan
 * reads them through the review centre.
 */
const ossRoutes: FastifyPluginAsyncZod = async (app) => {
  const auth = { preHandler: app.requireAuth };

  // ---- Object storage (plan photos and inspection reports) ----
  app.get(
    '/v1/oss/getOssSecret',
    { ...auth, schema: { tags: ['oss'], summary: '获取上传凭证（短时有效，限定对象、类型与大小）', querystring: OssSecretQuery, response: answers(OssPolicy) } },
    async (request) => ok(app.suppliers.oss.issue(caller(request).userId, request.query)),
  );
  app.post(
    '/v1/oss/upload',
    { ...auth, bodyLimit: 8 * 1024 * 1024, schema: { tags: ['oss'], summary: '按上传凭证上传文件（本地存储适配器）', body: OssUploadBody, response: answers(OssUploaded) } },
    async (request) => ok(await app.suppliers.oss.accept(app.storage, caller(request).userId, request.body), '上传成功'),
  );
  app.get(
    '/v1/oss/getSeoFileUrl',
    { ...auth, schema: { tags: ['oss'], summary: '获取文件的短时访问链接', querystring: OssFileUrlQuery, response: answers(OssFileUrl) } },
    async (request) => {
      const { key } = request.query;
      // Only a canonical key under the caller's own prefix that names a completed upload is signed.
      if (!isPlanFileKey(key, caller(request).userId) || !(await app.suppliers.oss.isOwnUpload(caller(request).userId, key))) throw notFound('文件不存在');
      return ok(app.suppliers.oss.link(key));
    },
  );
  app.get(
    '/v1/oss/file',
    { schema: { tags: ['oss'], summary: '按签名链接读取文件', querystring: OssFileQuery, response: answersFile('文件', FILE_TYPES) } },
    async (request, reply) => {
      const { key, expires, sig } = request.query;
      if (!app.suppliers.oss.checkLink(key, expires, sig)) throw paramError('sig', 'sig：链接无效或已过期');
      const bytes = isPlanFileKey(key) ? await app.storage.get(key) : null;
      if (!bytes) throw notFound('文件不存在');
      return reply.type(contentTypeOfKey(key)).header('Cache-Control', 'private, max-age=300').send(bytes);
    },
  );
  app.get(
    '/v1/oss/review/:id',
    {
      preHandler: app.requirePermission('review:supply_plan'),
      schema: { tags: ['oss'], summary: '审核：查看方案的文件', params: IdParams, querystring: OssFileUrlQuery, response: answersFile('文件', FILE_TYPES) },
    },
    async (request, reply) => {
      const { key } = request.query;
      const bytes = isPlanFileKey(key) && (await app.suppliers.plans.fileOf(request.params.id, key)) ? await app.storage.get(key) : null;
      if (!bytes) throw notFound('文件不存在');
      return reply.type(contentTypeOfKey(key)).header('Cache-Control', 'private, no-store').send(bytes);
    },
  );
};

export default ossRoutes;
