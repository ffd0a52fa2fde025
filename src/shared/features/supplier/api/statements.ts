import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { EarningsOverview, StatementDetail } from '../../../contracts/supplier';
import { http } from '../../../api/client';
import { invalidateViews, viewKey } from '../../../query/views';

export const getStatement = (id: number | string) => http.get<StatementDetail>(`/v1/supplierStatement/detail/${encodeURIComponent(String(id))}`, { silent: true });
export const statementQueryOptions = (id: number | string) => queryOptions({ queryKey: viewKey('supplier', 'statement', String(id)), queryFn: () => getStatement(id), staleTime: 0 });
export const useStatement = (id: number | string | undefined) => useQuery({ ...statementQueryOptions(id ?? ''), enabled: Boolean(id) });

export const getEarnings = () => http.get<EarningsOverview>('/v1/supplierStatement/overview');
export const useEarnings = () => useQuery({ queryKey: viewKey('supplier', 'earnings'), queryFn: getEarnings, staleTime: 0 });

export function useConfirmStatement() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => http.post<StatementDetail>(`/v1/supplierStatement/confirm/${id}`, {}),
    onSuccess: () => invalidateViews(client, 'supplier', 'wallet'),
  });
}

export function useDisputeStatement() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: number; reason: string }) => http.post<StatementDetail>(`/v1/supplierStatement/dispute/${id}`, { reason }),
    onSuccess: () => invalidateViews(client, 'supplier'),
  });
}
