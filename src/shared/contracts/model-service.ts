/**
 * Model services (模型服务, issue 23): a model from the AI market, or a private image, deployed on
 * GPU goods through the compute provider, metered per second of replica time, and reached through
 * the OpenAI-compatible gateway (/gateway/open/v1/chat/completions, /embeddings, /models).
 */
import { z } from 'zod';
import { IsoTime, Money, Page, PageQuery, RecordId, UnitPrice } from './common';

/** creating → running ⇄ scaling → stopped | failed → deleted. */
export const MODEL_SERVICE_STATUSES = ['creating', 'running', 'scaling', 'stopped', 'failed', 'deleted'] as const;
export type ModelServiceStatus = (typeof MODEL_SERVICE_STATUSES)[number];

export const MODEL_SERVICE_SOURCES = ['market', 'image'] as const;
export type ModelServiceSource = (typeof MODEL_SERVICE_SOURCES)[number];

export const MODEL_SERVICE_ACTIONS = ['start', 'stop'] as const;

/** The name callers pass as `model`: letters, digits and . _ - / : (as OpenAI-compatible servers name models). */
export const SERVICE_NAME_RE = /^[A-Za-z0-9][A-Za-z0-9._:/-]{0,63}$/;

/** Most replicas one service may run, and the longest idle timeout (seconds) before it scales down. */
export const REPLICAS_MAX = 8;
export const IDLE_TIMEOUT_MAX = 86_400;

const EnvName = z.string().regex(/^[A-Za-z_][A-Za-z0-9_]{0,63}$/, '环境变量名只能包含字母、数字和下划线，且不能以数字开头');
/** A price per million tokens, in yuan with up to four places. */
const TokenPrice = z.string().regex(/^\d{1,6}(\.\d{1,4})?$/, '单价须为金额，最多四位小数');

export const ModelServiceBody = z
  .object({
    name: z.string().trim().regex(SERVICE_NAME_RE, '服务名称须以字母或数字开头，只含字母、数字与 . _ - / :，最多 64 个字符'),
    source: z.enum(MODEL_SERVICE_SOURCES),
    /** The AI market's model id (source market). */
    modelId: z.string().trim().max(200).nullable(),
    /** A private image reference (source image), e.g. registry.example.com/team/llm:1.0. */
    image: z
      .string()
      .trim()
      .regex(/^[a-z0-9][a-z0-9._/:@-]{0,254}$/i, '镜像地址格式不正确')
      .nullable(),
    goodsId: RecordId,
    /** Cards per replica. */
    gpuNumber: z.number().int().min(1).max(8),
    minReplicas: z.number().int().min(0).max(REPLICAS_MAX),
    maxReplicas: z.number().int().min(1).max(REPLICAS_MAX),
    /** Seconds without a call before the service scales down to its minimum (0 replicas: scale to zero). */
    idleTimeout: z.number().int().min(60).max(IDLE_TIMEOUT_MAX),
    env: z.array(z.object({ name: EnvName, value: z.string().max(2000) })).max(50),
    /** An OpenAI-compatible server (vLLM, Ollama, …) the gateway forwards to; null: none. */
    upstreamUrl: z
      .url({ protocol: /^https?$/, error: '上游地址须为 http(s) 地址' })
      .max(500)
      .nullable(),
    promptPrice: TokenPrice,
    completionPrice: TokenPrice,
    /** Limits of the service's access point: requests and tokens per minute (null: none). */
    rpm: z.number().int().min(1).max(6000).nullable(),
    tpm: z.number().int().min(1).max(10_000_000).nullable(),
  })
  .superRefine((body, ctx) => {
    if (body.minReplicas > body.maxReplicas) ctx.addIssue({ code: 'custom', path: ['minReplicas'], message: '最小副本数不能大于最大副本数' });
    if (body.source === 'market' && !body.modelId) ctx.addIssue({ code: 'custom', path: ['modelId'], message: '请选择模型市场中的模型' });
    if (body.source === 'image' && !body.image) ctx.addIssue({ code: 'custom', path: ['image'], message: '请填写私有镜像地址' });
    const names = body.env.map((e) => e.name);
    if (new Set(names).size !== names.length) ctx.addIssue({ code: 'custom', path: ['env'], message: '环境变量名不能重复' });
  });
export type ModelServiceBody = z.input<typeof ModelServiceBody>;

