import { queryOptions } from '@tanstack/react-query';
import type { CreditApplication } from '../../../contracts/content';
import { http } from '../../../api/client';
import { useSessionQuery } from '../../../query/session-query';
import { viewKey } from '../../../query/views';
import * as API from '../../../core/api-paths';

/** The signed-in user's latest application for the bank credit line, or null. */
export const getMyCreditApplication = () => http.get<CreditApplication | null>(API.creditApplication.mine);

export const myCreditApplicationQueryOptions = (token: string | null) =>
  queryOptions({
    queryKey: viewKey('submissions', 'creditApplication', token),
    queryFn: getMyCreditApplication,
    enabled: Boolean(token),
    staleTime: 0,
  });

export const useMyCreditApplication = () => useSessionQuery(myCreditApplicationQueryOptions);
