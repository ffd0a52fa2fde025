import compress from '@fastify/compress';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import Fastify, { LogController, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import fp from 'fastify-plugin';
import pino from 'pino';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, jsonSchemaTransformObject, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { Code } from '../src/shared/core/codes';
import type { Database } from './db/client';
import type { Env } from './env';
import { systemClock, type Clock } from './lib/clock';
import { loggableUrl, REDACT_PATHS } from './lib/redact';
import { API_DESCRIPTION } from './lib/openapi';
import { contractSerializer } from './lib/serializer';
import { gatewayValidatorCompiler } from './lib/validator';
import authPlugin from './plugins/auth';
import dbPlugin from './plugins/db';
import envelopePlugin, { answerClientError, FASTIFY_CLIENT_ERRORS, GATEWAY_PREFIX } from './plugins/envelope';
import securityPlugin, { SECURITY_HEADERS } from './plugins/security';
import spaPlugin from './plugins/spa';
import captchaRoutes, { devCaptchaRoutes } from './modules/captcha/routes';
import certificationRoutes from './modules/certification/routes';
import commonRoutes from './modules/common/routes';
import marketRoutes from './modules/market/routes';
import adminRepository from './modules/admin/repository';
import adminRoutes from './modules/admin/routes';
import billRoutes from './modules/compute/bill-routes';
import computeRepository from './modules/compute/repository';
import imageRoutes from './modules/compute/image-routes';
import instanceRoutes from './modules/compute/instance-routes';
import orderRoutes from './modules/compute/order-routes';
import marketRepository from './modules/market/repository';
import goodsRepository from './modules/market/goods-repository';
import goodsRoutes from './modules/market/goods-routes';
import calendarRepository from './modules/calendar/repository';
import calendarRoutes from './modules/calendar/routes';
import type { ComputeProvider } from './modules/compute/provider';
import computePlugin from './plugins/compute';
import paymentRoutes from './modules/payment/routes';
import contentRepository from './modules/content/repository';
import contentAdminRepository from './modules/content/admin-repository';
import contentRoutes from './modules/content/routes';
import devRoutes from './modules/dev/routes';
import healthRoutes from './modules/health/routes';
import { DevOutboxTransport, Messenger, WebhookTransport } from './modules/notify/messenger';
import profileRoutes from './modules/profile/routes';
import secretRoutes from './modules/secret/routes';
import smsRoutes from './modules/sms/routes';
import userRoutes from './modules/user/routes';
import auditRepository from './modules/audit/repository';
import auditRoutes from './modules/audit/routes';
import cardsRepository from './modules/cards/repository';
import cardsRoutes from './modules/cards/routes';
import inboxRepository from './modules/inbox/repository';
import inboxRoutes from './modules/inbox/routes';
import analysisRepository from './modules/analysis/repository';
import analysisRoutes from './modules/analysis/routes';
import { certificationReview } from './modules/certification/review-kind';
import { creditReview } from './modules/content/credit-review-kind';
import noticeRepository from './modules/notice/repository';
import noticeRoutes from './modules/notice/routes';
import reviewRepository from './modules/review/repository';
import reviewRoutes from './modules/review/routes';
import permissionsPlugin from './plugins/permissions';
import readCachePlugin from './plugins/read-cache';
import walletRepository from './modules/wallet/repository';
import sessionRepository from './modules/auth/repository';
import captchaRepository from './modules/captcha/repository';
import certificationRepository from './modules/certification/repository';
import commonRepository from './modules/common/repository';
import outboxRepository from './modules/dev/repository';
import profileRepository from './modules/profile/repository';
import secretRepository from './modules/secret/repository';
import verifyCodeRepository from './modules/sms/repository';
import userRepository from './modules/user/repository';
import walletRoutes from './modules/wallet/routes';
import supplierRepository from './modules/supplier/repository';
import supplierRoutes, { devSupplierRoutes } from './modules/supplier/routes';
import { supplierReview } from './modules/supplier/profile';
import { supplyPlanReview } from './modules/supplier/plans';
import mallRepository from './modules/mall/repository';
import mallRoutes from './modules/mall/routes';
import demandRepository from './modules/demand/repository';
import demandRoutes from './modules/demand/routes';
import { demandReview } from './modules/demand/review-kind';
import { LocalDiskStorage, type ObjectStorage } from './lib/storage';

declare module 'fastify' {
  interface FastifyInstance {
    env: Env;
    messenger: Messenger;
    storage: ObjectStorage;
  }
}

export interface AppOptions {
  env: Env;
  database: Database;
  clock?: Clock;
  /** Whether closing the app closes the database (true for the process, false for shared test DBs). */
  closeDatabase?: boolean;
  /** Where user files go; local disk under DATA_DIR unless given. */
  storage?: ObjectStorage;
  /** What runs containers; the simulated provider by default. */
  provider?: ComputeProvider;
}

/** The gateway as a plugin: external plugins, then app plugins, then routes. */
async function gateway(fastify: FastifyInstance, opts: AppOptions) {
  const { env } = opts;
  fastify.decorate('env', env);

  // 1. Request and response schemas are zod, from src/shared/contracts. Request errors (and control
  // characters in any field) become 50005 in the envelope plugin; answers are serialised through
  // their contract (strict in tests, see contractSerializer).
  fastify.setValidatorCompiler(gatewayValidatorCompiler);
  fastify.setSerializerCompiler(
    contractSerializer(env.RESPONSE_CHECK, (breach) => fastify.log.error({ err: breach }, 'answer breaks its contract')),
  );

  // 2. External plugins: security headers, compression of API answers, the OpenAPI document.
  await fastify.register(securityPlugin);
  await fastify.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
  await fastify.register(swagger, {
    openapi: {
      info: { title: '算力市场 Gateway API', version: '1.0.0', description: API_DESCRIPTION },
      servers: [{ url: '/gateway' }],
      components: { securitySchemes: { token: { type: 'apiKey', in: 'header', name: 'Authorization' } } },
    },
    // The document describes the API only: whatever is served outside /gateway (the single-page
    // app and its files) is left out.
    transform: (document) =>
      document.url === GATEWAY_PREFIX || document.url.startsWith(`${GATEWAY_PREFIX}/`) ? jsonSchemaTransform(document) : { schema: { hide: true }, url: document.url },
    transformObject: jsonSchemaTransformObject,
  });

  // 3. App plugins: the envelope boundary, the database and clock, authentication.
  await fastify.register(envelopePlugin);
  await fastify.register(dbPlugin, {
    database: opts.database,
    clock: opts.clock ?? systemClock,
    closeWithApp: opts.closeDatabase ?? true,
  });
  await fastify.register(authPlugin);
  await fastify.register(permissionsPlugin);
  // Reads marked CACHED_READ are answered from memory while nothing they read has changed.
  await fastify.register(readCachePlugin);
  fastify.decorate('storage', opts.storage ?? new LocalDiskStorage(env.DATA_DIR));
  // SMS and e-mail: the operator's provider when configured, otherwise the dev outbox.
  const transport = env.MESSAGE_WEBHOOK_URL
    ? new WebhookTransport(env.MESSAGE_WEBHOOK_URL, env.MESSAGE_WEBHOOK_TOKEN)
    : new DevOutboxTransport(fastify.log);
  if (!env.MESSAGE_WEBHOOK_URL && env.NODE_ENV === 'production') {
    fastify.log.warn('MESSAGE_WEBHOOK_URL is not set: SMS and e-mail only reach the server log and outbox');
  }
  fastify.decorate('messenger', new Messenger(opts.database.db, opts.clock ?? systemClock, transport));

  // The compute provider and the background worker (transitions, metering, funds, auto-release).
  await fastify.register(computePlugin, { provider: opts.provider, workerIntervalMs: env.WORKER_INTERVAL_MS });

  // 4. Repositories: each module's SQL behind a typed API, over the db and clock captured once.
  await fastify.register(walletRepository);
  for (const repository of [
    sessionRepository,
    secretRepository,
    verifyCodeRepository,
    captchaRepository,
    userRepository,
    certificationRepository,
    profileRepository,
    commonRepository,
    outboxRepository,
    marketRepository,
    computeRepository,
    contentRepository,
    contentAdminRepository,
    adminRepository,
    auditRepository,
    noticeRepository,
    goodsRepository,
    calendarRepository,
    cardsRepository,
    inboxRepository,
    supplierRepository,
    mallRepository,
    demandRepository,
    analysisRepository,
  ]) {
    await fastify.register(repository);
  }
  // The review centre, with every kind of application the platform reviews.
  await fastify.register(reviewRepository, {
    kinds: [certificationReview, creditReview, supplierReview, supplyPlanReview(() => fastify.market.offersChanged()), demandReview],
  });

  // 5. One line per request, with secrets taken out of the URL. The line holds nothing else that
  // could need redacting (no headers, no body), so it skips pino's redaction paths, the costliest
  // part of writing it.
  const requestLog = fastify.log.child({}, { redact: [] });
  fastify.addHook('onResponse', (request, reply, done) => {
    requestLog.info(
      { reqId: request.id, method: request.method, url: loggableUrl(request.url), status: reply.statusCode, ms: Math.round(reply.elapsedTime) },
      'request',
    );
    done();
  });

  // 6. The gateway: rate limited per client, every answer an envelope.
  await fastify.register(
    async (api) => {
      await api.register(rateLimit, {
        max: env.RATE_LIMIT_PER_MINUTE,
        timeWindow: '1 minute',
        errorResponseBuilder: (_request, context) => ({
          statusCode: 429,
          code: Code.RATE_LIMITED,
          message: `请求过于频繁，请${Math.ceil(context.ttl / 1000)}秒后再试`,
        }),
      });
      await api.register(healthRoutes);
      await api.register(secretRoutes);
      await api.register(userRoutes);
      await api.register(smsRoutes);
      await api.register(captchaRoutes);
      await api.register(walletRoutes);
      await api.register(paymentRoutes);
      await api.register(certificationRoutes);
      await api.register(commonRoutes);
      await api.register(orderRoutes);
      await api.register(instanceRoutes);
      await api.register(imageRoutes);
      await api.register(billRoutes);
      await api.register(marketRoutes);
      await api.register(profileRoutes);
      await api.register(adminRoutes);
      await api.register(contentRoutes);
      await api.register(reviewRoutes);
      await api.register(auditRoutes);
      await api.register(noticeRoutes);
      await api.register(goodsRoutes);
      await api.register(calendarRoutes);
      await api.register(cardsRoutes);
      await api.register(inboxRoutes);
      await api.register(supplierRoutes);
      await api.register(mallRoutes);
      await api.register(demandRoutes);
      await api.register(analysisRoutes);
      if (env.devTools) {
        await api.register(devRoutes);
        await api.register(devCaptchaRoutes);
        await api.register(devSupplierRoutes);
      }
      api.get('/openapi.json', { schema: { hide: true } }, async () => fastify.swagger());
      // A readable reference of the same document, with the envelope, codes and paging described once.
      await api.register(swaggerUi, {
        routePrefix: '/docs',
        uiConfig: { docExpansion: 'none', deepLinking: true, defaultModelsExpandDepth: 0 },
        theme: { title: '算力市场 API 参考' },
      });
    },
    { prefix: GATEWAY_PREFIX },
  );

  // 7. The single-page app, with history fallback.
  await fastify.register(spaPlugin, { root: env.STATIC_DIR });
}

/** Not encapsulated: what the gateway decorates (db, clock, messenger) is visible to its host. */
export const app = fp(gateway, { name: 'gateway' });

export function serverOptions(env: Env): FastifyServerOptions {
  return {
    logger: {
      level: env.LOG_LEVEL,
      redact: { paths: REDACT_PATHS, censor: '***' },
      // Written in the background: a line per request must not cost a blocking write() each.
      // Lines buffered at exit are flushed synchronously by pino.
      stream: pino.destination({ dest: 1, sync: false }),
    },
    // One line per request comes from the onResponse hook in the app, with secrets removed.
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: env.BODY_LIMIT_BYTES,
    trustProxy: env.TRUST_PROXY,
    // Path parameters are bounded by each route's own schema (a 50005 naming the field, through
    // the envelope and its headers). The router's own limit would answer a bare 414 before any hook
    // runs, so it is set past anything the 16 KB request line can carry.
    routerOptions: { maxParamLength: 16_384 },
    // Errors the router meets before any route or hook (a URL it cannot decode): still an envelope,
    // with the security headers the hooks would have set.
    frameworkErrors: (error, request, reply) => {
      const { status, msg } = FASTIFY_CLIENT_ERRORS[error.code] ?? { status: 400, msg: '请求无效' };
      request.log.info({ err: error }, 'client error');
      void reply.code(status as never).headers(SECURITY_HEADERS).send({ code: Code.PARAM, data: null, msg } as never);
    },
    // Errors Node's HTTP parser answers before the router (a query string past the 16 KB header
    // limit: 431): the envelope too, with the same security headers, written on the raw socket.
    clientErrorHandler(error, socket) {
      (this as unknown as FastifyInstance).log.debug({ err: error }, 'client error before routing');
      answerClientError(error, socket, SECURITY_HEADERS);
    },
  };
}

/** Build a ready gateway around an opened database. */
export async function buildApp(opts: AppOptions): Promise<FastifyInstance> {
  const fastify = Fastify(serverOptions(opts.env)).withTypeProvider<ZodTypeProvider>();
  await fastify.register(app, opts);
  await fastify.ready();
  return fastify;
}
