import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { http } from '../../../api/client';
import type { DatasetDetail, DatasetFilterOptions, DatasetPage, DatasetRequest, DatasetRows, DatasetStats, DownloadLink, RowsRequest } from '../../../contracts/dataset';
import * as API from '../../../core/api-paths';
import { apiPath } from '../../../core/api-paths';
import { viewKey } from '../../../query/views';

/** The dataset market's listing: filters, search, sorting and a page. */
export const datasetPageQueryOptions = (query: DatasetRequest) =>
  queryOptions({ queryKey: viewKey('datasets', 'page', query), queryFn: () => http.get<DatasetPage>(API.dataset.page, { params: query }), placeholderData: keepPreviousData });

/** The filters' choices with counts. */
export const datasetFiltersQueryOptions = () =>
  queryOptions({ queryKey: viewKey('datasets', 'filters'), queryFn: () => http.get<DatasetFilterOptions>(API.dataset.filters), staleTime: 5 * 60_000 });

/** A dataset card; one that does not exist is an empty answer, shown in place. */
export const datasetDetailQueryOptions = (datasetId: string) =>
  queryOptions({ queryKey: viewKey('datasets', 'detail', datasetId), queryFn: () => http.get<DatasetDetail>(apiPath(API.dataset.detail, { datasetId }), { silent: true }), retry: false });

/**
 * A page of the viewer. A filter that does not parse answers 50005 with the parser's message: the
 * viewer shows it by the filter box (silent here), and the last good page stays on screen.
 */
export const datasetRowsQueryOptions = (datasetId: string, request: RowsRequest) =>
  queryOptions({
    queryKey: viewKey('datasets', 'rows', datasetId, request),
    queryFn: () => http.get<DatasetRows>(apiPath(API.dataset.rows, { datasetId }), { params: request, silent: true }),
    placeholderData: keepPreviousData,
    retry: false,
    staleTime: 5 * 60_000,
  });

/** A split's column statistics (computed once per file version on the server). */
export const datasetStatsQueryOptions = (datasetId: string, split: string) =>
  queryOptions({
    queryKey: viewKey('datasets', 'stats', datasetId, split),
    queryFn: () => http.get<DatasetStats>(apiPath(API.dataset.statistics, { datasetId }), { params: { split }, silent: true }),
    staleTime: 30 * 60_000,
  });

/** A short-lived link to a file for the signed-in user, which the browser then follows (and can resume). */
export const getDownloadLink = ({ datasetId, fileId }: { datasetId: string; fileId: number }) =>
  http.post<DownloadLink>(apiPath(API.dataset.downloadLink, { datasetId, fileId: String(fileId) }));
