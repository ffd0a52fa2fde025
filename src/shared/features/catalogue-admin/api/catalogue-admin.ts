import { useQuery } from '@tanstack/react-query';
import type { DatasetAdmin, ModelAdmin } from '../../../contracts/catalogue-admin';
import type { CatalogueAction } from '../../../core/catalogue';
import { http } from '../../../api/client';
import { viewKey } from '../../../query/views';
import { useChangeViews } from '../../../query/mutations';
import * as API from '../../../core/api-paths';
import { apiPath } from '../../../core/api-paths';

/** 管理 › 内容 › 模型 / 数据集: which of the two, as the gateway's path segment names it. */
export type CatalogueKind = 'model' | 'dataset';
export type CatalogueItem<K extends CatalogueKind> = K extends 'model' ? ModelAdmin : DatasetAdmin;

const segment = (kind: CatalogueKind) => (kind === 'model' ? 'modelAdmin' : 'datasetAdmin');
/** The Refine resource that lists a kind. */
export const catalogueResource = segment;

export const useCatalogueItem = <K extends CatalogueKind>(kind: K, id: number | undefined) =>
  useQuery({
    queryKey: viewKey('catalogueAdmin', kind, id),
    queryFn: () => http.get<CatalogueItem<K>>(apiPath(API.catalogueAdmin.detail, { catalogueKind: segment(kind), id: id! })),
    enabled: Boolean(id),
  });

/** Create a draft, or save an item's fields. */
export function useSaveCatalogueItem<K extends CatalogueKind>(kind: K) {
  return useChangeViews(['catalogueAdmin'], ({ id, body }: { id?: number; body: object }) =>
    id
      ? http.patch<CatalogueItem<K>>(apiPath(API.catalogueAdmin.update, { catalogueKind: segment(kind), id }), body)
      : http.post<CatalogueItem<K>>(apiPath(API.catalogueAdmin.add, { catalogueKind: segment(kind) }), body),
  );
}

/** Submit to the review centre, withdraw from it, or unpublish. */
export function useCatalogueStep(kind: CatalogueKind) {
  return useChangeViews(['catalogueAdmin', 'reviews', kind === 'model' ? 'ai' : 'datasets'], ({ id, action }: { id: number; action: CatalogueAction }) =>
    http.post(apiPath(API.catalogueAdmin.step, { catalogueKind: segment(kind), catalogueAction: action, id })),
  );
}

/** Upload a file (a model's, by its name; a dataset split's, by split and name): the bytes are the body. */
export function useUploadCatalogueFile(kind: CatalogueKind) {
  return useChangeViews(['catalogueAdmin'], ({ id, file, split }: { id: number; file: File; split?: string }) =>
    http.post(apiPath(API.catalogueAdmin.file, { catalogueKind: segment(kind), id }), file, {
      params: split === undefined ? { fileName: file.name } : { fileName: file.name, split },
      headers: { 'Content-Type': 'application/octet-stream' },
    }),
  );
}

export function useRemoveCatalogueFile(kind: CatalogueKind) {
  return useChangeViews(['catalogueAdmin'], ({ id, fileId }: { id: number; fileId: number }) =>
    http.post(apiPath(API.catalogueAdmin.removeFile, { catalogueKind: segment(kind), id }), { fileId }),
  );
}
