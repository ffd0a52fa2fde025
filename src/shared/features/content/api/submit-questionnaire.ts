import type { QuestionnaireInput, QuestionnaireReward } from '../../../contracts/content';
import { http } from '../../../api/client';
import { useChangeViews } from '../../../query/mutations';
import * as API from '../../../core/api-paths';

/** The sign-up questionnaire: its answers, and the card-hours it grants once. */
export const submitQuestionnaire = (answers: QuestionnaireInput['answers']) => http.post<QuestionnaireReward>(API.questionnaire.add, { answers });

export function useSubmitQuestionnaire() {
  // Settled: a refusal (already answered) also means the page's view is stale. The card-hours land
  // in the wallet's benefits, so its views are refreshed too.
  return useChangeViews(['submissions', 'wallet'], submitQuestionnaire, { settled: true });
}
