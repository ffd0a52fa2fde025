import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../shared/api/client';
import { useSession } from '../../shared/auth/session';

export interface CreditApplication {
  id: number;
  companyName: string;
  expectedAmount: string;
  status: 'pending' | 'approved' | 'rejected';
  createdAt: string;
}

export const myCreditApplicationQuery = (token: string | null) =>
  queryOptions({
    queryKey: ['creditApplication', 'mine', token],
    queryFn: () => http.get<CreditApplication | null>('/v1/creditApplication/mine'),
    enabled: Boolean(token),
    staleTime: 0,
  });

export function useMyCreditApplication() {
  const { token } = useSession();
  return useQuery(myCreditApplicationQuery(token));
}
