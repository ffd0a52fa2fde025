import type { FastifyReply, FastifyRequest } from 'fastify';
import { Code } from '../../../src/shared/core/codes';
import { fromMinor, PRICE, toMinor } from '../../../src/shared/core/money';
import type { Db, Tx } from '../../db/client';
import { MINUTE, type Clock } from '../../lib/clock';
import { BizError } from '../../lib/envelope';
import { plainIp } from '../inference/open-auth';
import { minuteStart, secondsUntil } from '../inference/periods';
import { insertCall, type AccessPointRow } from '../inference/queries';
import { debitWallet, spendableFen } from '../wallet/service';
import type { ServiceLifecycle } from './lifecycle';
import { postUpstream, UpstreamDenied, type UpstreamPolicy } from './upstream-policy';
import { insertServiceCall, keyTokensSince, serviceByName, updateService, type ServiceRow } from './queries';

export interface GatewayDeps {
  db: Db;
  clock: Clock;
  services: ServiceLifecycle;
  /** How long to wait for an upstream's answer (its first byte, for a stream). */
  upstreamTimeoutMs: number;
  /** Which upstream addresses may be connected to (SSRF). */
  upstreamPolicy: UpstreamPolicy;
}

export type OpenAiKind = 'chat' | 'embeddings';
const PATHS: Record<OpenAiKind, string> = { chat: '/chat/completions', embeddings: '/embeddings' };

/** A photo key calling the OpenAI-compatible gateway: refused, nothing forwarded or charged. */
export const WRONG_PRODUCT_FOR_MODELS = '该 API 密钥属于 AI 写真 API，不能调用模型服务（chat/completions、embeddings、models）；请新建产品为“模型服务”的接入点。本次未扣费';

export const NO_BACKEND =
  '该模型服务没有配置上游地址：模拟算力提供方没有大语言模型推理后端，不会生成任何文本。请在服务中填写 OpenAI 兼容的上游地址（如 vLLM、Ollama 的 http://主机:端口/v1）。本次未扣费';

const fail = (httpStatus: number, code: number, message: string, data: unknown = null) => new BizError(code, message, data, httpStatus);

/** Token usage as an OpenAI-compatible server reports it. */
export interface Usage {
  prompt: number;
  completion: number;
}

export function usageOf(body: unknown): Usage | null {
  const usage = (body as { usage?: { prompt_tokens?: unknown; completion_tokens?: unknown } } | null)?.usage;
  if (!usage || typeof usage.prompt_tokens !== 'number') return null;
  const completion = typeof usage.completion_tokens === 'number' ? usage.completion_tokens : 0;
  return { prompt: Math.max(0, Math.floor(usage.prompt_tokens)), completion: Math.max(0, Math.floor(completion)) };
}

/** What tokens cost at a service's prices per million, in fen, rounded up to the fen per call. */
export function tokensFen(service: Pick<ServiceRow, 'promptPrice' | 'completionPrice'>, usage: Usage): number {
  const tenThousandths = usage.prompt * toMinor(service.promptPrice, PRICE) + usage.completion * toMinor(service.completionPrice, PRICE);
  return Math.ceil(tenThousandths / 100_000_000);
}

/** The key's service named by `model`, ready to answer; refusals say why, and nothing is charged. */
async function serviceFor(deps: GatewayDeps, point: AccessPointRow, model: unknown, reply: FastifyReply): Promise<ServiceRow> {
  if (point.product !== 'model_service') throw fail(403, Code.FORBIDDEN, WRONG_PRODUCT_FOR_MODELS, { reason: 'wrong_product', product: point.product });
  if (typeof model !== 'string' || model === '') throw fail(400, Code.PARAM, '请求体缺少 model：请填写模型服务的名称', [{ field: 'model', message: '必填' }]);
  const service = await serviceByName(deps.db, point.userId, model);
  if (!service) throw fail(404, Code.NOT_FOUND, `模型服务不存在：${model}（GET /gateway/open/v1/models 列出本密钥可用的模型）`);
  if (service.status === 'stopped' || service.status === 'failed') throw fail(503, Code.ERROR, `模型服务 ${model} 已${service.status === 'failed' ? '部署失败' : '停止'}，请在控制台启动后再调用`);
  if (service.status === 'running' && service.replicas === 0) await deps.services.wake(service.id);
  if (service.status !== 'running' || service.replicas === 0) {
    reply.header('retry-after', '5');
    throw fail(503, Code.ERROR, `模型服务 ${model} 正在启动副本（冷启动），请稍后重试`);
  }
  if (!service.upstreamUrl) throw fail(501, Code.ERROR, NO_BACKEND, { reason: 'no_backend' });
  return service;
}

