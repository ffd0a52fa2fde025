import { http } from '../../../api/client';
import { useChangeViews } from '../../../query/mutations';
import * as API from '../../../core/api-paths';
import { apiPath } from '../../../core/api-paths';

/** Claim an item: while the claim holds (30 minutes), no other operator can decide it. */
export const claimReview = (id: number) => http.post<null>(apiPath(API.review.claim, { id }));

export function useClaimReview() {
  // Settled: a refusal (someone else holds it) means the shown state is stale too.
  return useChangeViews(['reviews'], claimReview, { settled: true });
}
