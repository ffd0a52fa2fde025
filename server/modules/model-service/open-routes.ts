import type { FastifyError } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ChatCompletion, ChatCompletionBody, EmbeddingBody, EmbeddingResult, ModelList, OpenAiError } from '../../../src/shared/contracts/model-service';
import { Code } from '../../../src/shared/core/codes';
import { BizError } from '../../lib/envelope';
import { logCalls, startCall } from '../inference/call-log';
import { authenticateKey } from '../inference/open-auth';
import { forwardCall, WRONG_PRODUCT_FOR_MODELS, type GatewayDeps } from './gateway';
import { liveServicesOf } from './queries';
import { upstreamPolicy } from './upstream-policy';

const security = [{ apiKey: [] }];
const tags = ['open'];
const TYPES: Record<number, string> = { 400: 'invalid_request_error', 401: 'authentication_error', 403: 'permission_error', 404: 'not_found_error', 429: 'rate_limit_error' };

/**
 * The OpenAI-compatible gateway under /gateway/open/v1: the same keys as the photo API (an access
 * point whose product is 模型服务), the key's owner's services chosen by `model`. Answers are
 * OpenAI's bodies; errors carry the gateway's envelope and OpenAI's `error` object together.
 */
const openAiRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps: GatewayDeps = { db: app.db, clock: app.clock, services: app.modelServices.lifecycle, upstreamTimeoutMs: Math.max(1000, Math.min(120_000, app.env.REQUEST_TIMEOUT_MS - 2000)),
    upstreamPolicy: upstreamPolicy(app.env.MODEL_UPSTREAM_ALLOW_HOSTS),
  };
  app.addHook('onRequest', async (request, reply) => {
    startCall(request, reply);
    await authenticateKey(app.db, app.clock, request, reply);
  });
  logCalls(app);
  app.setErrorHandler((error: FastifyError | BizError, _request, reply) => {
    if (!(error instanceof BizError)) throw error;
    const status = error.httpStatus === 200 ? 400 : error.httpStatus;
    // The error envelope's contract would strip OpenAI's `error` object: these answers are written as they are.
    return reply.status(status).serializer(JSON.stringify).send({ code: error.code, data: error.data, msg: error.message, error: { message: error.message, type: TYPES[status] ?? 'api_error', code: error.code } });
  });

  const errors = { 400: OpenAiError, 401: OpenAiError, 403: OpenAiError, 404: OpenAiError, 429: OpenAiError, 501: OpenAiError, 502: OpenAiError, 503: OpenAiError };

  app.get('/v1/models', { schema: { tags, summary: 'OpenAI 兼容：本密钥所属用户的模型服务', security, response: { 200: ModelList } } }, async (request) => {
    const point = request.accessPoint!;
    if (point.product !== 'model_service') throw new BizError(Code.FORBIDDEN, WRONG_PRODUCT_FOR_MODELS, { reason: 'wrong_product', product: point.product }, 403);
    const rows = await liveServicesOf(app.db, point.userId);
    return { object: 'list' as const, data: rows.map((row) => ({ id: row.name, object: 'model' as const, created: Math.floor(row.createdAt.getTime() / 1000), owned_by: row.modelId ?? row.image ?? 'user' })) };
  });

  app.post(
    '/v1/chat/completions',
    {
      schema: {
        tags,
        summary: 'OpenAI 兼容：对话补全（stream: true 时以 SSE 转发）',
        description:
          '按 `model`（模型服务名称）选择本密钥所属用户的服务并转发到其上游地址；按上游返回的 usage 计费（输入/输出 token 各按服务单价，每百万 token），与调用日志同一事务只扣一次。上游 5xx 或超时不扣费。没有上游地址的服务返回 501：模拟算力提供方没有大语言模型推理后端。',
        security,
        body: ChatCompletionBody,
        response: { 200: ChatCompletion, ...errors },
      },
    },
    async (request, reply) => (await forwardCall(deps, 'chat', request, reply)) as never,
  );

  app.post(
    '/v1/embeddings',
    { schema: { tags, summary: 'OpenAI 兼容：向量嵌入（按输入 token 计费）', security, body: EmbeddingBody, response: { 200: EmbeddingResult, ...errors } } },
    async (request, reply) => (await forwardCall(deps, 'embeddings', request, reply)) as never,
  );
};

export default openAiRoutes;
