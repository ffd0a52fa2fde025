import { queryOptions } from '@tanstack/react-query';
import * as API from '../../../core/api-paths';
import { apiPath } from '../../../core/api-paths';
import type { ModelAccessBody, ModelAccessState } from '../../../contracts/ai';
import { http } from '../../../api/client';
import { useChangeViews } from '../../../query/mutations';
import { viewKey } from '../../../query/views';

/** The signed-in user's access to a model: a gated model's request, its place in the queue, and the files once approved. */
export const modelAccessQueryOptions = (modelId: string, signedIn: boolean) =>
  queryOptions({
    queryKey: viewKey('ai', 'access', modelId, signedIn),
    queryFn: () => http.get<ModelAccessState>(apiPath(API.ai.modelAccess, { modelId })),
    enabled: signedIn,
  });

/** Ask for a gated model's files with the answers to its publisher's questions. */
export const requestModelAccess = ({ modelId, answers }: { modelId: string } & ModelAccessBody) =>
  http.post<ModelAccessState>(apiPath(API.ai.modelAccess, { modelId }), { answers });

export function useRequestModelAccess() {
  return useChangeViews(['ai'], requestModelAccess);
}
