import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicNewsDetail, PublicNewsPage } from '../../../contracts/content-admin';
import { http } from '../../../api/client';
import { viewKey } from '../../../query/views';
import * as API from '../../../core/api-paths';
import { apiPath } from '../../../core/api-paths';

/** The news operators published, newest first. A failure shows only the built-in news. */
export const getPublishedNews = (size: number) => http.get<PublicNewsPage>(API.news.page, { params: { current: 1, size }, silent: true });

export const publishedNewsQueryOptions = (size: number) =>
  queryOptions({ queryKey: viewKey('content', 'news', size), queryFn: () => getPublishedNews(size), retry: false });

export const usePublishedNews = (size = 50) => useQuery(publishedNewsQueryOptions(size));

export const getNewsDetail = (newsBaseId: string) => http.get<PublicNewsDetail>(apiPath(API.news.detail, { newsBaseId }), { silent: true });

export const newsDetailQueryOptions = (newsBaseId: string) =>
  queryOptions({ queryKey: viewKey('content', 'news', 'detail', newsBaseId), queryFn: () => getNewsDetail(newsBaseId), retry: false });

export const useNewsDetail = (newsBaseId: string | undefined, enabled: boolean) =>
  useQuery({ ...newsDetailQueryOptions(newsBaseId ?? ''), enabled: enabled && Boolean(newsBaseId) });
