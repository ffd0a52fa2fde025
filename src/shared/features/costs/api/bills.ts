import * as API from '../../../core/api-paths';
import { queryOptions } from '@tanstack/react-query';
import type { DetailFilter, DetailPage, DetailQuery, MonthlyBill } from '../../../contracts/bills';
import { http } from '../../../api/client';
import { viewKey } from '../../../query/views';

/** /bss-bill: the months a user can pick, newest first. */
export const billMonthsQueryOptions = () => queryOptions({ queryKey: viewKey('wallet', 'billMonths'), queryFn: () => http.get<string[]>(API.bills.months), staleTime: 60_000 });

/** The monthly bill by product and consumption type. */
export const monthlyBillQueryOptions = (month: string) =>
  queryOptions({ queryKey: viewKey('wallet', 'monthlyBill', month), queryFn: () => http.get<MonthlyBill>(API.bills.monthly, { params: { month } }) });

/** One page of the detail bill with the filter's totals. */
export const detailBillQueryOptions = (query: DetailQuery) =>
  queryOptions({ queryKey: viewKey('wallet', 'detailBill', query), queryFn: () => http.get<DetailPage>(API.bills.detail, { params: query }) });

/** Every detail row the filter matches as CSV (streamed by the gateway); rejects silently when it fails (the page says so). */
export const exportDetailBill = (filter: DetailFilter) => http.file(API.bills.detailExport, { params: filter, silent: true });

/** The monthly statement PDF; rejects silently. */
export const downloadStatement = (month: string) => http.file(API.bills.statement, { params: { month }, silent: true });

/** The month's accountant pack (ZIP); rejects silently. */
export const downloadAccountantPack = (month: string) => http.file(API.bills.pack, { params: { month }, silent: true });
