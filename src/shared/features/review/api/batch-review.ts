import type { BatchBody, BatchResult } from '../../../contracts/review';
import { http } from '../../../api/client';
import { useChangeViews } from '../../../query/mutations';
import * as API from '../../../core/api-paths';

/** Claim, release, approve or reject several items; each answers on its own. */
export const batchReview = (body: BatchBody) => http.post<BatchResult>(API.review.batch, body);

export function useBatchReview() {
  return useChangeViews(['reviews', 'users'], batchReview, { settled: true });
}
