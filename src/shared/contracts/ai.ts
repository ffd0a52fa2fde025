/** The AI market's models: the catalogue, a model card, likes and the fit estimate (issue 22). */
import { z } from 'zod';
import { ACCESS_ANSWER_MAX, FIT_BATCH_MAX, FIT_CONTEXT_MAX, MODEL_ID_RE, MODEL_LIBRARIES, MODEL_LICENSE_KEYS, MODEL_TASK_KEYS, PRECISION_KEYS } from '../core/ai';
import { csvParam, flagParam, IsoTime, Page, PageQuery, UnitPrice } from './common';

export const ModelTask = z.enum(MODEL_TASK_KEYS);
export const ModelLibrary = z.enum(MODEL_LIBRARIES);
export const ModelLicense = z.enum(MODEL_LICENSE_KEYS);
export const Precision = z.enum(PRECISION_KEYS as [string, ...string[]]);

export const MODEL_ORDER_FIELDS = ['downloads', 'likes', 'publishTime'] as const;
export type ModelOrderField = (typeof MODEL_ORDER_FIELDS)[number];

/** Billions of parameters, as the list's range filter takes them. */
const billions = z.coerce.number().min(0, '参数量不能为负').max(10_000, '参数量超出范围');

export const ModelQuery = PageQuery.extend({
  keyword: z.string().trim().max(64).optional(),
  task: ModelTask.optional(),
  library: ModelLibrary.optional(),
  license: csvParam.pipe(z.array(ModelLicense).max(20)).optional(),
  commercial: flagParam.optional(),
  paramsMin: billions.optional(),
  paramsMax: billions.optional(),
  contextMin: z.coerce.number().int().min(1).max(FIT_CONTEXT_MAX).optional(),
  language: z.string().trim().max(16).regex(/^[a-z-]+$/, '语言代码无效').optional(),
  /** Only models whose FP16 weights and a 4k context fit one card on sale here. */
  fitsOneCard: flagParam.optional(),
  orderField: z.enum(MODEL_ORDER_FIELDS).optional(),
}).refine((q) => q.paramsMin === undefined || q.paramsMax === undefined || q.paramsMin <= q.paramsMax, {
  message: '参数量下限不能大于上限',
  path: ['paramsMin'],
});
export type ModelRequest = { [K in keyof z.input<typeof ModelQuery>]?: string | number };

export const ModelIdParams = z.object({ modelId: z.string().regex(MODEL_ID_RE, '模型标识无效') });

/** A model as listed. */
export const ModelItem = z.object({
  modelId: z.string(),
  publisher: z.string(),
  name: z.string(),
  summary: z.string(),
  task: ModelTask,
  library: ModelLibrary,
  baseModel: z.string().nullable(),
  license: ModelLicense,
  commercial: z.boolean(),
  languages: z.array(z.string()),
  tags: z.array(z.string()),
  params: z.number(),
  contextLength: z.number().int().nullable(),
  downloads: z.number().int(),
  likes: z.number().int(),
  publishTime: IsoTime,
});
export type ModelItem = z.infer<typeof ModelItem>;
export const ModelPage = Page(ModelItem);
export type ModelPage = z.infer<typeof ModelPage>;

export const ModelFile = z.object({ name: z.string(), size: z.number(), sha256: z.string().regex(/^[0-9a-f]{64}$/) });
export type ModelFile = z.infer<typeof ModelFile>;

/** One of a gated model's questions, asked as a field of the access request's form. */
export const AccessQuestion = z.object({
  key: z.string().regex(/^[a-z][a-z0-9_]{0,31}$/),
  label: z.string().min(1).max(60),
  required: z.boolean(),
  /** A longer answer (a text area). */
  multiline: z.boolean().optional(),
});
export type AccessQuestion = z.infer<typeof AccessQuestion>;

/**
 * A model card: the listing's facts, the architecture, its files and README (Markdown, rendered
 * sanitised). A gated model's files are empty here: they come from the access state once approved.
 */
