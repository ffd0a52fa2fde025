import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PriceSchedule, PriceScheduleAddBody } from '../../../contracts/goods';
import type { SpecRangeInput } from '../../../contracts/market';
import { http } from '../../../api/client';
import { invalidateViews } from '../../../query/views';

/** Replace a spec's ranges now: new orders and quotes at once, running instances from the next hour. */
export const updateSpecRanges = (specId: number, timeRanges: SpecRangeInput[], note = '') =>
  http.patch<{ specId: number; timeRanges: SpecRangeInput[] }>(`/v1/container_goods/spec/update/${specId}`, { timeRanges, note });

/** Schedule a spec's new ranges for a time to come; the gateways apply it once at that time. */
export const schedulePriceChange = (body: PriceScheduleAddBody) => http.post<PriceSchedule>('/v1/priceSchedule/add', body);

export const cancelPriceChange = (id: number) => http.post<PriceSchedule>(`/v1/priceSchedule/cancel/${id}`, {});

export function useUpdateSpecRanges() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ specId, timeRanges, note }: { specId: number; timeRanges: SpecRangeInput[]; note?: string }) => updateSpecRanges(specId, timeRanges, note),
    onSuccess: () => invalidateViews(client, 'goods', 'market'),
  });
}

export function useSchedulePriceChange() {
  const client = useQueryClient();
  return useMutation({ mutationFn: schedulePriceChange, onSuccess: () => invalidateViews(client, 'goods') });
}

export function useCancelPriceChange() {
  const client = useQueryClient();
  return useMutation({ mutationFn: cancelPriceChange, onSuccess: () => invalidateViews(client, 'goods') });
}
