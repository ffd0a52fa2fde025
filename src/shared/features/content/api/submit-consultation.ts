import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ConsultationInput, ConsultationReceipt } from '../../../contracts/content';
import { http } from '../../../api/client';
import { invalidateViews } from '../../../query/views';

/** A business consultation, from a visitor or a signed-in user. */
export const submitConsultation = (input: ConsultationInput) => http.post<ConsultationReceipt>('/v1/consultation/add', input);

export function useSubmitConsultation() {
  const client = useQueryClient();
  return useMutation({ mutationFn: submitConsultation, onSuccess: () => invalidateViews(client, 'submissions') });
}
