import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Code } from '../../src/shared/core/codes';
import { isApiUrl } from './envelope';

/** A rate limit per client on the API (not on the single-page app's files), refused in the envelope. */
async function apiRateLimit(app: FastifyInstance, opts: { perMinute: number }) {
  await app.register(rateLimit, {
    max: opts.perMinute,
    timeWindow: '1 minute',
    allowList: (request) => !isApiUrl(request.url),
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      code: Code.RATE_LIMITED,
      message: `请求过于频繁，请${Math.ceil(context.ttl / 1000)}秒后再试`,
    }),
  });
}

export default fp(apiRateLimit, { name: 'rate-limit' });
