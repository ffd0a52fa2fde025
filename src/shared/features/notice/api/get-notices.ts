import { queryOptions, useQuery } from '@tanstack/react-query';
import type { NoticePage } from '../../../contracts/notice';
import { http } from '../../../api/client';
import { useSession } from '../../../auth/session';
import { viewKey } from '../../../query/views';
import * as API from '../../../core/api-paths';

/** The latest notices, shown in the header's popover. */
export const getNotices = (size = 10) => http.get<NoticePage>(API.notice.page, { params: { current: 1, size }, silent: true });

export const noticesQueryOptions = (token: string | null, enabled = true) =>
  queryOptions({ queryKey: viewKey('notices', 'latest', token), queryFn: () => getNotices(), enabled: Boolean(token) && enabled, staleTime: 0 });

export function useNotices(enabled: boolean) {
  const { token } = useSession();
  return useQuery(noticesQueryOptions(token, enabled));
}
