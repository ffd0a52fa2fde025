/**
 * 管理 › 内容 › 模型 / 数据集 (issue 22, back office): operators write the AI market's model and
 * dataset cards, upload their files through the object store (SHA-256 computed by the gateway), and
 * submit them to the review centre; an approval publishes them. Every call needs `content:manage`;
 * the decision needs `review:model` / `review:dataset`.
 */
import { z } from 'zod';
import { FIT_CONTEXT_MAX, MODEL_ID_RE, MODEL_LANGUAGES } from '../core/ai';
import {
  CARD_NAME_MAX,
  CARD_PUBLISHER_MAX,
  CARD_README_MAX,
  CARD_SUMMARY_MAX,
  CARD_TAG_MAX,
  CARD_TAGS_MAX,
  CATALOGUE_ACTIONS,
  CATALOGUE_STATUSES,
  REPO_FILE_NAME_RE,
} from '../core/catalogue';
import { DATASET_FORMATS, DATASET_ID_RE, DATASET_LANGUAGES, SPLIT_RE } from '../core/dataset';
import { AccessQuestion, ModelLibrary, ModelLicense, ModelTask } from './ai';
import { IsoTime, keyword, Page, PageQuery, RecordId, text } from './common';
import { DatasetLicense, DatasetModality, DatasetTask } from './dataset';

export { CATALOGUE_ACTIONS, CATALOGUE_STATUSES };
export const CatalogueStatus = z.enum(CATALOGUE_STATUSES);
export type CatalogueStatus = z.infer<typeof CatalogueStatus>;
export const CatalogueAction = z.enum(Object.keys(CATALOGUE_ACTIONS) as [keyof typeof CATALOGUE_ACTIONS, ...(keyof typeof CATALOGUE_ACTIONS)[]]);

export const CatalogueQuery = PageQuery.extend({ status: CatalogueStatus.optional(), keyword });
export type CatalogueQueryInput = z.input<typeof CatalogueQuery>;

const tags = z.array(text(CARD_TAG_MAX)).max(CARD_TAGS_MAX, `标签不超过${CARD_TAGS_MAX}个`).default([]);
const positive = (max: number) => z.number().int().positive().max(max).nullable().default(null);

/** The card's words every catalogue item shares. */
const CardFields = z.object({
  publisher: text(CARD_PUBLISHER_MAX).regex(/^[A-Za-z0-9._-]+$/, '发布者只能包含字母、数字、点、下划线和连字符'),
  name: text(CARD_NAME_MAX),
  summary: text(CARD_SUMMARY_MAX),
  tags,
  /** Markdown, rendered sanitised on the card (no raw HTML, no scripts). */
  readme: z.string().max(CARD_README_MAX, `README 不超过${CARD_README_MAX}字`).default(''),
});

/** What an operator writes of a model: the card's metadata as the catalogue filters it, and its README. */
export const ModelAdminFields = CardFields.extend({
  modelId: z.string().trim().regex(MODEL_ID_RE, '模型标识只能包含字母、数字、点、下划线和连字符（1-96 个字符）'),
  task: ModelTask,
  library: ModelLibrary,
  baseModel: text(128).nullable().default(null),
  license: ModelLicense,
  languages: z.array(z.enum(Object.keys(MODEL_LANGUAGES) as [string, ...string[]])).max(8).default([]),
  /** Parameters (a whole number, e.g. 7615616512). */
  params: z.number().int().positive('参数量需大于0').max(10_000_000_000_000),
  contextLength: positive(FIT_CONTEXT_MAX),
  layers: positive(1000),
  kvHeads: positive(1024),
  headDim: positive(4096),
  gated: z.boolean().default(false),
  accessQuestions: z.array(AccessQuestion).max(10).default([]),
});
export type ModelAdminFields = z.input<typeof ModelAdminFields>;

/** The review centre's last word on an item: its queue item, state and reason. */
export const CatalogueReview = z.object({ itemId: RecordId, status: z.string(), reason: z.string().nullable(), decidedAt: IsoTime.nullable() });

const lifecycle = {
  id: RecordId,
  status: CatalogueStatus,
  publishTime: IsoTime.nullable(),
  updatedAt: IsoTime,
  review: CatalogueReview.nullable(),
};

export const ModelAdminFile = z.object({
  id: RecordId,
  name: z.string(),
  size: z.number(),
  sha256: z.string(),
  /** Uploaded here (its bytes are in the object store); seeded catalogue files list only their facts. */
  stored: z.boolean(),
});

export const ModelAdmin = ModelAdminFields.extend({
  ...lifecycle,
  commercial: z.boolean(),
  baseModel: z.string().nullable(),
  contextLength: z.number().int().nullable(),
  layers: z.number().int().nullable(),
  kvHeads: z.number().int().nullable(),
  headDim: z.number().int().nullable(),
  languages: z.array(z.string()),
  tags: z.array(z.string()),
  readme: z.string(),
  gated: z.boolean(),
  accessQuestions: z.array(AccessQuestion),
  downloads: z.number().int(),
  likes: z.number().int(),
  files: z.array(ModelAdminFile),
});
export type ModelAdmin = z.infer<typeof ModelAdmin>;
export const ModelAdminPage = Page(ModelAdmin);

/** A model file's upload: the bytes are the request body; its name in the repository is here. */
export const ModelFileQuery = z.object({ fileName: z.string().trim().regex(REPO_FILE_NAME_RE, '文件名只能包含字母、数字、点、下划线和连字符，且不能以点开头') });
export const RemoveFileBody = z.object({ fileId: RecordId });

/** What an operator writes of a dataset: the card's metadata and README (the files come by upload). */
export const DatasetAdminFields = CardFields.extend({
  datasetId: z.string().trim().regex(DATASET_ID_RE, '数据集标识只能包含字母、数字、点、下划线和连字符（1-96 个字符）'),
  task: DatasetTask,
  modality: DatasetModality,
  license: DatasetLicense,
  languages: z.array(z.enum(Object.keys(DATASET_LANGUAGES) as [string, ...string[]])).max(8).default([]),
});
export type DatasetAdminFields = z.input<typeof DatasetAdminFields>;

export const DatasetAdminFile = z.object({
  id: RecordId,
  name: z.string(),
  split: z.string(),
  format: z.enum(DATASET_FORMATS),
  size: z.number(),
  sha256: z.string(),
  rows: z.number().int(),
  /** Whether the viewer's statistics of this file version are computed and stored. */
  statsReady: z.boolean(),
});

export const DatasetAdmin = DatasetAdminFields.extend({
  ...lifecycle,
  languages: z.array(z.string()),
  tags: z.array(z.string()),
  readme: z.string(),
  /** The uploaded files' rows in all (counted by the gateway from the files). */
  rows: z.number().int(),
  downloads: z.number().int(),
  files: z.array(DatasetAdminFile),
});
export type DatasetAdmin = z.infer<typeof DatasetAdmin>;
export const DatasetAdminPage = Page(DatasetAdmin);

/** A dataset file's upload, one per split: CSV, JSONL or Parquet by the name's extension. */
export const DatasetFileQuery = z.object({
  split: z.string().trim().regex(SPLIT_RE, '拆分名只能包含字母、数字、点、下划线和连字符（1-40 个字符）'),
  fileName: z.string().trim().regex(REPO_FILE_NAME_RE, '文件名只能包含字母、数字、点、下划线和连字符，且不能以点开头'),
});
