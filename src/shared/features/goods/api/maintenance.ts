import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MaintenanceAddBody, MaintenanceWindow } from '../../../contracts/goods';
import { http } from '../../../api/client';
import { invalidateViews } from '../../../query/views';

/** Plan a window in which a host takes no new orders. */
export const planMaintenance = (body: MaintenanceAddBody) => http.post<MaintenanceWindow>('/v1/hostMaintenance/add', body);
/** Call a window off: removed if it has not begun, ended now if under way. */
export const cancelMaintenance = (id: number) => http.post<null>(`/v1/hostMaintenance/cancel/${id}`, {});

export function usePlanMaintenance() {
  const client = useQueryClient();
  return useMutation({ mutationFn: planMaintenance, onSuccess: () => invalidateViews(client, 'goods', 'market') });
}

export function useCancelMaintenance() {
  const client = useQueryClient();
  return useMutation({ mutationFn: cancelMaintenance, onSuccess: () => invalidateViews(client, 'goods', 'market') });
}
