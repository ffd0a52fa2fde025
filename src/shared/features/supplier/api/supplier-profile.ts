import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SupplierProfile, SupplierProfileBody } from '../../../contracts/supplier';
import { http } from '../../../api/client';
import { viewKey } from '../../../query/views';
import { useChangeViews } from '../../../query/mutations';
import * as API from '../../../core/api-paths';

/** SPEC §7 getResourceSupplierInfo: the caller's supplier profile and its review. */
export const getSupplierInfo = () => http.get<SupplierProfile>(API.resourceSupplier.getResourceSupplierInfo);

export const supplierInfoQueryOptions = () => queryOptions({ queryKey: viewKey('supplier', 'profile'), queryFn: getSupplierInfo, staleTime: 0 });

export const useSupplierInfo = () => useQuery(supplierInfoQueryOptions());

/** addResourceSupplier (first time) or updateResourceSupplier (correct and resubmit). */
export const saveSupplier = ({ body, mode }: { body: SupplierProfileBody; mode: 'add' | 'update' }) =>
  mode === 'add'
    ? http.post<{ status: 'pending_review' }>(API.resourceSupplier.addResourceSupplier, body)
    : http.patch<{ status: 'pending_review' }>(API.resourceSupplier.updateResourceSupplier, body);

export function useSaveSupplier() {
  return useChangeViews(['supplier', 'user'], saveSupplier);
}
