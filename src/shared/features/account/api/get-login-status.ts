import { queryOptions } from '@tanstack/react-query';
import type { LoginStatus } from '../../../contracts/account';
import { http } from '../../../api/client';
import { FOLLOW_SESSION } from '../../../query/client';
import { useSessionQuery } from '../../../query/session-query';
import { viewKey } from '../../../query/views';
import * as API from '../../../core/api-paths';

/** SPEC §7 loginStatusAndCertificationInfo: how the caller signed in, and their certification. */
export const getLoginStatus = () => http.get<LoginStatus>(API.user.loginStatusAndCertificationInfo, { silent: true });

export const loginStatusQueryOptions = (token: string | null) =>
  queryOptions({
    queryKey: viewKey('user', 'loginStatus', token),
    queryFn: getLoginStatus,
    ...FOLLOW_SESSION,
  });

export const useLoginStatus = () => useSessionQuery(loginStatusQueryOptions);
