import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { SpaceSearchPage } from '../../../contracts/content';
import { http } from '../../../api/client';
import * as API from '../../../core/api-paths';
import { viewKey } from '../../../query/views';

/** One search across the AI space: reports and articles together, newest first. */
export const spaceSearchQueryOptions = (query: { keyword: string; current: number; size: number }) =>
  queryOptions({
    queryKey: viewKey('content', 'space-search', query),
    queryFn: () => http.get<SpaceSearchPage>(API.club.search, { params: query }),
    placeholderData: keepPreviousData,
    enabled: query.keyword.length > 0,
  });
