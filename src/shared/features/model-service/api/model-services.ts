import type { ModelService, ModelServiceBody, ModelServiceCreated } from '../../../contracts/model-service';
import { http } from '../../../api/client';
import * as API from '../../../core/api-paths';
import { apiPath } from '../../../core/api-paths';
import { useChangeViews } from '../../../query/mutations';

/** Deploy a model service; the answer carries its access point's key, whole, this once. */
export const createModelService = (body: ModelServiceBody) => http.post<ModelServiceCreated>(API.modelService.add, body);
export const stopModelService = (id: number) => http.post<ModelService>(apiPath(API.modelService.stop, { id }));
export const startModelService = (id: number) => http.post<ModelService>(apiPath(API.modelService.start, { id }));

export function useCreateModelService() {
  return useChangeViews(['modelService', 'accessPoint', 'market'], createModelService);
}
export function useStopModelService() {
  return useChangeViews(['modelService', 'market', 'wallet'], stopModelService);
}
export function useStartModelService() {
  return useChangeViews(['modelService', 'market'], startModelService);
}
