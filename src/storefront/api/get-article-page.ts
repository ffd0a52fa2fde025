import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../shared/api/client';
import type { Page } from '../../shared/core/paging';

/** SPEC §3 article item. */
export interface ArticleItem {
  articleBaseId: string;
  title: string;
  thumbnail?: string;
  summary?: string;
  publishTime?: string | null;
}

export const latestArticlesQuery = (size: number) =>
  queryOptions({
    queryKey: ['content', 'articles', 'latest', size],
    queryFn: () =>
      http.get<Page<ArticleItem>>('/v1/article/page', {
        params: { current: 1, size, orderField: 'publishTime', orderSort: 'desc' },
        silent: true,
      }),
    retry: false,
  });

export const useLatestArticles = (size: number) => useQuery(latestArticlesQuery(size));
