/**
 * The AI market's vocabulary and its one piece of arithmetic, shared by the gateway and the
 * storefront: tasks (pipeline tags), libraries, licences with what their terms allow, precisions,
 * and the VRAM estimate of RESEARCH "Model cards and the fit estimate".
 */

/** Pipeline tags as Hugging Face names them, with the storefront's Chinese label. */
export const MODEL_TASKS = {
  'text-generation': '文本生成',
  'image-text-to-text': '图文理解',
  'text-to-image': '文生图',
  'automatic-speech-recognition': '语音识别',
  'feature-extraction': '向量嵌入',
  'text-ranking': '重排序',
  'text-to-speech': '语音合成',
} as const;
export type ModelTask = keyof typeof MODEL_TASKS;
export const MODEL_TASK_KEYS = Object.keys(MODEL_TASKS) as [ModelTask, ...ModelTask[]];

/** Libraries (library_name) a model card names. */
export const MODEL_LIBRARIES = ['transformers', 'diffusers', 'sentence-transformers', 'gguf', 'vllm'] as const;
export type ModelLibrary = (typeof MODEL_LIBRARIES)[number];

/**
 * Licences the catalogue carries, their display name and whether their terms allow commercial use
 * without a separate grant (可商用). Llama's and Qwen's community licences allow it (with a cap on
 * monthly users for Llama); Qwen's research licence, SD's non-commercial community terms and the
 * CC BY-NC family do not.
 */
export const MODEL_LICENSES = {
  'apache-2.0': { name: 'Apache 2.0', commercial: true },
  mit: { name: 'MIT', commercial: true },
  'openrail++': { name: 'CreativeML OpenRAIL++-M', commercial: true },
  'creativeml-openrail-m': { name: 'CreativeML OpenRAIL-M', commercial: true },
  llama3: { name: 'Llama 3 Community License', commercial: true },
  'llama3.1': { name: 'Llama 3.1 Community License', commercial: true },
  'llama3.2': { name: 'Llama 3.2 Community License', commercial: true },
  'llama3.3': { name: 'Llama 3.3 Community License', commercial: true },
  qwen: { name: 'Qwen License', commercial: true },
  'qwen-research': { name: 'Qwen Research License', commercial: false },
  'deepseek': { name: 'DeepSeek Model License', commercial: true },
  'glm-4': { name: 'GLM-4 License', commercial: false },
  'yi-license': { name: 'Yi License', commercial: true },
  'baichuan2': { name: 'Baichuan 2 Community License', commercial: false },
  'internlm': { name: 'InternLM License（商用需登记）', commercial: false },
  'mistral-research': { name: 'Mistral Research License', commercial: false },
  'stabilityai-community': { name: 'Stability AI Community License', commercial: false },
  'flux-1-dev-non-commercial': { name: 'FLUX.1 [dev] Non-Commercial License', commercial: false },
  'cc-by-nc-4.0': { name: 'CC BY-NC 4.0', commercial: false },
} as const satisfies Record<string, { name: string; commercial: boolean }>;
export type ModelLicense = keyof typeof MODEL_LICENSES;
export const MODEL_LICENSE_KEYS = Object.keys(MODEL_LICENSES) as [ModelLicense, ...ModelLicense[]];

/** Whether a licence's terms allow commercial use (unknown licences do not). */
export const isCommercialLicense = (license: string): boolean => (MODEL_LICENSES as Record<string, { commercial: boolean }>)[license]?.commercial ?? false;

/** Languages a card lists (ISO 639-1), with Chinese names. */
export const MODEL_LANGUAGES = { zh: '中文', en: '英文', ja: '日文', ko: '韩文', fr: '法文', de: '德文', es: '西班牙文', multilingual: '多语言' } as const;
export type ModelLanguage = keyof typeof MODEL_LANGUAGES;

/** Bytes per parameter of each precision the estimate offers. */
export const PRECISIONS = { fp16: 2, int8: 1, int4: 0.5 } as const;
export type Precision = keyof typeof PRECISIONS;
export const PRECISION_KEYS = Object.keys(PRECISIONS) as Precision[];
export const PRECISION_LABELS: Record<Precision, string> = { fp16: 'FP16 / BF16', int8: 'INT8', int4: 'INT4' };

/** Overhead on the weights for activations, the CUDA context and fragmentation. */
export const WEIGHT_OVERHEAD = 1.2;
export const GIB = 1024 ** 3;

/** What the estimate needs of a model: parameters and, for a transformer decoder, its attention shape. */
export interface ModelShape {
  params: number;
  layers: number | null;
  kvHeads: number | null;
  headDim: number | null;
}

export interface VramEstimate {
  precision: Precision;
  bytesPerParam: number;
  weightsBytes: number;
  kvCacheBytes: number;
  totalBytes: number;
}

/**
 * VRAM ≈ 1.2 × parameters × bytes + KV cache, the cache being 2 (K and V) × bytes × layers × KV
 * heads × head dimension × context × batch; a model without attention layers has none.
 */
export function estimateVram(model: ModelShape, precision: Precision, context: number, batch: number): VramEstimate {
  const bytes = PRECISIONS[precision];
  const weightsBytes = Math.ceil(WEIGHT_OVERHEAD * model.params * bytes);
  const kvCacheBytes = model.layers && model.kvHeads && model.headDim ? Math.ceil(2 * bytes * model.layers * model.kvHeads * model.headDim * context * batch) : 0;
  return { precision, bytesPerParam: bytes, weightsBytes, kvCacheBytes, totalBytes: weightsBytes + kvCacheBytes };
}

/** The context the list's "fits one card" filter and the fit panel start from. */
export const DEFAULT_FIT_CONTEXT = 4096;
export const FIT_CONTEXT_MAX = 1_048_576;
export const FIT_BATCH_MAX = 256;

/** Fewest cards of `vramGb` each (at most `maxCards`) that hold `bytes`, or null. */
export function cardsNeeded(bytes: number, vramGb: number, maxCards: number): number | null {
  if (vramGb <= 0) return null;
  const cards = Math.max(1, Math.ceil(bytes / (vramGb * GIB)));
  return cards <= maxCards ? cards : null;
}

/** A parameter count as people say it: 7.6B, 560M. */
export function formatParams(params: number): string {
  if (params >= 1e9) return `${Number((params / 1e9).toFixed(params >= 1e11 ? 0 : 1))}B`;
  return `${Math.round(params / 1e6)}M`;
}

/** Bytes in GiB with one decimal ("17.3 GB", as card sizes are quoted). */
export const formatGb = (bytes: number): string => `${(bytes / GIB).toFixed(1)} GB`;

/** A file size: KB, MB or GB. */
export function formatFileSize(bytes: number): string {
  if (bytes >= GIB) return `${(bytes / GIB).toFixed(2)} GB`;
  if (bytes >= 1024 ** 2) return `${(bytes / 1024 ** 2).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/** A model's id in URLs: letters, digits, dot, dash and underscore. */
export const MODEL_ID_RE = /^[A-Za-z0-9._-]{1,96}$/;

/** The longest answer to a gated model's question. */
export const ACCESS_ANSWER_MAX = 500;
