import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { KnowledgeDetail, KnowledgePage } from '../../../contracts/content';
import { http } from '../../../api/client';
import { viewKey } from '../../../query/views';
import * as API from '../../../core/api-paths';
import { useChangeViews } from '../../../query/mutations';

/** SPEC §7: the home page asks for the newest published items, ordered by publish_time. */
export const getLatestKnowledge = (size: number) =>
  http.get<KnowledgePage>(API.other.aiKnowledgeGetAiKnowledge4ConsolePage, {
    params: { current: 1, size, status: 'PUBLISH', orderField: 'publish_time', orderSort: 'desc' },
    silent: true,
  });

export const latestKnowledgeQueryOptions = (size: number) =>
  queryOptions({ queryKey: viewKey('content', 'knowledge', 'latest', size), queryFn: () => getLatestKnowledge(size), retry: false });

export const useLatestKnowledge = (size: number) => useQuery(latestKnowledgeQueryOptions(size));

/** The knowledge library (/club/knowledge): published items, newest first, a page at a time. */
export const knowledgePageQueryOptions = (query: { current: number; size: number; keyword?: string }) =>
  queryOptions({
    queryKey: viewKey('content', 'knowledge', 'page', query),
    queryFn: () =>
      http.get<KnowledgePage>(API.other.aiKnowledgeGetAiKnowledge4ConsolePage, {
        params: { ...query, status: 'PUBLISH', orderField: 'publish_time', orderSort: 'desc' },
      }),
    placeholderData: keepPreviousData,
  });

/** One knowledge item with its contents; an unknown id is an empty answer, shown in place. */
export const knowledgeDetailQueryOptions = (aiKnowledgeBaseId: string) =>
  queryOptions({
    queryKey: viewKey('content', 'knowledge', 'detail', aiKnowledgeBaseId),
    queryFn: () => http.get<KnowledgeDetail>(API.other.aiKnowledgeGetAiKnowledge4ConsoleDetail, { params: { aiKnowledgeBaseId }, silent: true }),
    retry: false,
  });

/** A knowledge item's report (PDF), for a signed-in user; each call counts one download. */
export const downloadReport = (aiKnowledgeBaseId: string) => http.file(API.other.aiKnowledgeDownload, { params: { aiKnowledgeBaseId } });

/** Download a report and refresh every view of the library, so its count shows the new download. */
export function useDownloadReport() {
  return useChangeViews(['content'], downloadReport);
}
