import { http } from '../../../api/client';
import { useChangeViews } from '../../../query/mutations';

/** Give a claimed item back to the queue. */
export const releaseReview = (id: number) => http.post<null>(`/v1/review/release/${id}`);

export function useReleaseReview() {
  return useChangeViews(['reviews'], releaseReview, { settled: true });
}
