import type { ConsultationInput, ConsultationReceipt } from '../../../contracts/content';
import { http } from '../../../api/client';
import { useChangeViews } from '../../../query/mutations';
import * as API from '../../../core/api-paths';

/** A business consultation, from a visitor or a signed-in user. */
export const submitConsultation = (input: ConsultationInput) => http.post<ConsultationReceipt>(API.consultation.add, input);

export function useSubmitConsultation() {
  return useChangeViews(['submissions'], submitConsultation);
}
