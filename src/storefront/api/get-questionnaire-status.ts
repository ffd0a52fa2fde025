import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../shared/api/client';
import { useSession } from '../../shared/auth/session';

export interface QuestionnaireStatus {
  submitted: boolean;
  submittedAt: string | null;
  rewardQuantity: number;
}

/** Whether the signed-in user has answered (and so been granted the card-hours). */
export const questionnaireStatusQuery = (token: string | null) =>
  queryOptions({
    queryKey: ['questionnaire', 'mine', token],
    queryFn: () => http.get<QuestionnaireStatus>('/v1/questionnaire/mine'),
    enabled: Boolean(token),
    staleTime: 0,
  });

export function useQuestionnaireStatus() {
  const { token } = useSession();
  return useQuery(questionnaireStatusQuery(token));
}
