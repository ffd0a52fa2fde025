import { http } from '../../../api/client';
import { useChangeViews } from '../../../query/mutations';

/** Mark every notice read. */
export const readAllNotices = () => http.post<null>('/v1/notice/readAll');

export function useReadAllNotices() {
  return useChangeViews(['notices'], readAllNotices, { settled: true });
}
