import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BroadcastItem } from '../../../contracts/content';
import { http } from '../../../api/client';
import { viewKey } from '../../../query/views';
import * as API from '../../../core/api-paths';

/** Recent registrations for the ticker, the phones already masked by the gateway. */
export const getBroadcast = () => http.get<BroadcastItem[]>(API.activity.getBroadcastInfo, { silent: true });

export const broadcastQueryOptions = () => queryOptions({ queryKey: viewKey('content', 'broadcast'), queryFn: getBroadcast, retry: false });

export const useBroadcast = () => useQuery(broadcastQueryOptions());
