import type { AdminHost, HostAddBody, HostUpdateBody } from '../../../contracts/goods';
import { http } from '../../../api/client';
import { useChangeViews } from '../../../query/mutations';
import * as API from '../../../core/api-paths';
import { apiPath } from '../../../core/api-paths';

export const addHost = (body: HostAddBody) => http.post<AdminHost>(API.host.add, body);
/** Its capacity cannot go below the cards in use (a 50005 on gpuTotal). */
export const updateHost = (id: number, body: HostUpdateBody) => http.patch<AdminHost>(apiPath(API.host.update, { id }), body);
/** Online, or in maintenance (no new cards; what runs on it keeps running). */
export const setHostStatus = (id: number, status: 'online' | 'maintenance') => http.post<AdminHost>(apiPath(API.host.setStatus, { hostStatus: status, id }), {});

export function useSaveHost() {
  return useChangeViews(['goods', 'market'], ({ id, body }: { id?: number; body: HostAddBody | HostUpdateBody }) =>
    id ? updateHost(id, body) : addHost(body as HostAddBody),
  );
}

export function useSetHostStatus() {
  return useChangeViews(['goods', 'market'], ({ id, status }: { id: number; status: 'online' | 'maintenance' }) => setHostStatus(id, status));
}
