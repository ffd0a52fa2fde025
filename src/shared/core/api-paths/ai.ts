/** Gateway paths called by the ai feature (see ../api-paths.ts). */

export const ai = {
  modelPage: '/v1/ai/model/page',
  modelFilters: '/v1/ai/model/filters',
  modelDetail: '/v1/ai/model/detail/:modelId',
  modelFit: '/v1/ai/model/fit/:modelId',
  modelLike: '/v1/ai/model/like/:modelId',
  modelUnlike: '/v1/ai/model/unlike/:modelId',
  modelAccess: '/v1/ai/model/access/:modelId',
} as const;

export const dataset = {
  page: '/v1/dataset/page',
  filters: '/v1/dataset/filters',
  detail: '/v1/dataset/detail/:datasetId',
  rows: '/v1/dataset/rows/:datasetId',
  statistics: '/v1/dataset/statistics/:datasetId',
  downloadLink: '/v1/dataset/downloadLink/:datasetId/:fileId',
} as const;

/** 管理 › 内容 › 模型 / 数据集: the back office's model and dataset cards (`:catalogueKind` is model or dataset). */
export const catalogueAdmin = {
  detail: '/v1/:catalogueKind/detail/:id',
  add: '/v1/:catalogueKind/add',
  update: '/v1/:catalogueKind/update/:id',
  step: '/v1/:catalogueKind/:catalogueAction/:id',
  file: '/v1/:catalogueKind/file/:id',
  removeFile: '/v1/:catalogueKind/removeFile/:id',
} as const;
