import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../api/client';
import { invalidateViews } from '../../../query/views';

/** Mark one notice read (opening it does). */
export const readNotice = (id: number) => http.post<unknown>(`/v1/notice/read/${id}`, undefined, { silent: true });

export function useReadNotice() {
  const client = useQueryClient();
  return useMutation({ mutationFn: readNotice, onSettled: () => invalidateViews(client, 'notices') });
}
