import { useMutation } from '@tanstack/react-query';
import { http } from '../../shared/api/client';
import type { FeedbackType } from '../../shared/core/content';

export interface FeedbackInput {
  requestId: string;
  type: FeedbackType;
  content: string;
  contact?: string;
  pageUrl?: string;
}

export const submitFeedback = (input: FeedbackInput) => http.post<{ feedbackId: number }>('/v1/feedback/add', input);

export const useSubmitFeedback = () => useMutation({ mutationFn: submitFeedback });
