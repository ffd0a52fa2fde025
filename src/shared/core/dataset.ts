/**
 * The dataset market's vocabulary, shared by the gateway and the storefront: tasks, modalities,
 * licences, size categories (by rows, as Hugging Face buckets them), file formats and the viewer's
 * limits.
 */

/** Task categories as Hugging Face names them, with the storefront's Chinese label. */
export const DATASET_TASKS = {
  'text-classification': '文本分类',
  'text-generation': '文本生成',
  'question-answering': '问答',
  'automatic-speech-recognition': '语音识别',
  'image-to-text': '图像描述',
  'tabular-classification': '表格分类',
  'tabular-regression': '表格回归',
} as const;
export type DatasetTask = keyof typeof DATASET_TASKS;
export const DATASET_TASK_KEYS = Object.keys(DATASET_TASKS) as [DatasetTask, ...DatasetTask[]];

export const DATASET_MODALITIES = { text: '文本', tabular: '表格', audio: '音频', image: '图像' } as const;
export type DatasetModality = keyof typeof DATASET_MODALITIES;
export const DATASET_MODALITY_KEYS = Object.keys(DATASET_MODALITIES) as [DatasetModality, ...DatasetModality[]];

/** Licences a dataset card names, with display names and whether their terms allow commercial use. */
export const DATASET_LICENSES = {
  'apache-2.0': { name: 'Apache 2.0', commercial: true },
  mit: { name: 'MIT', commercial: true },
  'cc0-1.0': { name: 'CC0 1.0', commercial: true },
  'cc-by-4.0': { name: 'CC BY 4.0', commercial: true },
  'cc-by-sa-4.0': { name: 'CC BY-SA 4.0', commercial: true },
  'cc-by-nc-4.0': { name: 'CC BY-NC 4.0', commercial: false },
  other: { name: '其他（见数据集说明）', commercial: false },
} as const satisfies Record<string, { name: string; commercial: boolean }>;
export type DatasetLicense = keyof typeof DATASET_LICENSES;
export const DATASET_LICENSE_KEYS = Object.keys(DATASET_LICENSES) as [DatasetLicense, ...DatasetLicense[]];

export const DATASET_LANGUAGES = { zh: '中文', en: '英文' } as const;

/** Size categories by rows: [min, max) of each. */
export const DATASET_SIZES = {
  'n<1K': [0, 1_000],
  '1K<n<10K': [1_000, 10_000],
  '10K<n<100K': [10_000, 100_000],
  '100K<n<1M': [100_000, 1_000_000],
  'n>1M': [1_000_000, Number.MAX_SAFE_INTEGER],
} as const satisfies Record<string, readonly [number, number]>;
export type DatasetSize = keyof typeof DATASET_SIZES;
export const DATASET_SIZE_KEYS = Object.keys(DATASET_SIZES) as [DatasetSize, ...DatasetSize[]];

/** The size category of a row count. */
export const sizeCategory = (rows: number): DatasetSize => DATASET_SIZE_KEYS.find((key) => rows < DATASET_SIZES[key][1]) ?? 'n>1M';

export const DATASET_FORMATS = ['csv', 'jsonl', 'parquet'] as const;
export type DatasetFormat = (typeof DATASET_FORMATS)[number];
export const DATASET_CONTENT_TYPES: Record<DatasetFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  jsonl: 'application/x-ndjson; charset=utf-8',
  parquet: 'application/vnd.apache.parquet',
};

/** A dataset's id in URLs: letters, digits, dot, dash and underscore. */
export const DATASET_ID_RE = /^[A-Za-z0-9._-]{1,96}$/;
/** A split's name. */
export const SPLIT_RE = /^[A-Za-z0-9._-]{1,40}$/;

/** The viewer's limits: rows per page, the search's and the filter's length. */
export const VIEWER_PAGE_MAX = 100;
export const VIEWER_SEARCH_MAX = 100;
export const VIEWER_FILTER_MAX = 500;

/** How a column is summarised: numbers by a histogram, labels by frequencies, text by lengths. */
export const COLUMN_KINDS = ['number', 'label', 'text', 'bool', 'other'] as const;
export type ColumnKind = (typeof COLUMN_KINDS)[number];

/** Rows as people read them: 12,000 → 1.2万. */
export function formatRows(rows: number): string {
  if (rows >= 100_000_000) return `${+(rows / 100_000_000).toFixed(1)}亿`;
  if (rows >= 10_000) return `${+(rows / 10_000).toFixed(1)}万`;
  return rows.toLocaleString('en-US');
}
