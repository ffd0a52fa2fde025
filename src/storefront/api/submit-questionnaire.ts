import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../shared/api/client';
import type { Answers } from '../../shared/core/questionnaire';

export const submitQuestionnaire = (answers: Answers) =>
  http.post<{ submittedAt: string; rewardQuantity: number }>('/v1/questionnaire/add', { answers });

export function useSubmitQuestionnaire() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: submitQuestionnaire,
    onSettled: () => client.invalidateQueries({ queryKey: ['questionnaire', 'mine'] }),
  });
}
