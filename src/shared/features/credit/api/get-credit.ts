import { queryOptions } from '@tanstack/react-query';
import type { CreditSummary } from '../../../contracts/credit';
import { http } from '../../../api/client';
import * as API from '../../../core/api-paths';
import { viewKey } from '../../../query/views';

/** The credit line: what is available, frozen and owed to the bank, its draws and repayments. */
export const getCreditSummary = () => http.get<CreditSummary>(API.credit.summary);

export const creditSummaryQueryOptions = () => queryOptions({ queryKey: viewKey('wallet', 'credit'), queryFn: getCreditSummary });
