/** The AI market's datasets: the catalogue, a dataset card, the viewer and downloads (issue 22). */
import { z } from 'zod';
import {
  COLUMN_KINDS,
  DATASET_FORMATS,
  DATASET_ID_RE,
  DATASET_LICENSE_KEYS,
  DATASET_MODALITY_KEYS,
  DATASET_SIZE_KEYS,
  DATASET_TASK_KEYS,
  SPLIT_RE,
  VIEWER_FILTER_MAX,
  VIEWER_PAGE_MAX,
  VIEWER_SEARCH_MAX,
} from '../core/dataset';
import { csvParam, IsoTime, Page, PageQuery } from './common';

export const DatasetTask = z.enum(DATASET_TASK_KEYS);
export const DatasetModality = z.enum(DATASET_MODALITY_KEYS);
export const DatasetLicense = z.enum(DATASET_LICENSE_KEYS);
export const DatasetSize = z.enum(DATASET_SIZE_KEYS);

export const DATASET_ORDER_FIELDS = ['downloads', 'publishTime', 'rows'] as const;
export type DatasetOrderField = (typeof DATASET_ORDER_FIELDS)[number];

export const DatasetQuery = PageQuery.extend({
  keyword: z.string().trim().max(64).optional(),
  task: DatasetTask.optional(),
  modality: DatasetModality.optional(),
  license: csvParam.pipe(z.array(DatasetLicense).max(20)).optional(),
  language: z.string().trim().max(16).regex(/^[a-z-]+$/, '语言代码无效').optional(),
  /** The size category by rows (`size` is the page's size). */
  sizeCategory: DatasetSize.optional(),
  orderField: z.enum(DATASET_ORDER_FIELDS).optional(),
});
export type DatasetRequest = { [K in keyof z.input<typeof DatasetQuery>]?: string | number };

export const DatasetIdParams = z.object({ datasetId: z.string().regex(DATASET_ID_RE, '数据集标识无效') });
export const DatasetFileParams = DatasetIdParams.extend({ fileId: z.coerce.number().int().positive('文件标识无效').max(Number.MAX_SAFE_INTEGER) });

/** A dataset as listed: its card's facts; `rows` is the full dataset's, as its publisher states it. */
export const DatasetItem = z.object({
  datasetId: z.string(),
  publisher: z.string(),
  name: z.string(),
  summary: z.string(),
  task: DatasetTask,
  modality: DatasetModality,
  license: DatasetLicense,
  languages: z.array(z.string()),
  tags: z.array(z.string()),
  rows: z.number().int(),
  size: DatasetSize,
  splits: z.array(z.string()),
  downloads: z.number().int(),
  publishTime: IsoTime,
});
export type DatasetItem = z.infer<typeof DatasetItem>;
export const DatasetPage = Page(DatasetItem);
export type DatasetPage = z.infer<typeof DatasetPage>;

/** A file hosted here: the split it holds, its format, rows, size and SHA-256. */
export const DatasetFile = z.object({
  fileId: z.number().int(),
  name: z.string(),
  split: z.string(),
  format: z.enum(DATASET_FORMATS),
  rows: z.number().int(),
  size: z.number().int(),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
  downloads: z.number().int(),
});
export type DatasetFile = z.infer<typeof DatasetFile>;

export const DatasetDetail = DatasetItem.extend({ readme: z.string(), files: z.array(DatasetFile) });
export type DatasetDetail = z.infer<typeof DatasetDetail>;

const Counted = <T extends z.ZodType>(value: T) => z.array(z.object({ value, count: z.number().int() }));
export const DatasetFilterOptions = z.object({
  tasks: Counted(DatasetTask),
  modalities: Counted(DatasetModality),
  licenses: Counted(DatasetLicense),
  languages: Counted(z.string()),
  sizes: Counted(DatasetSize),
});
export type DatasetFilterOptions = z.infer<typeof DatasetFilterOptions>;

/** The viewer's page of rows: a split, a window (offset from 0, up to 100 rows), a search and a filter. */
export const RowsQuery = z.object({
  split: z.string().regex(SPLIT_RE, '拆分名称无效'),
  offset: z.coerce.number().int('offset 必须是整数').min(0, 'offset 不能为负').max(100_000_000, 'offset 超出范围').default(0),
  limit: z.coerce.number().int('limit 必须是整数').min(1, 'limit 至少为 1').max(VIEWER_PAGE_MAX, `limit 最多为 ${VIEWER_PAGE_MAX}`).default(VIEWER_PAGE_MAX),
  q: z.string().trim().max(VIEWER_SEARCH_MAX, `搜索词最多 ${VIEWER_SEARCH_MAX} 个字符`).optional(),
  where: z.string().trim().max(VIEWER_FILTER_MAX, `筛选表达式最多 ${VIEWER_FILTER_MAX} 个字符`).optional(),
});
export type RowsRequest = z.input<typeof RowsQuery>;

export const ViewerColumn = z.object({ name: z.string(), type: z.string(), kind: z.enum(COLUMN_KINDS) });
export type ViewerColumn = z.infer<typeof ViewerColumn>;

export const Cell = z.union([z.string(), z.number(), z.boolean(), z.null()]);
export type Cell = z.infer<typeof Cell>;

export const DatasetRows = z.object({
  split: z.string(),
  columns: z.array(ViewerColumn),
  /** Each row with its index in the file (from 0). */
  rows: z.array(z.object({ rowIdx: z.number().int(), row: z.record(z.string(), Cell) })),
  /** Rows that match the search and filter (all rows without them). */
  total: z.number().int(),
  offset: z.number().int(),
  limit: z.number().int(),
});
export type DatasetRows = z.infer<typeof DatasetRows>;

export const StatsQuery = z.object({
  split: z.string().regex(SPLIT_RE, '拆分名称无效'),
  column: z.string().min(1).max(128).optional(),
});
export type StatsRequest = z.input<typeof StatsQuery>;

const Bin = z.object({ from: z.number(), to: z.number(), count: z.number().int() });
export type HistogramBin = z.infer<typeof Bin>;

/** One column's statistics, from the stored file. */
export const ColumnStats = z.object({
  name: z.string(),
  type: z.string(),
  kind: z.enum(COLUMN_KINDS),
  count: z.number().int(),
  nulls: z.number().int(),
  min: z.number().nullable(),
  max: z.number().nullable(),
  mean: z.number().nullable(),
  /** Numbers: 10 bins (one per value for a small integer range); text: the lengths' 10 bins. */
  histogram: z.array(Bin).nullable(),
  /** Labels: the most frequent values, and how many rows hold the rest. */
  frequencies: z.array(z.object({ value: z.string(), count: z.number().int() })).nullable(),
  others: z.number().int().nullable(),
  distinct: z.number().int().nullable(),
});
export type ColumnStats = z.infer<typeof ColumnStats>;

export const DatasetStats = z.object({
  split: z.string(),
  sha256: z.string(),
  rows: z.number().int(),
  computedAt: IsoTime,
  columns: z.array(ColumnStats),
});
export type DatasetStats = z.infer<typeof DatasetStats>;

/** A signed, short-lived link to a file: the browser downloads (and resumes) it without the token header. */
export const DownloadLink = z.object({ url: z.string(), expiresAt: IsoTime, sha256: z.string(), size: z.number().int() });
export type DownloadLink = z.infer<typeof DownloadLink>;

export const DownloadQuery = z.object({
  expires: z.coerce.number().int().positive().optional(),
  uid: z.coerce.number().int().positive().optional(),
  sig: z.string().max(128).optional(),
});
