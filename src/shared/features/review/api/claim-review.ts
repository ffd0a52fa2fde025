import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../api/client';
import { invalidateViews } from '../../../query/views';

/** Claim an item: while the claim holds (30 minutes), no other operator can decide it. */
export const claimReview = (id: number) => http.post<null>(`/v1/review/claim/${id}`);

export function useClaimReview() {
  const client = useQueryClient();
  // Settled: a refusal (someone else holds it) means the shown state is stale too.
  return useMutation({ mutationFn: claimReview, onSettled: () => invalidateViews(client, 'reviews') });
}
