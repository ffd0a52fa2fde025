import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { answers } from '../../../src/shared/contracts/common';
import { IdPhotoForm, OpenUsage, PHOTO_MAX_BYTES, PHOTO_UNIT_PRICE, PhotoResult, PortraitForm } from '../../../src/shared/contracts/inference';
import { isoOrNull } from '../../../src/shared/core/time';
import { ok } from '../../lib/envelope';
import { usageOf } from './access-points';
import { logCalls, startCall } from './call-log';
import { photoCall } from './photo-call';
import { authenticateKey } from './open-auth';

const security = [{ apiKey: [] }];

/**
 * The public API under /gateway/open/v1, called with an access point's key
 * (`Authorization: Bearer sk-…`) rather than a session: every call gets a request id, is checked
 * against its key (status, expiry, IP ranges, requests per minute) before its body is read, and is
 * logged after it has answered.
 */
const openRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, { limits: { fileSize: PHOTO_MAX_BYTES, files: 1, fields: 10 } });
  app.addHook('onRequest', async (request, reply) => {
    startCall(request, reply);
    await authenticateKey(app.db, app.clock, request, reply);
  });
  logCalls(app);
  const deps = { db: app.db, clock: app.clock, engine: app.photoEngine };

  app.get('/v1/usage', { schema: { tags: ['open'], summary: '本密钥的用量与限额', security, response: answers(OpenUsage) } }, async (request) => {
    const point = request.accessPoint!;
    return ok({
      accessPoint: { id: point.id, name: point.name, product: point.product, expiresAt: isoOrNull(point.expiresAt) },
      limits: { rpm: point.rpm, imagesPerDay: point.imagesPerDay, spendCap: point.spendCap, spendCapPeriod: point.spendCapPeriod, freeOnly: point.freeOnly, ipRanges: point.ipRanges },
      usage: await usageOf(app.db, app.clock.now(), point),
      unitPrice: PHOTO_UNIT_PRICE,
    });
  });

  app.post(
    '/v1/photo/id-photo',
    {
      // The multipart form is read by the handler (readPhotoForm); the schema documents it.
      validatorCompiler: () => (value) => ({ value }),
      schema: {
        tags: ['open'],
        summary: 'AI 证件照：检测人脸、抠出人像，按证件照规则居中于所选底色（按张计费，先用免费额度）',
        description:
          '在本机 CPU 上运行人脸检测（@vladmandic/human）与人像分割（MediaPipe selfie），非生成式模型。输入有误、未检测到人脸或服务端失败均不扣费；带同一 `Idempotency-Key` 重试只扣费一次。',
        security,
        consumes: ['multipart/form-data'],
        headers: z.object({ 'idempotency-key': z.string().max(200).optional() }),
        body: IdPhotoForm,
        response: answers(PhotoResult),
      },
    },
    async (request, reply) => ok(await photoCall(deps, 'id_photo', request, reply)),
  );

  app.post(
    '/v1/photo/portrait',
    {
      validatorCompiler: () => (value) => ({ value }),
      schema: {
        tags: ['open'],
        summary: 'AI 人像写真：背景替换、人脸区域磨皮或调色（按张计费，先用免费额度）',
        description:
          '在本机 CPU 上运行人脸检测（@vladmandic/human）与人像分割（MediaPipe selfie），再以图像处理完成背景替换、仅限人脸区域的磨皮或整体调色；非生成式模型，不会生成照片中没有的内容。输出保持原图比例，长边不超过 1024 像素；须恰好一张人脸。输入有误、未检测到人脸或服务端失败均不扣费；带同一 `Idempotency-Key` 重试只扣费一次，同一键用于另一请求为 50005。',
        security,
        consumes: ['multipart/form-data'],
        headers: z.object({ 'idempotency-key': z.string().max(200).optional() }),
        body: PortraitForm,
        response: answers(PhotoResult),
      },
    },
    async (request, reply) => ok(await photoCall(deps, 'portrait', request, reply)),
  );
};

export default openRoutes;
