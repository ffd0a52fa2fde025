import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ArticlePage } from '../../../contracts/content';
import { http } from '../../../api/client';
import { viewKey } from '../../../query/views';
import { API } from '../../../core/api-paths';

/** The newest published encyclopedia articles. */
export const getLatestArticles = (size: number) =>
  http.get<ArticlePage>(API.article.page, {
    params: { current: 1, size, orderField: 'publishTime', orderSort: 'desc' },
    silent: true,
  });

export const latestArticlesQueryOptions = (size: number) =>
  queryOptions({ queryKey: viewKey('content', 'articles', 'latest', size), queryFn: () => getLatestArticles(size), retry: false });

export const useLatestArticles = (size: number) => useQuery(latestArticlesQueryOptions(size));
