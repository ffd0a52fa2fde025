import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreditApplicationInput, CreditApplicationReceipt } from '../../../contracts/content';
import { http } from '../../../api/client';
import { invalidateViews } from '../../../query/views';

/** An application for the bank credit line; the expected amount is yuan as a decimal string. */
export const submitCreditApplication = (input: CreditApplicationInput) =>
  http.post<CreditApplicationReceipt>('/v1/creditApplication/add', input);

export function useSubmitCreditApplication() {
  const client = useQueryClient();
  // Settled, not only succeeded: a refusal (one already in review) also means the page's view is stale.
  return useMutation({ mutationFn: submitCreditApplication, onSettled: () => invalidateViews(client, 'submissions') });
}
