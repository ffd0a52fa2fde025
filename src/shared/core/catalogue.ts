/**
 * The back office's lifecycle of the AI market's models and datasets (管理 › 内容 › 模型 / 数据集):
 * a draft is submitted to the review centre (kind `model` / `dataset`); an approval publishes it, a
 * refusal sends it back as REJECTED. A published item is taken down with unpublish (ARCHIVED, 已下架);
 * it is edited only then (or while a draft or rejected), and goes public again only through review.
 */

export const CATALOGUE_STATUSES = ['DRAFT', 'PENDING', 'PUBLISH', 'REJECTED', 'ARCHIVED'] as const;
export type CatalogueStatus = (typeof CATALOGUE_STATUSES)[number];

export const CATALOGUE_STATUS_NAMES: Record<CatalogueStatus, string> = {
  DRAFT: '草稿',
  PENDING: '待审核',
  PUBLISH: '已发布',
  REJECTED: '已驳回',
  ARCHIVED: '已下架',
};

/** The operator's lifecycle steps and the states each may start from (the review centre decides PENDING). */
export const CATALOGUE_ACTIONS = {
  submit: ['DRAFT', 'REJECTED', 'ARCHIVED'],
  withdraw: ['PENDING'],
  unpublish: ['PUBLISH'],
} as const satisfies Record<string, readonly CatalogueStatus[]>;
export type CatalogueAction = keyof typeof CATALOGUE_ACTIONS;

/** States in which an item's fields and files may change: never while in review or public. */
export const CATALOGUE_EDITABLE: readonly CatalogueStatus[] = ['DRAFT', 'REJECTED', 'ARCHIVED'];

/** A model's uploaded file: at most this many bytes (sent through the gateway as the request body). */
export const MODEL_FILE_MAX_BYTES = 64 * 1024 * 1024;
/** Files a model's repository may hold. */
export const MODEL_FILES_MAX = 50;
/** What a model repository holds: weights, configs, tokenizers, docs, code. */
export const MODEL_FILE_EXTENSIONS = ['safetensors', 'bin', 'gguf', 'pt', 'pth', 'onnx', 'json', 'txt', 'md', 'model', 'tiktoken', 'py', 'jinja', 'yaml'] as const;
/** A file name in a repository: no folders, no leading dot. */
export const REPO_FILE_NAME_RE = /^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/;

/** A dataset's uploaded file (one per split): at most this many bytes. */
export const DATASET_FILE_MAX_BYTES = 32 * 1024 * 1024;
export const DATASET_SPLITS_MAX = 10;

/** Field limits of the forms. */
export const CARD_README_MAX = 100_000;
export const CARD_SUMMARY_MAX = 300;
export const CARD_NAME_MAX = 96;
export const CARD_PUBLISHER_MAX = 64;
export const CARD_TAG_MAX = 32;
export const CARD_TAGS_MAX = 20;

/** The extension of a file name, lower case ('' when it has none). */
export const extensionOf = (name: string): string => (name.includes('.') ? name.slice(name.lastIndexOf('.') + 1).toLowerCase() : '');
