import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ReviewItem, ReviewQueryInput } from '../../../contracts/review';
import type { Page } from '../../../core/paging';
import { http } from '../../../api/client';
import { viewKey } from '../../../query/views';
import * as API from '../../../core/api-paths';

export type ReviewPageParams = Partial<ReviewQueryInput>;

/** One page of the review queue (the board reads one per column). */
export const getReviewPage = (params: ReviewPageParams) => http.get<Page<ReviewItem>>(API.review.page, { params });

export const reviewPageQueryOptions = (params: ReviewPageParams) =>
  queryOptions({ queryKey: viewKey('reviews', 'page', params), queryFn: () => getReviewPage(params), staleTime: 0, refetchInterval: 30_000 });

export const useReviewPage = (params: ReviewPageParams) => useQuery(reviewPageQueryOptions(params));
