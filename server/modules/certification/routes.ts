import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isValidCreditCode, isValidIdCard } from '../../../src/shared/core/identity';
import { checkEmail, checkPhone } from '../../../src/shared/core/validation';
import { ok, paramError } from '../../lib/envelope';
import { id, pageQuery, ruled, text } from '../../lib/zod';
import { caller } from '../../plugins/auth';
import {
  certificationDetail,
  certificationPage,
  certificationSummary,
  licenseImage,
  reviewCertification,
  submitCertification,
} from './service';

const CertifyBody = z.object({
  type: z.enum(['personal', 'enterprise'], { error: '请选择个人认证或企业认证' }),
  name: text(64),
  code: z.string().trim().length(18, '证件号码须为18位'),
  /** Enterprise only: the business licence as a data: URL (PNG, JPG or WebP, at most 2 MB). */
  licenseImage: z.string().max(3_000_000).optional(),
  contactName: text(32),
  contactPhone: ruled(checkPhone, 32),
  contactEmail: ruled(checkEmail, 128),
});

const certificationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/v1/user/certification/certifyAllInfo', { preHandler: app.requireAuth, schema: { tags: ['certification'], summary: '实名认证详情（脱敏）' } }, async (request) =>
    ok(await certificationDetail(app.db, caller(request).userId)),
  );

  app.get('/v1/user/certification/certifyBaseInfo', { preHandler: app.requireAuth, schema: { tags: ['certification'], summary: '实名认证状态' } }, async (request) => {
    const detail = await certificationDetail(app.db, caller(request).userId);
    const summary = await certificationSummary(app.db, caller(request).userId);
    return ok({
      certificationStatus: detail.certificationStatus,
      type: summary.certificationType,
      code: 'certificationCode' in detail ? detail.certificationCode : '',
      certificationName: summary.certificationName,
    });
  });

  app.post(
    '/v1/user/certification/certify',
    // A licence image is larger than the default body limit.
    { preHandler: app.requireAuth, bodyLimit: 4 * 1024 * 1024, schema: { tags: ['certification'], summary: '提交实名认证', body: CertifyBody } },
    async (request) => {
      const body = request.body;
      if (body.type === 'personal' && !isValidIdCard(body.code)) throw paramError('code', '身份证号码不正确');
      if (body.type === 'enterprise' && !isValidCreditCode(body.code)) throw paramError('code', '统一社会信用代码不正确');
      return ok(await submitCertification(app.db, app.clock, app.storage, caller(request).userId, body), '提交成功，请等待审核');
    },
  );

  app.get('/v1/user/certification/license', { preHandler: app.requireAuth, schema: { tags: ['certification'], summary: '我的营业执照图片' } }, async (request, reply) => {
    const image = await licenseImage(app.db, app.storage, caller(request).userId);
    return reply.type(image.contentType).header('Cache-Control', 'private, no-store').send(image.bytes);
  });

  // Operator review (its screen comes with the back office).
  app.get(
    '/v1/user/certification/page',
    {
      preHandler: app.requireRole('operator'),
      schema: { tags: ['certification'], summary: '运营：实名认证列表', querystring: pageQuery.extend({ status: z.enum(['in_review', 'review_failed', 'review_pass']).optional() }) },
    },
    async (request) => ok(await certificationPage(app.db, request.query)),
  );

  app.post(
    '/v1/user/certification/review/:id',
    {
      preHandler: app.requireRole('operator'),
      schema: {
        tags: ['certification'],
        summary: '运营：审核实名认证',
        params: z.object({ id }),
        body: z.object({ pass: z.boolean(), reason: z.string().trim().max(200).optional() }),
      },
    },
    async (request) => ok(await reviewCertification(app.db, app.clock, caller(request).userId, request.params.id, request.body), '审核完成'),
  );

  app.get(
    '/v1/user/certification/license/:id',
    { preHandler: app.requireRole('operator'), schema: { tags: ['certification'], summary: '运营：查看营业执照', params: z.object({ id }) } },
    async (request, reply) => {
      const image = await licenseImage(app.db, app.storage, request.params.id);
      return reply.type(image.contentType).header('Cache-Control', 'private, no-store').send(image.bytes);
    },
  );
};

export default certificationRoutes;