export const ModelService = z.object({
  id: RecordId,
  name: z.string(),
  source: z.enum(MODEL_SERVICE_SOURCES),
  modelId: z.string().nullable(),
  image: z.string().nullable(),
  goodsId: RecordId,
  gpuType: z.string(),
  regionName: z.string(),
  gpuNumber: z.number().int(),
  status: z.enum(MODEL_SERVICE_STATUSES),
  /** Replicas running now, and what the service is moving to while scaling. */
  replicas: z.number().int().min(0),
  targetReplicas: z.number().int().min(0),
  minReplicas: z.number().int(),
  maxReplicas: z.number().int(),
  idleTimeout: z.number().int(),
  upstreamUrl: z.string().nullable(),
  promptPrice: UnitPrice,
  completionPrice: UnitPrice,
  /** Price per card-hour in force now (tidal). */
  hourlyPrice: UnitPrice,
  accessPointId: RecordId.nullable(),
  reason: z.string().nullable(),
  lastCallAt: IsoTime.nullable(),
  createdAt: IsoTime,
});
export type ModelService = z.infer<typeof ModelService>;
export const ModelServicePage = Page(ModelService);

export const ModelServiceLog = z.object({ id: RecordId, level: z.enum(['info', 'warn', 'error']), message: z.string(), createdAt: IsoTime });
export type ModelServiceLog = z.infer<typeof ModelServiceLog>;

export const ModelServiceDetail = ModelService.extend({
  env: z.array(z.object({ name: z.string(), value: z.string() })),
  /** The base URL of the OpenAI-compatible gateway (path only; the page prefixes its origin). */
  endpoint: z.string(),
  rpm: z.number().int().nullable(),
  tpm: z.number().int().nullable(),
  logs: z.array(ModelServiceLog),
  /** Replica time billed so far and its amount. */
  billedSeconds: z.number().int().min(0),
  billedAmount: Money,
  /** Tokens and spend of calls through the gateway. */
  promptTokens: z.number().int().min(0),
  completionTokens: z.number().int().min(0),
  tokenSpend: Money,
});
export type ModelServiceDetail = z.infer<typeof ModelServiceDetail>;

/** A new service: its access point's key appears whole in this answer only. */
export const ModelServiceCreated = ModelService.extend({ key: z.string().nullable() });
export type ModelServiceCreated = z.infer<typeof ModelServiceCreated>;

export const ModelServiceQuery = PageQuery.extend({ keyword: z.string().trim().max(64).optional(), status: z.enum(MODEL_SERVICE_STATUSES).optional() });
export type ModelServiceQuery = z.input<typeof ModelServiceQuery>;

export const ModelServiceActionParams = z.object({ id: z.coerce.number().int().positive(), action: z.enum(MODEL_SERVICE_ACTIONS) });

// ---- The OpenAI-compatible gateway (documentation; bodies are forwarded as sent) -------------

const Message = z.object({ role: z.string(), content: z.union([z.string(), z.array(z.unknown()), z.null()]) }).loose();

export const ChatCompletionBody = z
  .object({
    model: z.string().min(1).max(200),
    messages: z.array(Message).min(1),
    stream: z.boolean().optional(),
    max_tokens: z.number().int().positive().optional(),
    temperature: z.number().optional(),
  })
  .loose();

export const EmbeddingBody = z
  .object({
    model: z.string().min(1).max(200),
    input: z.union([z.string(), z.array(z.string()), z.array(z.number()), z.array(z.array(z.number()))]),
  })
  .loose();

export const OpenAiUsage = z.object({ prompt_tokens: z.number().optional(), completion_tokens: z.number().optional(), total_tokens: z.number().optional() }).loose();

export const ChatCompletion = z
  .object({ id: z.string().optional(), object: z.string().optional(), model: z.string().optional(), choices: z.array(z.unknown()).optional(), usage: OpenAiUsage.optional() })
  .loose()
  .meta({ description: 'OpenAI 格式的应答，原样转发上游；stream 为 true 时为 text/event-stream' });

export const EmbeddingResult = z.object({ object: z.string().optional(), data: z.array(z.unknown()).optional(), model: z.string().optional(), usage: OpenAiUsage.optional() }).loose();

export const ModelList = z.object({
  object: z.literal('list'),
  data: z.array(z.object({ id: z.string(), object: z.literal('model'), created: z.number().int(), owned_by: z.string() })),
});

/** Errors of the gateway: the envelope's fields plus OpenAI's `error` object, so either kind of client reads them. */
export const OpenAiError = z.object({
  code: z.number().int(),
  data: z.unknown(),
  msg: z.string(),
  error: z.object({ message: z.string(), type: z.string(), code: z.union([z.string(), z.number()]) }),
});

export const MODEL_SERVICE_UNIT_TOKENS = 1_000_000;
