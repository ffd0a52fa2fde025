import * as API from '../../../core/api-paths';
import { apiPath } from '../../../core/api-paths';
import type { ModelLikeState } from '../../../contracts/ai';
import { http } from '../../../api/client';
import { useChangeViews } from '../../../query/mutations';

/** Like or take back a like: one per user, however often it is sent. */
export const likeModel = ({ modelId, liked }: { modelId: string; liked: boolean }) =>
  http.post<ModelLikeState>(apiPath(liked ? API.ai.modelLike : API.ai.modelUnlike, { modelId }));

export function useLikeModel() {
  return useChangeViews(['ai'], likeModel);
}
