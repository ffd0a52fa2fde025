import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ReviewDetail } from '../../../contracts/review';
import { http } from '../../../api/client';
import { viewKey } from '../../../query/views';
import * as API from '../../../core/api-paths';
import { apiPath } from '../../../core/api-paths';

/** An item in full: the applicant's data, the evidence, its history and earlier rounds. */
export const getReviewDetail = (id: string | number) => http.get<ReviewDetail>(apiPath(API.review.detail, { id }), { silent: true });

export const reviewDetailQueryOptions = (id: string | number | undefined) =>
  queryOptions({
    queryKey: viewKey('reviews', 'detail', String(id)),
    queryFn: () => getReviewDetail(id!),
    enabled: id !== undefined && id !== '',
    // Another operator may claim or decide it at any moment: always asked afresh when shown.
    staleTime: 0,
    refetchOnWindowFocus: true,
  });

export const useReviewDetail = (id: string | number | undefined) => useQuery(reviewDetailQueryOptions(id));
