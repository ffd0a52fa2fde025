import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CertificationBase, CertificationDetail, CertificationParams, CertifyBody, CertifySubmitted } from '../../../src/shared/contracts/certification';
import { answers, answersFile } from '../../../src/shared/contracts/common';
import { isValidCreditCode, isValidIdCard } from '../../../src/shared/core/identity';
import { ok, paramError } from '../../lib/envelope';
import { caller } from '../../plugins/auth';
import * as API from '../../../src/shared/core/api-paths';

/** What a business licence is answered as: the image itself, never cached. */
const LICENSE_TYPES = ['image/png', 'image/jpeg', 'image/webp'];

const certificationRoutes: FastifyPluginAsyncZod = async (app) => {
  const auth = { preHandler: app.requireAuth };

  app.get(
    API.user.certificationCertifyAllInfo,
    { ...auth, schema: { tags: ['certification'], summary: '实名认证详情（脱敏）', response: answers(CertificationDetail) } },
    async (request) => ok(await app.certifications.detail(caller(request).userId)),
  );

  app.get(
    '/v1/user/certification/certifyBaseInfo',
    { ...auth, schema: { tags: ['certification'], summary: '实名认证状态', response: answers(CertificationBase) } },
    async (request) => ok(await app.certifications.base(caller(request).userId)),
  );

  app.post(
    API.user.certificationCertify,
    {
      ...auth,
      // A licence image is larger than the default body limit.
      bodyLimit: 4 * 1024 * 1024,
      schema: { tags: ['certification'], summary: '提交实名认证', body: CertifyBody, response: answers(CertifySubmitted) },
    },
    async (request) => {
      const body = request.body;
      if (body.type === 'personal' && !isValidIdCard(body.code)) throw paramError('code', '身份证号码不正确');
      if (body.type === 'enterprise' && !isValidCreditCode(body.code)) throw paramError('code', '统一社会信用代码不正确');
      return ok(await app.certifications.submit(caller(request).userId, body), '提交成功，请等待审核');
    },
  );

  app.get(
    '/v1/user/certification/license',
    { ...auth, schema: { tags: ['certification'], summary: '我的营业执照图片', response: answersFile('营业执照图片', LICENSE_TYPES) } },
    async (request, reply) => {
      const image = await app.certifications.license(caller(request).userId);
      return reply.type(image.contentType).header('Cache-Control', 'private, no-store').send(image.bytes);
    },
  );

  // Operators decide certifications in the review centre (/v1/review/*) and open the licence from there.
  const reviewer = { preHandler: app.requirePermission('review:certification') };

  app.get(
    '/v1/user/certification/license/:id',
    {
      ...reviewer,
      schema: { tags: ['certification'], summary: '审核：查看营业执照', params: CertificationParams, response: answersFile('营业执照图片', LICENSE_TYPES) },
    },
    async (request, reply) => {
      const image = await app.certifications.license(request.params.id);
      return reply.type(image.contentType).header('Cache-Control', 'private, no-store').send(image.bytes);
    },
  );
};

export default certificationRoutes;
