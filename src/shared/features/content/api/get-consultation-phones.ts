import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ConsultationPhone } from '../../../contracts/content';
import { http } from '../../../api/client';
import { viewKey } from '../../../query/views';
import * as API from '../../../core/api-paths';

/** The business lines of the consultation page. */
export const getConsultationPhones = () => http.get<ConsultationPhone[]>(API.activity.getConsultationPhone, { silent: true });

export const consultationPhonesQueryOptions = () =>
  queryOptions({ queryKey: viewKey('content', 'consultationPhones'), queryFn: getConsultationPhones });

export const useConsultationPhones = () => useQuery(consultationPhonesQueryOptions());
