import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { UnreadCount } from '../../../contracts/notice';
import { http } from '../../../api/client';
import { useSession } from '../../../auth/session';
import { invalidateViews, viewKey } from '../../../query/views';
import * as API from '../../../core/api-paths';

/** How often the unread count is asked while a page is open (and on focus besides). */
export const NOTICE_POLL_MS = 30_000;

export const getUnreadCount = () => http.get<UnreadCount>(API.notice.unreadCount, { silent: true });

export const unreadCountQueryOptions = (token: string | null) =>
  queryOptions({
    queryKey: viewKey('notices', 'unread', token),
    queryFn: getUnreadCount,
    enabled: Boolean(token),
    staleTime: 0,
    refetchInterval: NOTICE_POLL_MS,
    refetchOnWindowFocus: true,
    retry: false,
  });

/**
 * The unread count, watched. A new notice means something was decided about the user (a
 * certification passed, a credit line granted): every view of the user, their wallet and what
 * they sent in refreshes then, so the banner, the wallet and the buy drawer show it at once.
 */
export function useUnreadNotices() {
  const { token } = useSession();
  const client = useQueryClient();
  const query = useQuery(unreadCountQueryOptions(token));
  const unread = query.data?.unread;
  const seen = useRef<{ token: string | null; unread: number } | null>(null);
  useEffect(() => {
    if (unread === undefined) return;
    const before = seen.current;
    seen.current = { token, unread };
    if (before && before.token === token && unread > before.unread) void invalidateViews(client, 'user', 'wallet', 'submissions', 'notices');
  }, [client, token, unread]);
  return query;
}
