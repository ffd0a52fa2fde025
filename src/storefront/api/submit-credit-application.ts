import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../shared/api/client';
import type { CreditApplication } from './get-my-credit-application';

export interface CreditApplicationInput {
  companyName: string;
  creditCode: string;
  contactName: string;
  contactPhone: string;
  /** Yuan as a decimal string (money is exact, README). */
  expectedAmount: string;
  purpose: string;
  agreed: true;
}

export const submitCreditApplication = (input: CreditApplicationInput) =>
  http.post<CreditApplication>('/v1/creditApplication/add', input);

export function useSubmitCreditApplication() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: submitCreditApplication,
    onSettled: () => client.invalidateQueries({ queryKey: ['creditApplication', 'mine'] }),
  });
}
