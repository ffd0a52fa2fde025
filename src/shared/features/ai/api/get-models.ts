import * as API from '../../../core/api-paths';
import { apiPath } from '../../../core/api-paths';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { FitRequest, ModelDetail, ModelFilterOptions, ModelFit, ModelLikeState, ModelPage, ModelRequest } from '../../../contracts/ai';
import { http } from '../../../api/client';
import { viewKey } from '../../../query/views';

/** The model market's listing: filters, search, sorting and a page. */
export const getModelPage = (query: ModelRequest) => http.get<ModelPage>(API.ai.modelPage, { params: query });

export const modelPageQueryOptions = (query: ModelRequest) =>
  queryOptions({ queryKey: viewKey('ai', 'models', query), queryFn: () => getModelPage(query), placeholderData: keepPreviousData });

/** The filters' choices: tasks, libraries, licences and languages with counts. */
export const modelFiltersQueryOptions = () =>
  queryOptions({ queryKey: viewKey('ai', 'filters'), queryFn: () => http.get<ModelFilterOptions>(API.ai.modelFilters), staleTime: 5 * 60_000 });

export const getModelDetail = (modelId: string) => http.get<ModelDetail>(apiPath(API.ai.modelDetail, { modelId }), { silent: true });

/** A model card; a model that does not exist is an empty answer, shown in place. */
export const modelDetailQueryOptions = (modelId: string) =>
  queryOptions({ queryKey: viewKey('ai', 'detail', modelId), queryFn: () => getModelDetail(modelId), retry: false });

/** The fit estimate at a context and batch: prices move with the tidal windows, so it is fresh for a minute. */
export const modelFitQueryOptions = (modelId: string, request: Required<FitRequest>) =>
  queryOptions({
    queryKey: viewKey('ai', 'fit', modelId, request),
    queryFn: () => http.get<ModelFit>(apiPath(API.ai.modelFit, { modelId }), { params: request }),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });

/** Whether the signed-in user likes the model. */
export const modelLikeQueryOptions = (modelId: string, signedIn: boolean) =>
  queryOptions({
    queryKey: viewKey('ai', 'like', modelId, signedIn),
    queryFn: () => http.get<ModelLikeState>(apiPath(API.ai.modelLike, { modelId }), { silent: true }),
    enabled: signedIn,
  });
