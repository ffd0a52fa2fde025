import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ArticleDetail, ArticlePage } from '../../../contracts/content';
import { http } from '../../../api/client';
import { viewKey } from '../../../query/views';
import * as API from '../../../core/api-paths';
import { apiPath } from '../../../core/api-paths';

/** The newest published encyclopedia articles. */
export const getLatestArticles = (size: number) =>
  http.get<ArticlePage>(API.article.page, {
    params: { current: 1, size, orderField: 'publishTime', orderSort: 'desc' },
    silent: true,
  });

export const latestArticlesQueryOptions = (size: number) =>
  queryOptions({ queryKey: viewKey('content', 'articles', 'latest', size), queryFn: () => getLatestArticles(size), retry: false });

export const useLatestArticles = (size: number) => useQuery(latestArticlesQueryOptions(size));

/** The AI encyclopedia (/club/article): published articles, newest first, a page at a time. */
export const articlePageQueryOptions = (query: { current: number; size: number; keyword?: string }) =>
  queryOptions({
    queryKey: viewKey('content', 'articles', 'page', query),
    queryFn: () => http.get<ArticlePage>(API.article.page, { params: { ...query, orderField: 'publishTime', orderSort: 'desc' } }),
    placeholderData: keepPreviousData,
  });

/** One article with its Markdown body; an unknown id is an empty answer, shown in place. */
export const articleDetailQueryOptions = (articleBaseId: string) =>
  queryOptions({
    queryKey: viewKey('content', 'articles', 'detail', articleBaseId),
    queryFn: () => http.get<ArticleDetail>(apiPath(API.article.detail, { articleBaseId }), { silent: true }),
    retry: false,
  });
