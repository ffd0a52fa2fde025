import { http } from '../../../api/client';
import { useChangeViews } from '../../../query/mutations';
import * as API from '../../../core/api-paths';
import { apiPath } from '../../../core/api-paths';

/** Mark one notice read (opening it does). */
export const readNotice = (id: number) => http.post<unknown>(apiPath(API.notice.read, { id }), undefined, { silent: true });

export function useReadNotice() {
  return useChangeViews(['notices'], readNotice, { settled: true });
}
