import type { CreditApplicationInput, CreditApplicationReceipt } from '../../../contracts/content';
import { http } from '../../../api/client';
import { useChangeViews } from '../../../query/mutations';
import * as API from '../../../core/api-paths';

/** An application for the bank credit line; the expected amount is yuan as a decimal string. */
export const submitCreditApplication = (input: CreditApplicationInput) =>
  http.post<CreditApplicationReceipt>(API.creditApplication.add, input);

export function useSubmitCreditApplication() {
  // Settled, not only succeeded: a refusal (one already in review) also means the page's view is stale.
  return useChangeViews(['submissions'], submitCreditApplication, { settled: true });
}
