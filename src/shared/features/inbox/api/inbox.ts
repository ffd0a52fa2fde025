import { queryOptions } from '@tanstack/react-query';
import type { InboxCounts, InboxHandleBody, InboxItem, InboxQuery } from '../../../contracts/inbox';
import type { Page } from '../../../core/paging';
import type { InboxKind } from '../../../core/inbox';
import { http } from '../../../api/client';
import { viewKey } from '../../../query/views';
import { useChangeViews } from '../../../query/mutations';
import * as API from '../../../core/api-paths';
import { apiPath } from '../../../core/api-paths';

export const getInboxPage = (query: InboxQuery) => http.get<Page<InboxItem>>(API.inbox.page, { params: query });
export const getInboxCounts = () => http.get<InboxCounts>(API.inbox.counts);
export const handleInboxItem = (kind: InboxKind, id: number, body: InboxHandleBody) => http.post<InboxItem>(apiPath(API.inbox.handle, { inboxKind: kind, id }), body);

export const inboxPageQueryOptions = (query: InboxQuery) => queryOptions({ queryKey: viewKey('inbox', 'page', query), queryFn: () => getInboxPage(query) });
export const inboxCountsQueryOptions = () => queryOptions({ queryKey: viewKey('inbox', 'counts'), queryFn: getInboxCounts, staleTime: 30_000 });

/** Handle an item, with or without a reply (sent by SMS or e-mail). */
export function useHandleInboxItem() {
  return useChangeViews(['inbox', 'audit'], (input: { kind: InboxKind; id: number; body: InboxHandleBody }) =>
    handleInboxItem(input.kind, input.id, input.body),
  );
}
