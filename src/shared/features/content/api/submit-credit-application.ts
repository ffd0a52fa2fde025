import type { CreditApplicationInput, CreditApplicationReceipt } from '../../../contracts/content';
import { http } from '../../../api/client';
import { useChangeViews } from '../../../query/mutations';

/** An application for the bank credit line; the expected amount is yuan as a decimal string. */
export const submitCreditApplication = (input: CreditApplicationInput) =>
  http.post<CreditApplicationReceipt>('/v1/creditApplication/add', input);

export function useSubmitCreditApplication() {
  // Settled, not only succeeded: a refusal (one already in review) also means the page's view is stale.
  return useChangeViews(['submissions'], submitCreditApplication, { settled: true });
}
