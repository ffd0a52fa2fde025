import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { QuestionnaireInput, QuestionnaireReward } from '../../../contracts/content';
import { http } from '../../../api/client';
import { invalidateViews } from '../../../query/views';

/** The sign-up questionnaire: its answers, and the card-hours it grants once. */
export const submitQuestionnaire = (answers: QuestionnaireInput['answers']) => http.post<QuestionnaireReward>('/v1/questionnaire/add', { answers });

export function useSubmitQuestionnaire() {
  const client = useQueryClient();
  // Settled: a refusal (already answered) also means the page's view is stale. The card-hours land
  // in the wallet's benefits, so its views are refreshed too.
  return useMutation({ mutationFn: submitQuestionnaire, onSettled: () => invalidateViews(client, 'submissions', 'wallet') });
}
