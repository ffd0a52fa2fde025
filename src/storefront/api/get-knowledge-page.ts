import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../shared/api/client';
import type { Page } from '../../shared/core/paging';

/** SPEC §3 knowledge item, with the list fields the gateway adds. */
export interface KnowledgeItem {
  aiKnowledgeBaseId: string;
  title: string;
  summary?: string;
  category?: string;
  coverUrl?: string;
  publishTime?: string | null;
}

/** SPEC §7: the home page asks for the newest published items, ordered by publish_time. */
export const latestKnowledgeQuery = (size: number) =>
  queryOptions({
    queryKey: ['content', 'knowledge', 'latest', size],
    queryFn: () =>
      http.get<Page<KnowledgeItem>>('/v1/other/ai_knowledge/getAiKnowledge4ConsolePage', {
        params: { current: 1, size, status: 'PUBLISH', orderField: 'publish_time', orderSort: 'desc' },
        silent: true,
      }),
    retry: false,
  });

export const useLatestKnowledge = (size: number) => useQuery(latestKnowledgeQuery(size));
