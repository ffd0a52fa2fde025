import { queryOptions } from '@tanstack/react-query';
import type {
  AccessPoint,
  AccessPointBody,
  AccessPointWithKey,
  AccountLimits,
  AccountLimitsBody,
  ApiCallFilter,
  ApiCallRecent,
  ApiCallStats,
  IdPhotoBackground,
  IdPhotoSize,
  PhotoResult,
  PortraitStyle,
} from '../../../contracts/inference';
import { viewKey } from '../../../query/views';
import { http } from '../../../api/client';
import * as API from '../../../core/api-paths';
import { apiPath } from '../../../core/api-paths';
import { useChangeViews } from '../../../query/mutations';

/** A new access point; the answer carries its key, whole, this once. */
export const createAccessPoint = (body: AccessPointBody) => http.post<AccessPointWithKey>(API.accessPoint.add, body);

/** A new key in place of the old one, which stops working at once; shown whole this once. */
export const rotateAccessPoint = (id: number) => http.post<AccessPointWithKey>(apiPath(API.accessPoint.rotate, { id }));

export const setAccessPointStatus = ({ id, status }: { id: number; status: AccessPoint['status'] }) => http.post<AccessPoint>(apiPath(API.accessPoint.status, { id }), { status });

export function useCreateAccessPoint() {
  return useChangeViews(['accessPoint'], createAccessPoint);
}
export function useRotateAccessPoint() {
  return useChangeViews(['accessPoint'], rotateAccessPoint);
}
export function useSetAccessPointStatus() {
  return useChangeViews(['accessPoint'], setAccessPointStatus);
}

export type PlaygroundInput = { id: number; image: Blob; fileName: string } & ({ product: 'id_photo'; size: IdPhotoSize; background: IdPhotoBackground } | { product: 'portrait'; style: PortraitStyle });

/** The playground's ID photo or portrait call, through the access point (billed and logged like any call). */
export function runPlayground(input: PlaygroundInput) {
  const form = new FormData();
  if (input.product === 'portrait') form.append('style', input.style);
  else {
    form.append('size', input.size);
    form.append('background', input.background);
  }
  form.append('image', input.image, input.fileName);
  const path = input.product === 'portrait' ? API.accessPoint.playgroundPortrait : API.accessPoint.playground;
  return http.post<PhotoResult>(apiPath(path, { id: input.id }), form, { silent: true });
}

export function useRunPlayground() {
  return useChangeViews(['accessPoint', 'apiCall', 'wallet'], runPlayground);
}

/** The call log as CSV, by the same filters as the list. */
export const exportApiCalls = (query: ApiCallFilter): Promise<Blob> => http.file(API.apiCall.export, { params: query, silent: true });

/** The charts of the call log by the list's filters. */
export const getApiCallStats = (query: ApiCallFilter) => http.get<ApiCallStats>(API.apiCall.stats, { params: query });
export const apiCallStatsQuery = (query: ApiCallFilter) => queryOptions({ queryKey: viewKey('apiCall', 'stats', query), queryFn: () => getApiCallStats(query), staleTime: 10_000 });

/** Each key's and the account's calls in the last 60 s beside their limits. */
export const getApiCallRecent = () => http.get<ApiCallRecent>(API.apiCall.recent);
export const apiCallRecentQuery = () => queryOptions({ queryKey: viewKey('apiCall', 'recent'), queryFn: getApiCallRecent, staleTime: 5_000, refetchInterval: 10_000 });

/** The account's limits over all its keys. */
export const saveAccountLimits = (body: AccountLimitsBody) => http.put<AccountLimits>(API.accessPoint.accountLimits, body);
export function useSaveAccountLimits() {
  return useChangeViews(['accessPoint', 'apiCall'], saveAccountLimits);
}
