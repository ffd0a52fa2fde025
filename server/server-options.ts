import { LogController, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import pino from 'pino';
import { Code } from '../src/shared/core/codes';
import type { Env } from './env';
import { REDACT_PATHS } from './lib/redact';
import { answerClientError, FASTIFY_CLIENT_ERRORS } from './plugins/envelope';
import { SECURITY_HEADERS } from './plugins/security';

/** The Fastify server's options: logging, limits, and envelopes for errors met before any route. */
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
