import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { answers } from '../../../src/shared/contracts/common';
import { OpenUsage, PHOTO_UNIT_PRICE } from '../../../src/shared/contracts/inference';
import { isoOrNull } from '../../../src/shared/core/time';
import { randomString } from '../../lib/crypto';
import { ok } from '../../lib/envelope';
import { usageOf } from './access-points';
import { logCall } from './call-log';
import { authenticateKey } from './open-auth';

const security = [{ apiKey: [] }];

/**
 * The public API under /gateway/open/v1, called with an access point's key
 * (`Authorization: Bearer sk-…`) rather than a session: every call gets a request id, is checked
 * against its key (status, expiry, IP ranges, requests per minute) before its body is read, and is
 * logged after it has answered.
 */
const openRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', async (request, reply) => {
    request.callId = `req_${randomString(24)}`;
    reply.header('x-request-id', request.callId);
    await authenticateKey(app.db, app.clock, request, reply);
  });
  app.addHook('onError', async (request, _reply, error) => {
    request.callError = error.message;
  });
  app.addHook('onResponse', async (request, reply) => {
    try {
      await logCall(app.db, app.clock, request, reply);
    } catch (error) {
      request.log.error({ err: error }, 'api call not logged');
    }
  });

  app.get('/v1/usage', { schema: { tags: ['open'], summary: '本密钥的用量与限额', security, response: answers(OpenUsage) } }, async (request) => {
    const point = request.accessPoint!;
    return ok({
      accessPoint: { id: point.id, name: point.name, product: point.product, expiresAt: isoOrNull(point.expiresAt) },
      limits: { rpm: point.rpm, imagesPerDay: point.imagesPerDay, spendCap: point.spendCap, spendCapPeriod: point.spendCapPeriod, freeOnly: point.freeOnly, ipRanges: point.ipRanges },
      usage: await usageOf(app.db, app.clock.now(), point),
      unitPrice: PHOTO_UNIT_PRICE,
    });
  });
};

export default openRoutes;
