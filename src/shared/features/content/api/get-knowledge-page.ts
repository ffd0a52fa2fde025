import { queryOptions, useQuery } from '@tanstack/react-query';
import type { KnowledgePage } from '../../../contracts/content';
import { http } from '../../../api/client';
import { viewKey } from '../../../query/views';
import { API } from '../../../core/api-paths';

/** SPEC §7: the home page asks for the newest published items, ordered by publish_time. */
export const getLatestKnowledge = (size: number) =>
  http.get<KnowledgePage>(API.other.aiKnowledgeGetAiKnowledge4ConsolePage, {
    params: { current: 1, size, status: 'PUBLISH', orderField: 'publish_time', orderSort: 'desc' },
    silent: true,
  });

export const latestKnowledgeQueryOptions = (size: number) =>
  queryOptions({ queryKey: viewKey('content', 'knowledge', 'latest', size), queryFn: () => getLatestKnowledge(size), retry: false });

export const useLatestKnowledge = (size: number) => useQuery(latestKnowledgeQueryOptions(size));
