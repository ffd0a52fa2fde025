import type { PriceSchedule, PriceScheduleAddBody } from '../../../contracts/goods';
import type { SpecRangeInput } from '../../../contracts/market';
import { http } from '../../../api/client';
import { useChangeViews } from '../../../query/mutations';
import * as API from '../../../core/api-paths';
import { apiPath } from '../../../core/api-paths';

/** Replace a spec's ranges now: new orders and quotes at once, running instances from the next hour. */
export const updateSpecRanges = (specId: number, timeRanges: SpecRangeInput[], note = '') =>
  http.patch<{ specId: number; timeRanges: SpecRangeInput[] }>(apiPath(API.container_goods.specUpdate, { specId }), { timeRanges, note });

/** Schedule a spec's new ranges for a time to come; the gateways apply it once at that time. */
export const schedulePriceChange = (body: PriceScheduleAddBody) => http.post<PriceSchedule>(API.priceSchedule.add, body);

export const cancelPriceChange = (id: number) => http.post<PriceSchedule>(apiPath(API.priceSchedule.cancel, { id }), {});

export function useUpdateSpecRanges() {
  return useChangeViews(['goods', 'market'], ({ specId, timeRanges, note }: { specId: number; timeRanges: SpecRangeInput[]; note?: string }) =>
    updateSpecRanges(specId, timeRanges, note),
  );
}

export function useSchedulePriceChange() {
  return useChangeViews(['goods'], schedulePriceChange);
}

export function useCancelPriceChange() {
  return useChangeViews(['goods'], cancelPriceChange);
}
