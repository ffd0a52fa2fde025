import type { ModelLikeState } from '../../../contracts/ai';
import { http } from '../../../api/client';
import { useChangeViews } from '../../../query/mutations';

/** Like or take back a like: one per user, however often it is sent. */
export const likeModel = ({ modelId, liked }: { modelId: string; liked: boolean }) =>
  http.post<ModelLikeState>(`/v1/ai/model/${liked ? 'like' : 'unlike'}/${encodeURIComponent(modelId)}`);

export function useLikeModel() {
  return useChangeViews(['ai'], likeModel);
}
