import { http } from '../../../api/client';
import { useChangeViews } from '../../../query/mutations';
import * as API from '../../../core/api-paths';

/** Mark every notice read. */
export const readAllNotices = () => http.post<null>(API.notice.readAll);

export function useReadAllNotices() {
  return useChangeViews(['notices'], readAllNotices, { settled: true });
}
