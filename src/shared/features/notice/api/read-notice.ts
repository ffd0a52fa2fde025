import { http } from '../../../api/client';
import { useChangeViews } from '../../../query/mutations';

/** Mark one notice read (opening it does). */
export const readNotice = (id: number) => http.post<unknown>(`/v1/notice/read/${id}`, undefined, { silent: true });

export function useReadNotice() {
  return useChangeViews(['notices'], readNotice, { settled: true });
}
