import { http } from '../../../api/client';
import { useChangeViews } from '../../../query/mutations';
import * as API from '../../../core/api-paths';
import { apiPath } from '../../../core/api-paths';

/** Give a claimed item back to the queue. */
export const releaseReview = (id: number) => http.post<null>(apiPath(API.review.release, { id }));

export function useReleaseReview() {
  return useChangeViews(['reviews'], releaseReview, { settled: true });
}
