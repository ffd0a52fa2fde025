import { queryOptions } from '@tanstack/react-query';
import { http } from '../../../api/client';
import type { Page } from '../../../core/paging';
import * as API from '../../../core/api-paths';
import { apiPath } from '../../../core/api-paths';
import type { InvoiceableAmount, InvoiceOptions, InvoiceRequest, InvoiceRequestBody, InvoiceTitle, InvoiceTitleBody } from '../../../contracts/invoice';
import { viewKey } from '../../../query/views';

/** 发票管理 (/bss-invoice) and the finance back office's 开票管理: the calls, named by API paths only. */
export interface RequestListQuery {
  current: number;
  size: number;
  status?: InvoiceRequest['status'];
}

export const invoiceTitlesQuery = () => queryOptions({ queryKey: viewKey('invoices', 'titles'), queryFn: () => http.get<InvoiceTitle[]>(API.invoice.titleList) });
export const invoiceAmountQuery = () => queryOptions({ queryKey: viewKey('invoices', 'amount'), queryFn: () => http.get<InvoiceableAmount>(API.invoice.amount) });
export const invoiceOptionsQuery = () => queryOptions({ queryKey: viewKey('invoices', 'options'), queryFn: () => http.get<InvoiceOptions>(API.invoice.options) });
export const invoiceRequestsQuery = (query: RequestListQuery) =>
  queryOptions({ queryKey: viewKey('invoices', 'requests', query), queryFn: () => http.get<Page<InvoiceRequest>>(API.invoice.requestPage, { params: query }) });
export const adminInvoiceRequestsQuery = (query: RequestListQuery) =>
  queryOptions({ queryKey: viewKey('invoices', 'admin', query), queryFn: () => http.get<Page<InvoiceRequest>>(API.invoiceAdmin.page, { params: query }) });

export const createTitle = (body: InvoiceTitleBody) => http.post<InvoiceTitle>(API.invoice.titleCreate, body);
export const updateTitle = (id: number, body: InvoiceTitleBody) => http.put<InvoiceTitle>(apiPath(API.invoice.titleUpdate, { id }), body);
export const deleteTitle = (id: number) => http.delete<null>(apiPath(API.invoice.titleDelete, { id }));
export const createRequest = (body: InvoiceRequestBody) => http.post<InvoiceRequest>(API.invoice.requestCreate, body);
/** The invoice's PDF (the red one when `red`), as the gateway sends it. */
export const invoicePdf = (id: number, red = false) => http.file(apiPath(API.invoice.requestPdf, { id }), { params: red ? { red: 'true' } : {} });

export const acceptRequest = (id: number) => http.post<InvoiceRequest>(apiPath(API.invoiceAdmin.accept, { id }));
export const issueRequest = (id: number) => http.post<InvoiceRequest>(apiPath(API.invoiceAdmin.issue, { id }));
export const reissueRequest = (id: number) => http.post<InvoiceRequest>(apiPath(API.invoiceAdmin.reissue, { id }));
export const rejectRequest = (id: number, reason: string) => http.post<InvoiceRequest>(apiPath(API.invoiceAdmin.reject, { id }), { reason });
export const reverseRequest = (id: number, reason: string) => http.post<InvoiceRequest>(apiPath(API.invoiceAdmin.reverse, { id }), { reason });
export const adminInvoicePdf = (id: number, red = false) => http.file(apiPath(API.invoiceAdmin.pdf, { id }), { params: red ? { red: 'true' } : {} });
