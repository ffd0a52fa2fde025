import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ReviewKindInfo } from '../../../contracts/review';
import { http } from '../../../api/client';
import { viewKey } from '../../../query/views';
import * as API from '../../../core/api-paths';

/** The kinds of application the signed-in operator may review (their roles decide). */
export const getReviewKinds = () => http.get<ReviewKindInfo[]>(API.review.kinds);

export const reviewKindsQueryOptions = () => queryOptions({ queryKey: viewKey('reviews', 'kinds'), queryFn: getReviewKinds, staleTime: Infinity });

export const useReviewKinds = () => useQuery(reviewKindsQueryOptions());
