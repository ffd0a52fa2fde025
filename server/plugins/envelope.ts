import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { ConnectionError, FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { Code, type FieldError } from '../../src/shared/core/codes';
import { HashingBusyError } from '../lib/crypto';
import { BizError } from '../lib/envelope';
import { ContractBreach } from '../lib/serializer';

export const GATEWAY_PREFIX = '/gateway';

/** Whether a URL is the API's (under /gateway) rather than the single-page app's. */
export const isApiUrl = (url: string) => url === GATEWAY_PREFIX || url.startsWith(`${GATEWAY_PREFIX}/`) || url.startsWith(`${GATEWAY_PREFIX}?`);

const GENERIC_FAILURE = '系统异常，请稍后重试';

const REQUEST_PART: Record<string, string> = { body: '请求体', querystring: '查询参数', params: '路径参数' };

/** Fastify's own client errors, mapped to a clear 50005 message. */
export const FASTIFY_CLIENT_ERRORS: Record<string, { status: number; msg: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, msg: '请求体不是有效的 JSON' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, msg: '请求体为空，但声明为 JSON' },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, msg: '请求体过大' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, msg: '不支持的 Content-Type，请使用 application/json' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, msg: 'Content-Length 与请求体不符' },
  FST_ERR_BAD_URL: { status: 400, msg: '请求路径无效' },
  FST_ERR_ASYNC_CONSTRAINT: { status: 400, msg: '请求参数无效' },
};

function fieldErrors(error: FastifyError): FieldError[] {
  const context = error.validationContext ?? 'body';
  return (error.validation ?? []).map((issue) => {
    const pointer = issue.instancePath.replace(/^\//, '').replace(/\//g, '.');
    return { field: pointer || context, message: issue.message ?? '参数错误' };
  });
}

/**
 * The one boundary where every outcome becomes the {code, data, msg} envelope: business errors,
 * schema violations, fastify's own client errors, unknown routes and unexpected failures.
 */
async function envelope(app: FastifyInstance) {
  // A request still unanswered after REQUEST_TIMEOUT_MS (a stuck database, a lost upstream) answers
  // -1 and frees its caller; whatever its handler does later is dropped. An answer already under
  // way (a streamed export whose headers went out) is not unanswered: it runs to its end.
  const timeoutMs = app.env.REQUEST_TIMEOUT_MS;
  const timers = new WeakMap<object, NodeJS.Timeout>();
  app.addHook('onRequest', (request, reply, done) => {
    const timer = setTimeout(() => {
      if (reply.sent || reply.raw.headersSent) return;
      request.log.error({ method: request.method, ms: timeoutMs }, 'request timed out');
      void reply.status(500).send({ code: Code.ERROR, data: null, msg: GENERIC_FAILURE });
    }, timeoutMs);
    timers.set(request, timer);
    done();
  });
  const clear = (request: object, _reply: unknown, done: () => void) => {
    clearTimeout(timers.get(request));
    done();
  };
  app.addHook('onResponse', clear);
  app.addHook('onRequestAbort', (request, done) => clear(request, null, done));

  app.setErrorHandler((error: FastifyError | BizError, request, reply) => {
    if (error instanceof BizError) {
      return reply.status(error.httpStatus).send({ code: error.code, data: error.data, msg: error.message });
    }
    if (hasZodFastifySchemaValidationErrors(error) || error.validation) {
      const errors = fieldErrors(error as FastifyError);
      const first = errors[0]!;
      const part = REQUEST_PART[(error as FastifyError).validationContext ?? 'body'] ?? '参数';
      const msg = `${part} ${first.field}：${first.message}`;
      return reply.status(200).send({ code: Code.PARAM, data: errors, msg });
    }
    const known = error.code ? FASTIFY_CLIENT_ERRORS[error.code] : undefined;
    if (known) {
      return reply.status(known.status).send({ code: Code.PARAM, data: null, msg: known.msg });
    }
    if (error instanceof HashingBusyError) {
      return reply.status(429).header('retry-after', '1').send({ code: Code.RATE_LIMITED, data: null, msg: '登录请求过多，请稍后再试' });
    }
    if (error.statusCode === 429) {
      return reply.status(429).send({ code: Code.RATE_LIMITED, data: null, msg: error.message });
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      request.log.info({ err: error }, 'client error');
      return reply.status(error.statusCode).send({ code: Code.PARAM, data: null, msg: '请求无效' });
    }
    if (error instanceof ContractBreach) {
      // Only under RESPONSE_CHECK=strict (tests): say which field broke the contract.
      request.log.error({ err: error }, 'answer breaks its contract');
      return reply.status(500).send({ code: Code.ERROR, data: null, msg: error.message });
    }
    request.log.error({ err: error }, 'unexpected failure');
    return reply.status(500).send({ code: Code.ERROR, data: null, msg: GENERIC_FAILURE });
  });
}

export default fp(envelope, { name: 'envelope' });

/** Errors Node's HTTP parser meets before Fastify sees a request; any other is a plain 400. */
const PARSER_ERRORS: Record<string, { status: number; code: number; msg: string }> = {
  HPE_HEADER_OVERFLOW: { status: 431, code: Code.PARAM, msg: '请求头或网址过长' },
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, code: Code.TIMEOUT, msg: '请求超时，请稍后重试' },
};
const LINGER_MS = 1_000;

/**
 * Fastify's clientErrorHandler: Node answers some requests itself before any route or hook runs (a
 * request line or headers past maxHeaderSize, a malformed request, headers too slow to arrive).
 * Those answers are written here on the raw socket, still as the envelope and with `headers` (the
 * security headers every other answer carries). The socket is ended rather than destroyed, so the
 * client can read the answer while the rest of its request is still arriving (destroying a socket
 * with unread bytes resets the connection and can lose the answer); it is destroyed after a
 * moment if the client does not close it.
 */
export function answerClientError(error: ConnectionError, socket: Socket, headers: Readonly<Record<string, string>>): void {
  // Already answered (the parser reports again as more of the request arrives), or nothing to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed || socket.writableEnded) return;
  if (!socket.writable) {
    socket.destroy(error);
    return;
  }
  const { status, code, msg } = PARSER_ERRORS[error.code] ?? { status: 400, code: Code.PARAM, msg: '请求无效' };
  const body = JSON.stringify({ code, data: null, msg });
  const head = {
    ...headers,
    'content-type': 'application/json; charset=utf-8',
    'content-length': String(Buffer.byteLength(body)),
    connection: 'close',
  };
  const lines = [`HTTP/1.1 ${status} ${STATUS_CODES[status]}`, ...Object.entries(head).map(([name, value]) => `${name}: ${value}`)];
  socket.end(`${lines.join('\r\n')}\r\n\r\n${body}`);
  const linger = setTimeout(() => socket.destroy(), LINGER_MS);
  linger.unref();
  socket.once('close', () => clearTimeout(linger));
}

/** The answer for a /gateway path no route serves. */
export function noRoute(method: string, url: string) {
  const pathOnly = url.split('?')[0];
  return { code: Code.NO_ROUTE, data: null, msg: `接口不存在：${method} ${pathOnly}` };
}
