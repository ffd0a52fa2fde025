import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../api/client';
import { invalidateViews } from '../../../query/views';

/** Mark every notice read. */
export const readAllNotices = () => http.post<null>('/v1/notice/readAll');

export function useReadAllNotices() {
  const client = useQueryClient();
  return useMutation({ mutationFn: readAllNotices, onSettled: () => invalidateViews(client, 'notices') });
}
