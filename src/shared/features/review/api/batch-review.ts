import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BatchBody, BatchResult } from '../../../contracts/review';
import { http } from '../../../api/client';
import { invalidateViews } from '../../../query/views';

/** Claim, release, approve or reject several items; each answers on its own. */
export const batchReview = (body: BatchBody) => http.post<BatchResult>('/v1/review/batch', body);

export function useBatchReview() {
  const client = useQueryClient();
  return useMutation({ mutationFn: batchReview, onSettled: () => invalidateViews(client, 'reviews', 'users') });
}
