import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../shared/api/client';

/** A recent registration, the phone already masked by the gateway (SPEC §3 ticker item). */
export interface BroadcastItem {
  phone: string;
  registeredAt?: string;
}

export const broadcastQuery = () =>
  queryOptions({
    queryKey: ['content', 'broadcast'],
    queryFn: () => http.get<BroadcastItem[]>('/v1/activity/getBroadcastInfo', { silent: true }),
    retry: false,
  });

export const useBroadcast = () => useQuery(broadcastQuery());
