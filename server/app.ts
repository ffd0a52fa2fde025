import compress from '@fastify/compress';
import Fastify, { type FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from './db/client';
import type { Env } from './env';
import { systemClock, type Clock } from './lib/clock';
import { loggableUrl } from './lib/redact';
import { contractSerializer } from './lib/serializer';
import { LocalDiskStorage, type ObjectStorage } from './lib/storage';
import { gatewayValidatorCompiler } from './lib/validator';
import type { ComputeProvider } from './modules/compute/provider';
import { MODULES } from './modules';
import authPlugin from './plugins/auth';
import dbPlugin from './plugins/db';
import envelopePlugin, { GATEWAY_PREFIX } from './plugins/envelope';
import jobsPlugin from './plugins/jobs';
import openapiPlugin, { documentRoutes } from './plugins/openapi';
import permissionsPlugin from './plugins/permissions';
import rateLimitPlugin from './plugins/rate-limit';
import readCachePlugin from './plugins/read-cache';
import securityPlugin from './plugins/security';
import spaPlugin from './plugins/spa';
import { serverOptions } from './server-options';

declare module 'fastify' {
  interface FastifyInstance {
    env: Env;
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

/** The gateway as a plugin: external plugins, then app plugins, then the modules, then the app. */
async function gateway(fastify: FastifyInstance, opts: AppOptions) {
  const { env } = opts;
  fastify.decorate('env', env);
  fastify.decorate('storage', opts.storage ?? new LocalDiskStorage(env.DATA_DIR));

  // 1. Request and response schemas are zod, from src/shared/contracts. Request errors (and control
  // characters in any field) become 50005 in the envelope plugin; answers are serialised through
  // their contract (strict in tests, see contractSerializer).
  fastify.setValidatorCompiler(gatewayValidatorCompiler);
  const onBreach = (breach: unknown) => fastify.log.error({ err: breach }, 'answer breaks its contract');
  fastify.setSerializerCompiler(contractSerializer(env.RESPONSE_CHECK, onBreach));

  // 2. External plugins: security headers, compression of API answers, the OpenAPI document, a rate
  // limit per client on the API.
  await fastify.register(securityPlugin);
  await fastify.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
  await fastify.register(openapiPlugin);
  await fastify.register(rateLimitPlugin, { perMinute: env.RATE_LIMIT_PER_MINUTE });

  // 3. App plugins: the envelope boundary, the database and clock, authentication, permissions, the
  // read cache (reads marked CACHED_READ answered from memory while nothing they read has changed),
  // the job scheduler.
  await fastify.register(envelopePlugin);
  await fastify.register(dbPlugin, { database: opts.database, clock: opts.clock ?? systemClock, closeWithApp: opts.closeDatabase ?? true });
  await fastify.register(authPlugin);
  await fastify.register(permissionsPlugin);
  await fastify.register(readCachePlugin);
  await fastify.register(jobsPlugin, { intervalMs: env.WORKER_INTERVAL_MS });

  // 4. One line per request, with secrets taken out of the URL. The line holds nothing else that
  // could need redacting (no headers, no body), so it skips pino's redaction paths, the costliest
  // part of writing it.
  const requestLog = fastify.log.child({}, { redact: [] });
  fastify.addHook('onResponse', (request, reply, done) => {
    const line = { reqId: request.id, method: request.method, url: loggableUrl(request.url), status: reply.statusCode, ms: Math.round(reply.elapsedTime) };
    requestLog.info(line, 'request');
    done();
  });

  // 5. The modules, each once, in the order of their dependencies: each registers what it owns
  // (services, routes under /gateway, review kinds, jobs).
  for (const module of MODULES) await fastify.register(module, { provider: opts.provider });

  // 6. The API's own document and a readable reference of it.
  await fastify.register(documentRoutes, { prefix: GATEWAY_PREFIX });

  // 7. The single-page app, with history fallback.
  await fastify.register(spaPlugin, { root: env.STATIC_DIR });
}

/** Not encapsulated: what the gateway decorates (db, clock, messenger) is visible to its host. */
export const app = fp(gateway, { name: 'gateway' });

/** Build a ready gateway around an opened database. */
export async function buildApp(opts: AppOptions): Promise<FastifyInstance> {
  const fastify = Fastify(serverOptions(opts.env)).withTypeProvider<ZodTypeProvider>();
  await fastify.register(app, opts);
  await fastify.ready();
  return fastify;
}

export { serverOptions };