export const ModelDetail = ModelItem.extend({
  layers: z.number().int().nullable(),
  kvHeads: z.number().int().nullable(),
  headDim: z.number().int().nullable(),
  readme: z.string(),
  files: z.array(ModelFile),
  gated: z.boolean(),
  accessQuestions: z.array(AccessQuestion),
});
export type ModelDetail = z.infer<typeof ModelDetail>;

/** The list's filter choices: what the catalogue holds, with counts. */
export const ModelFilterOptions = z.object({
  tasks: z.array(z.object({ value: ModelTask, count: z.number().int() })),
  libraries: z.array(z.object({ value: ModelLibrary, count: z.number().int() })),
  licenses: z.array(z.object({ value: ModelLicense, count: z.number().int() })),
  languages: z.array(z.object({ value: z.string(), count: z.number().int() })),
});
export type ModelFilterOptions = z.infer<typeof ModelFilterOptions>;

export const ModelLikeState = z.object({ liked: z.boolean(), likes: z.number().int() });
export type ModelLikeState = z.infer<typeof ModelLikeState>;

export const FitQuery = z.object({
  contextLength: z.coerce.number().int().min(1, '上下文长度至少为1').max(FIT_CONTEXT_MAX, '上下文长度超出范围').default(4096),
  batch: z.coerce.number().int().min(1, '批大小至少为1').max(FIT_BATCH_MAX, '批大小超出范围').default(1),
});
export type FitRequest = z.input<typeof FitQuery>;

/** A GPU good of the market that holds the model: how many of its cards, and what they cost. */
export const FitGoods = z.object({
  goodsId: z.number().int(),
  gpuType: z.string(),
  gpuVram: z.number().int(),
  areaInfo: z.string(),
  cards: z.number().int(),
  freeCards: z.number().int(),
  /** Per hour for all `cards`: now, and in the cheapest tidal window. */
  hourlyNow: UnitPrice.nullable(),
  hourlyCheapest: UnitPrice.nullable(),
  cheapestWindow: z.object({ beginTime: z.string(), endTime: z.string(), label: z.string() }).nullable(),
});
export type FitGoods = z.infer<typeof FitGoods>;

export const FitEstimate = z.object({
  precision: Precision,
  bytesPerParam: z.number(),
  weightsBytes: z.number(),
  kvCacheBytes: z.number(),
  totalBytes: z.number(),
  goods: z.array(FitGoods),
});
export type FitEstimate = z.infer<typeof FitEstimate>;

export const ModelFit = z.object({
  modelId: z.string(),
  params: z.number(),
  contextLength: z.number().int(),
  batch: z.number().int(),
  estimates: z.array(FitEstimate),
});
export type ModelFit = z.infer<typeof ModelFit>;

/** An access request's answers, keyed by the questions' keys. */
export const ModelAccessBody = z.object({
  answers: z.record(z.string().regex(/^[a-z][a-z0-9_]{0,31}$/, '问题标识无效'), z.string().trim().max(ACCESS_ANSWER_MAX, `回答不超过${ACCESS_ANSWER_MAX}字`)),
});
export type ModelAccessBody = z.infer<typeof ModelAccessBody>;

export const ACCESS_STATUSES = ['none', 'pending', 'approved', 'rejected'] as const;

/**
 * The caller's access to a model: for a gated one, their request's state, where it stands in the
 * review centre's queue and how long such requests typically wait; the files once it is approved
 * (always, for a model that is not gated).
 */
export const ModelAccessState = z.object({
  modelId: z.string(),
  gated: z.boolean(),
  requestId: z.number().int().nullable(),
  status: z.enum(ACCESS_STATUSES),
  reason: z.string().nullable(),
  submittedAt: IsoTime.nullable(),
  decidedAt: IsoTime.nullable(),
  answers: z.record(z.string(), z.string()),
  /** While pending: 1 = next to be decided; how many wait; the median wait of recent decisions (or of the queue). */
  queue: z.object({ position: z.number().int().min(1), pending: z.number().int().min(0), typicalWaitSeconds: z.number().int().nullable() }).nullable(),
  files: z.array(ModelFile).nullable(),
});
export type ModelAccessState = z.infer<typeof ModelAccessState>;

export const AccessRequestParams = z.object({ id: z.coerce.number().int().positive('申请编号无效') });
