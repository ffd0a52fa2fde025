import { queryOptions } from '@tanstack/react-query';
import type { QuestionnaireStatus } from '../../../contracts/content';
import { http } from '../../../api/client';
import { useSessionQuery } from '../../../query/session-query';
import { viewKey } from '../../../query/views';
import * as API from '../../../core/api-paths';

/** Whether the signed-in user has answered (and so been granted the card-hours). */
export const getQuestionnaireStatus = () => http.get<QuestionnaireStatus>(API.questionnaire.mine);

export const questionnaireStatusQueryOptions = (token: string | null) =>
  queryOptions({
    queryKey: viewKey('submissions', 'questionnaire', token),
    queryFn: getQuestionnaireStatus,
    enabled: Boolean(token),
    staleTime: 0,
  });

export const useQuestionnaireStatus = () => useSessionQuery(questionnaireStatusQueryOptions);
