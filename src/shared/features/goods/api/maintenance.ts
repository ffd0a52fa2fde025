import type { MaintenanceAddBody, MaintenanceWindow } from '../../../contracts/goods';
import { http } from '../../../api/client';
import { useChangeViews } from '../../../query/mutations';
import * as API from '../../../core/api-paths';
import { apiPath } from '../../../core/api-paths';

/** Plan a window in which a host takes no new orders. */
export const planMaintenance = (body: MaintenanceAddBody) => http.post<MaintenanceWindow>(API.hostMaintenance.add, body);
/** Call a window off: removed if it has not begun, ended now if under way. */
export const cancelMaintenance = (id: number) => http.post<null>(apiPath(API.hostMaintenance.cancel, { id }), {});

export function usePlanMaintenance() {
  return useChangeViews(['goods', 'market'], planMaintenance);
}

export function useCancelMaintenance() {
  return useChangeViews(['goods', 'market'], cancelMaintenance);
}
