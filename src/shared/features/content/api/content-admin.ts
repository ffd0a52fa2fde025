import { useQuery } from '@tanstack/react-query';
import type { AdminContent, ContentKind } from '../../../contracts/content-admin';
import type { ContentAction } from '../../../core/content';
import { http } from '../../../api/client';
import { viewKey } from '../../../query/views';
import { useChangeViews } from '../../../query/mutations';
import * as API from '../../../core/api-paths';
import { apiPath } from '../../../core/api-paths';

/** The Refine resource that lists a kind (管理 › 内容 pages). */
export const contentResource = (kind: ContentKind) => `content${kind[0]!.toUpperCase()}${kind.slice(1)}`;
export const contentListPath = (kind: ContentKind) => apiPath(API.contentAdmin.page, { contentKind: kind });

export const getContentItem = (kind: ContentKind, id: number) => http.get<AdminContent>(apiPath(API.contentAdmin.detail, { contentKind: kind, id }));

export const useContentItem = (kind: ContentKind, id: number | undefined) =>
  useQuery({ queryKey: viewKey('contentAdmin', kind, id), queryFn: () => getContentItem(kind, id!), enabled: Boolean(id) });

/** Create a draft, or save an item's fields. */
export function useSaveContent(kind: ContentKind) {
  return useChangeViews(['contentAdmin', 'content'], ({ id, body }: { id?: number; body: object }) =>
    id ? http.patch<AdminContent>(apiPath(API.contentAdmin.update, { contentKind: kind, id }), body)
      : http.post<AdminContent>(apiPath(API.contentAdmin.add, { contentKind: kind }), body),
  );
}

/** One lifecycle step: publish, schedule (with its time), unschedule, archive, restore. */
export function useContentAction(kind: ContentKind) {
  return useChangeViews(['contentAdmin', 'content'], ({ id, action, publishTime }: { id: number; action: ContentAction; publishTime?: string }) =>
    http.post<AdminContent>(apiPath(API.contentAdmin.action, { contentKind: kind, contentAction: action, id }), action === 'schedule' ? { publishTime } : undefined),
  );
}

/** Upload a knowledge item's report: the PDF itself as the request body. */
export function useUploadReport() {
  return useChangeViews(['contentAdmin', 'content'], ({ id, file }: { id: number; file: File }) =>
    http.post<AdminContent>(apiPath(API.contentAdmin.knowledgeReport, { id }), file, {
      params: { fileName: file.name },
      headers: { 'Content-Type': 'application/pdf' },
    }),
  );
}

/** Upload a cover or thumbnail image (the image itself as the body); answers the address to put in the item's field. */
export function useUploadCover() {
  return useChangeViews(['contentAdmin'], (file: File) => http.post<{ url: string }>(API.contentAdmin.image, file, { headers: { 'Content-Type': 'application/octet-stream' } }));
}
