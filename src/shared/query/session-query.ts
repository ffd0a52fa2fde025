import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { useSession } from '../auth/session';

/**
 * A query of what belongs to whoever is signed in: its options are built for their token (the
 * token is in the key), so another session never sees the last one's answer.
 */
export function useSessionQuery<TQueryFnData, TError = Error, TData = TQueryFnData, TQueryKey extends QueryKey = QueryKey>(
  optionsFor: (token: string | null) => UseQueryOptions<TQueryFnData, TError, TData, TQueryKey>,
) {
  const { token } = useSession();
  return useQuery(optionsFor(token));
}
