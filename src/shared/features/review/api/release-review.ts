import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../api/client';
import { invalidateViews } from '../../../query/views';

/** Give a claimed item back to the queue. */
export const releaseReview = (id: number) => http.post<null>(`/v1/review/release/${id}`);

export function useReleaseReview() {
  const client = useQueryClient();
  return useMutation({ mutationFn: releaseReview, onSettled: () => invalidateViews(client, 'reviews') });
}
