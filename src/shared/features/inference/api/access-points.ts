import type { AccessPoint, AccessPointBody, AccessPointWithKey, ApiCallFilter, IdPhotoBackground, IdPhotoSize, PhotoResult } from '../../../contracts/inference';
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

export interface PlaygroundInput {
  id: number;
  image: Blob;
  fileName: string;
  size: IdPhotoSize;
  background: IdPhotoBackground;
}

/** The playground's ID photo call, through the access point (billed and logged like any call). */
export function runPlayground({ id, image, fileName, size, background }: PlaygroundInput) {
  const form = new FormData();
  form.append('size', size);
  form.append('background', background);
  form.append('image', image, fileName);
  return http.post<PhotoResult>(apiPath(API.accessPoint.playground, { id }), form, { silent: true });
}

export function useRunPlayground() {
  return useChangeViews(['accessPoint', 'apiCall', 'wallet'], runPlayground);
}

/** The call log as CSV, by the same filters as the list. */
export const exportApiCalls = (query: ApiCallFilter): Promise<Blob> => http.file(API.apiCall.export, { params: query, silent: true });