/** Limits judged before forwarding: the key's tokens this minute, and a wallet with something in it. */
async function precheck(deps: GatewayDeps, point: AccessPointRow, service: ServiceRow, reply: FastifyReply): Promise<void> {
  const now = deps.clock.now();
  if (service.tpm !== null) {
    const window = minuteStart(now);
    if ((await keyTokensSince(deps.db, point.id, window)) >= service.tpm) {
      reply.header('retry-after', String(secondsUntil(new Date(window.getTime() + MINUTE), now)));
      throw fail(429, Code.RATE_LIMITED, `Token 用量过快：该接入点每分钟最多 ${service.tpm} 个 token`);
    }
  }
  const priced = toMinor(service.promptPrice, PRICE) > 0 || toMinor(service.completionPrice, PRICE) > 0;
  if (priced && (await spendableFen(deps.db, point.userId)) <= 0) throw fail(402, Code.ERROR, '余额不足：请先充值后再调用模型服务', { reason: 'insufficient_funds' });
}

/** Charge a call's tokens and write its log rows, in one transaction: exactly once per call. */
async function settle(deps: GatewayDeps, request: FastifyRequest, service: ServiceRow, usage: Usage, stream: boolean, error: string | null = null): Promise<string> {
  const point = request.accessPoint!;
  const now = deps.clock.now();
  const fen = error === null ? tokensFen(service, usage) : 0;
  const units = usage.prompt + usage.completion;
  await deps.db.transaction(async (tx: Tx) => {
    if (fen > 0) {
      await debitWallet(tx, deps.clock, {
        userId: point.userId,
        fen,
        type: 'consume',
        refType: 'api_call',
        refId: request.callId!,
        remark: `模型服务 ${service.name}：输入 ${usage.prompt} / 输出 ${usage.completion} tokens`,
        partial: true,
      });
    }
    await insertCall(tx, {
      requestId: request.callId!,
      userId: point.userId,
      accessPointId: point.id,
      accessPointName: point.name,
      product: 'model_service',
      endpoint: `POST ${request.routeOptions.url} (${service.name})`,
      status: error === null ? 200 : 502,
      latencyMs: Date.now() - startedAt(request),
      units,
      // The call's average price per million tokens.
      unitPrice: units === 0 ? '0.0000' : fromMinor(Math.round((fen * 100 * 1_000_000) / units), PRICE),
      cost: fromMinor(fen),
      free: false,
      clientIp: plainIp(request.ip),
      error,
      createdAt: now,
    });
    await insertServiceCall(tx, { requestId: request.callId!, serviceId: service.id, userId: point.userId, accessPointId: point.id, promptTokens: usage.prompt, completionTokens: usage.completion, cost: fromMinor(fen), stream, createdAt: now });
    await updateService(tx, service.id, { lastCallAt: now });
  });
  request.callLogged = true;
  return fromMinor(fen);
}

const started = new WeakMap<FastifyRequest, number>();
const startedAt = (request: FastifyRequest) => started.get(request) ?? Date.now();

function upstreamUrl(service: ServiceRow, kind: OpenAiKind) {
  return `${service.upstreamUrl!.replace(/\/+$/, '')}${PATHS[kind]}`;
}

/** An upstream failure: never charged; a 4xx is the caller's request (passed on), anything else a 502. */
async function upstreamFailure(response: Response): Promise<BizError> {
  const text = (await response.text().catch(() => '')).slice(0, 500);
  let detail = text;
  try {
    const parsed = JSON.parse(text) as { error?: { message?: string } | string; message?: string };
    detail = (typeof parsed.error === 'string' ? parsed.error : parsed.error?.message) ?? parsed.message ?? text;
  } catch {
    // not JSON: the text as it came
  }
  if (response.status >= 400 && response.status < 500 && response.status !== 429) {
    return fail(response.status, Code.PARAM, `上游拒绝了请求（HTTP ${response.status}）：${detail}`.slice(0, 600));
  }
  return fail(502, Code.ERROR, `上游服务出错（HTTP ${response.status}），本次未扣费`);
}

