import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ReviewStats } from '../../../contracts/review';
import { http } from '../../../api/client';
import { viewKey } from '../../../query/views';
import * as API from '../../../core/api-paths';

/** Time in queue per kind: how many wait, the oldest and the median wait, decided today. */
export const getReviewStats = () => http.get<ReviewStats>(API.review.stats, { silent: true });

export const reviewStatsQueryOptions = () =>
  // The waits grow by themselves: asked again each minute while shown.
  queryOptions({ queryKey: viewKey('reviews', 'stats'), queryFn: getReviewStats, staleTime: 0, refetchInterval: 60_000 });

export const useReviewStats = () => useQuery(reviewStatsQueryOptions());
