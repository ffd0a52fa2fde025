import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminHost, HostAddBody, HostUpdateBody } from '../../../contracts/goods';
import { http } from '../../../api/client';
import { invalidateViews } from '../../../query/views';

export const addHost = (body: HostAddBody) => http.post<AdminHost>('/v1/host/add', body);
/** Its capacity cannot go below the cards in use (a 50005 on gpuTotal). */
export const updateHost = (id: number, body: HostUpdateBody) => http.patch<AdminHost>(`/v1/host/update/${id}`, body);
/** Online, or in maintenance (no new cards; what runs on it keeps running). */
export const setHostStatus = (id: number, status: 'online' | 'maintenance') => http.post<AdminHost>(`/v1/host/${status}/${id}`, {});

export function useSaveHost() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: number; body: HostAddBody | HostUpdateBody }) => (id ? updateHost(id, body) : addHost(body as HostAddBody)),
    onSuccess: () => invalidateViews(client, 'goods', 'market'),
  });
}

export function useSetHostStatus() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: number; status: 'online' | 'maintenance' }) => setHostStatus(id, status),
    onSuccess: () => invalidateViews(client, 'goods', 'market'),
  });
}
