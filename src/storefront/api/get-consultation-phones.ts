import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../shared/api/client';

export interface ConsultationPhone {
  phone: string;
  name?: string;
  serviceHours?: string;
}

export const consultationPhonesQuery = () =>
  queryOptions({
    queryKey: ['content', 'consultationPhones'],
    queryFn: () => http.get<ConsultationPhone[]>('/v1/activity/getConsultationPhone', { silent: true }),
  });

export const useConsultationPhones = () => useQuery(consultationPhonesQuery());
