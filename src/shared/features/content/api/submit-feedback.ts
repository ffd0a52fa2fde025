import type { FeedbackInput, FeedbackReceipt } from '../../../contracts/content';
import { http } from '../../../api/client';
import { useChangeViews } from '../../../query/mutations';
import * as API from '../../../core/api-paths';

/** Problem feedback from a signed-in user. */
export const submitFeedback = (input: FeedbackInput) => http.post<FeedbackReceipt>(API.feedback.add, input);

export function useSubmitFeedback() {
  return useChangeViews(['submissions'], submitFeedback);
}
