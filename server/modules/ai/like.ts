import type { ModelLikeState } from '../../../src/shared/contracts/ai';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/envelope';
import { addLikes, deleteLike, insertLike, likeState, lockModel } from './queries';

/**
 * Like or unlike a model: the like row's unique key decides whether anything changed, and the count
 * moves only then, in the same transaction, so twenty identical requests at once count once.
 */
export async function setLike(db: Db, modelId: string, userId: number, liked: boolean): Promise<ModelLikeState> {
  return db.transaction(async (tx) => {
    const model = await lockModel(tx, modelId);
    if (!model) throw notFound('模型不存在');
    const changed = liked ? await insertLike(tx, model.id, userId) : await deleteLike(tx, model.id, userId);
    const likes = changed ? await addLikes(tx, model.id, liked ? 1 : -1) : undefined;
    if (likes !== undefined) return { liked, likes };
    const state = await likeState(tx, modelId, userId);
    return { liked, likes: state?.likes ?? 0 };
  });
}

/** Whether the user likes the model, and its count. */
export async function myLike(db: Db, modelId: string, userId: number): Promise<ModelLikeState> {
  const state = await likeState(db, modelId, userId);
  if (!state) throw notFound('模型不存在');
  return { liked: Boolean(state.liked), likes: state.likes };
}
