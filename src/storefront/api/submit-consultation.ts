import { useMutation } from '@tanstack/react-query';
import { http } from '../../shared/api/client';
import type { ConsultationSource, DemandType } from '../../shared/core/content';

export interface ConsultationInput {
  requestId: string;
  source: ConsultationSource;
  name: string;
  company: string;
  phone: string;
  email?: string;
  demandType: DemandType;
  content: string;
}

export const submitConsultation = (input: ConsultationInput) =>
  http.post<{ consultationId: number }>('/v1/consultation/add', input);

export const useSubmitConsultation = () => useMutation({ mutationFn: submitConsultation });
