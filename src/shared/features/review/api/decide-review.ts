import type { ApproveBody, RejectBody } from '../../../contracts/review';
import { http } from '../../../api/client';
import { useChangeViews } from '../../../query/mutations';
import * as API from '../../../core/api-paths';
import { apiPath } from '../../../core/api-paths';

export type Decision = { id: number; approve: true; body: ApproveBody } | { id: number; approve: false; body: RejectBody };

/** Approve (with what the kind asks: a credit line's amount and bank reference) or reject with a reason. */
export const decideReview = ({ id, approve, body }: Decision) =>
  http.post<null>(apiPath(approve ? API.review.approve : API.review.reject, { id }), body);

/**
 * A decision changes the queue, and the back office's figures of users (certified) and their
 * credit. Settled, not only succeeded: a refusal (decided or held by someone else) means the
 * item shown is stale.
 */
export function useDecideReview() {
  return useChangeViews(['reviews', 'users'], decideReview, { settled: true });
}
