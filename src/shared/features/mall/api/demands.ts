import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { Demand, DemandBoardRequest, DemandPublishBody, DemandQuote, DemandQuoteBody, MyDemandDetail, SupplierDemandMatch } from '../../../contracts/mall';
import type { Page } from '../../../core/paging';
import { http } from '../../../api/client';
import { viewKey } from '../../../query/views';
import { useChangeViews } from '../../../query/mutations';
import * as API from '../../../core/api-paths';
import { apiPath } from '../../../core/api-paths';

/** The public board: open demands, newest first, contacts masked. */
export const demandBoardQueryOptions = (query: DemandBoardRequest) =>
  queryOptions({
    queryKey: viewKey('demands', 'board', query),
    queryFn: () => http.get<Page<Demand>>(API.demandGoods.page, { params: query }),
    placeholderData: keepPreviousData,
    staleTime: 15_000,
  });

export const demandDetailQueryOptions = (id: string) =>
  queryOptions({
    queryKey: viewKey('demands', 'detail', id),
    queryFn: () => http.get<Demand>(apiPath(API.demandGoods.detail, { id }), { silent: true }),
    retry: false,
  });

export const myDemandsQueryOptions = (query: { current: number; size: number; status?: string }) =>
  queryOptions({
    queryKey: viewKey('demands', 'mine', query),
    queryFn: () => http.get<Page<Demand>>(API.demandGoods.myPage, { params: query }),
    placeholderData: keepPreviousData,
  });

export const myDemandDetailQueryOptions = (id: string) =>
  queryOptions({
    queryKey: viewKey('demands', 'myDetail', id),
    queryFn: () => http.get<MyDemandDetail>(apiPath(API.demandGoods.myDetail, { id }), { silent: true }),
    retry: false,
    staleTime: 0,
  });

/** Publish (SMS scene publishDemandGoods); field errors come back to the form. */
export function usePublishDemand() {
  return useChangeViews(['demands'], (body: DemandPublishBody) => http.post<MyDemandDetail>(API.demandGoods.publish, body, { silent: true }));
}

export function useCancelDemand() {
  return useChangeViews(['demands'], (id: string) => http.post<MyDemandDetail>(apiPath(API.demandGoods.cancel, { id })));
}

/** A supplier's quote on a demand. */
export function useQuoteDemand() {
  return useChangeViews(['demands'], (body: DemandQuoteBody) => http.post<DemandQuote>(API.demandQuote.add, body, { silent: true }));
}

/** The buyer accepts a quote (contract and order) or declines it. */
export function useDecideQuote() {
  type Accepted = { orderBaseId: string; contractId: string };
  return useChangeViews(['demands', 'mall', 'wallet'], async ({ id, accept }: { id: number; accept: boolean }): Promise<Accepted | null> => {
    if (accept) return http.post<Accepted>(apiPath(API.demandQuote.accept, { id }), undefined, { silent: true });
    await http.post<DemandQuote>(apiPath(API.demandQuote.reject, { id }), undefined, { silent: true });
    return null;
  });
}

/** /bss-profit: open demands that the supplier's goods or published plans could fill. */
export const supplierMatchesQueryOptions = (query: { current: number; size: number }) =>
  queryOptions({
    queryKey: viewKey('demands', 'supplierMatches', query),
    queryFn: () => http.get<Page<SupplierDemandMatch>>(API.demandGoods.supplierMatches, { params: query }),
    placeholderData: keepPreviousData,
  });
