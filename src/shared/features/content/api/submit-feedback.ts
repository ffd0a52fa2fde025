import type { FeedbackInput, FeedbackReceipt } from '../../../contracts/content';
import { http } from '../../../api/client';
import { useChangeViews } from '../../../query/mutations';

/** Problem feedback from a signed-in user. */
export const submitFeedback = (input: FeedbackInput) => http.post<FeedbackReceipt>('/v1/feedback/add', input);

export function useSubmitFeedback() {
  return useChangeViews(['submissions'], submitFeedback);
}