async function send(deps: GatewayDeps, service: ServiceRow, kind: OpenAiKind, body: Record<string, unknown>): Promise<Response> {
  let url: URL;
  try {
    url = new URL(upstreamUrl(service, kind));
  } catch {
    throw fail(502, Code.ERROR, '模型服务的上游地址无效，本次未扣费');
  }
  try {
    const headers = { 'content-type': 'application/json', accept: body.stream ? 'text/event-stream' : 'application/json' };
    return await postUpstream(deps.upstreamPolicy, url, headers, JSON.stringify(body), deps.upstreamTimeoutMs);
  } catch (error) {
    if (error instanceof UpstreamDenied) throw fail(403, Code.FORBIDDEN, error.message, { reason: 'upstream_denied' });
    const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
    throw fail(timedOut ? 504 : 502, Code.ERROR, timedOut ? `上游服务在 ${Math.round(deps.upstreamTimeoutMs / 1000)} 秒内没有应答，本次未扣费` : '无法连接上游服务，本次未扣费');
  }
}

/**
 * POST /open/v1/chat/completions and /embeddings: the key's service by `model`, forwarded to its
 * upstream as sent (the upstream's own model name in `model`), the upstream's answer passed back,
 * and the tokens of its `usage` charged at the service's prices with the call's log row.
 * A stream asks the upstream for usage (`stream_options.include_usage`) and is charged when it ends.
 */
export async function forwardCall(deps: GatewayDeps, kind: OpenAiKind, request: FastifyRequest, reply: FastifyReply): Promise<unknown> {
  started.set(request, Date.now());
  const point = request.accessPoint!;
  const body = { ...(request.body as Record<string, unknown>) };
  const service = await serviceFor(deps, point, body.model, reply);
  await precheck(deps, point, service, reply);
  body.model = service.modelId ?? service.name;
  const stream = kind === 'chat' && body.stream === true;
  if (stream) body.stream_options = { ...(body.stream_options as object | undefined), include_usage: true };

  const response = await send(deps, service, kind, body);
  if (response.status >= 300 && response.status < 400) {
    await response.body?.cancel();
    throw fail(502, Code.ERROR, `上游返回了重定向（HTTP ${response.status}），网关不跟随重定向，请把服务的上游地址改为最终地址。本次未扣费`, { reason: 'upstream_redirect' });
  }
  if (!response.ok) throw await upstreamFailure(response);
  if (!stream) {
    let answer: unknown;
    try {
      answer = await response.json();
    } catch {
      throw fail(502, Code.ERROR, '上游返回的不是有效的 JSON，本次未扣费');
    }
    if (answer && typeof answer === 'object' && 'model' in answer) (answer as { model: string }).model = service.name;
    await settle(deps, request, service, usageOf(answer) ?? { prompt: 0, completion: 0 }, false);
    return answer;
  }
  await relayStream(deps, request, reply, service, response);
  return reply;
}

/**
 * Pass an upstream's server-sent events through as they come (the reply taken over, so the
 * gateway's request timeout does not cut a long answer), reading the usage chunk on the way, and
 * charge once the stream has ended; a stream broken off is logged and not charged.
 */
async function relayStream(deps: GatewayDeps, request: FastifyRequest, reply: FastifyReply, service: ServiceRow, response: Response): Promise<void> {
  reply.hijack();
  const raw = reply.raw;
  raw.writeHead(200, { 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-cache', connection: 'keep-alive', 'x-request-id': request.callId! });
  let usage: Usage | null = null;
  let pending = '';
  const decoder = new TextDecoder();
  const readLines = (text: string) => {
    pending += text;
    const lines = pending.split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) {
      const data = /^data:\s?(.*)$/.exec(line.trim())?.[1];
      if (!data || data === '[DONE]') continue;
      try {
        usage = usageOf(JSON.parse(data)) ?? usage;
      } catch {
        // a partial or foreign line: passed through, not read
      }
    }
  };
  let error: string | null = null;
  try {
    for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
      readLines(decoder.decode(chunk, { stream: true }));
      if (!raw.write(chunk)) await new Promise((resolve) => raw.once('drain', resolve));
    }
    readLines('\n');
  } catch (cause) {
    error = `上游流中断，本次未扣费：${cause instanceof Error ? cause.message : String(cause)}`;
  }
  try {
    await settle(deps, request, service, usage ?? { prompt: 0, completion: 0 }, true, error);
  } catch (cause) {
    request.log.error({ err: cause }, 'model service stream not charged');
  }
  raw.end();
}
