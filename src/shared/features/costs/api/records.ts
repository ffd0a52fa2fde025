import * as API from '../../../core/api-paths';
import { queryOptions } from '@tanstack/react-query';
import type { RecordFilter, RecordSummaryRow } from '../../../contracts/costs';
import { http } from '../../../api/client';
import { viewKey } from '../../../query/views';

/** The records the filter matches, summed per month and type (/bss-Wallet). */
export const getRecordSummary = (filter: RecordFilter) => http.get<RecordSummaryRow[]>(API.costs.recordSummary, { params: filter });

export const recordSummaryQueryOptions = (filter: RecordFilter) =>
  queryOptions({ queryKey: viewKey('wallet', 'recordSummary', filter), queryFn: () => getRecordSummary(filter) });

/** Every record the filter matches as CSV, as the gateway streams it; rejects when it fails (silently: the page says so). */
export const exportRecords = (filter: RecordFilter) => http.file(API.costs.recordExport, { params: filter, silent: true });

/** The same records as an XLSX workbook (streamed by the gateway); rejects silently when it fails. */
export const exportRecordsXlsx = (filter: RecordFilter) => http.file(API.costs.recordExportXlsx, { params: filter, silent: true });
