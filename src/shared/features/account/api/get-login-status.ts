import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LoginStatus } from '../../../contracts/account';
import { http } from '../../../api/client';
import { useSession } from '../../../auth/session';
import { QUERY_RETRIES } from '../../../query/client';
import { viewKey } from '../../../query/views';

/** SPEC §7 loginStatusAndCertificationInfo: how the caller signed in, and their certification. */
export const getLoginStatus = () => http.get<LoginStatus>('/v1/user/loginStatusAndCertificationInfo', { silent: true });

export const loginStatusQueryOptions = (token: string | null) =>
  queryOptions({
    queryKey: viewKey('user', 'loginStatus', token),
    queryFn: getLoginStatus,
    retry: QUERY_RETRIES,
    refetchOnWindowFocus: true,
    refetchOnReconnect: true,
  });

export function useLoginStatus() {
  const { token } = useSession();
  return useQuery(loginStatusQueryOptions(token));
}
