import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FeedbackInput, FeedbackReceipt } from '../../../contracts/content';
import { http } from '../../../api/client';
import { invalidateViews } from '../../../query/views';

/** Problem feedback from a signed-in user. */
export const submitFeedback = (input: FeedbackInput) => http.post<FeedbackReceipt>('/v1/feedback/add', input);

export function useSubmitFeedback() {
  const client = useQueryClient();
  return useMutation({ mutationFn: submitFeedback, onSuccess: () => invalidateViews(client, 'submissions') });
}
