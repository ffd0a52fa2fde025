import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EarningsOverview, StatementDetail } from '../../../contracts/supplier';
import { http } from '../../../api/client';
import { viewKey } from '../../../query/views';
import { useChangeViews } from '../../../query/mutations';
import * as API from '../../../core/api-paths';
import { apiPath } from '../../../core/api-paths';

export const getStatement = (id: number | string) => http.get<StatementDetail>(apiPath(API.supplierStatement.detail, { id }), { silent: true });
export const statementQueryOptions = (id: number | string) => queryOptions({ queryKey: viewKey('supplier', 'statement', String(id)), queryFn: () => getStatement(id), staleTime: 0 });
export const useStatement = (id: number | string | undefined) => useQuery({ ...statementQueryOptions(id ?? ''), enabled: Boolean(id) });

/** A statement as the gateway renders it: CSV (`export`), or PDF with the net in Chinese capitals. */
export const exportStatement = (id: number | string, format: 'export' | 'pdf') => http.file(apiPath(API.supplierStatement.file, { statementFile: format, id }));

export const getEarnings = () => http.get<EarningsOverview>(API.supplierStatement.overview);
export const useEarnings = () => useQuery({ queryKey: viewKey('supplier', 'earnings'), queryFn: getEarnings, staleTime: 0 });

export function useConfirmStatement() {
  return useChangeViews(['supplier', 'wallet'], (id: number) => http.post<StatementDetail>(apiPath(API.supplierStatement.confirm, { id }), {}));
}

export function useDisputeStatement() {
  return useChangeViews(['supplier'], ({ id, reason }: { id: number; reason: string }) =>
    http.post<StatementDetail>(apiPath(API.supplierStatement.dispute, { id }), { reason }),
  );
}
