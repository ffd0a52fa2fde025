import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../shared/api/client';
import type { Page } from '../../shared/core/paging';

/** A tidal time range of a spec: its unit price per card-hour and the time of day it covers. */
export interface SpecTimeRange {
  unitPrice?: string | number | null;
  beginTime?: string;
  endTime?: string;
}

/** SPEC §3 home GPU card, as the goods page answers it. */
export interface HomeGpuGoods {
  goodsBaseId?: string;
  gpuType?: string;
  aliasGpuType?: string | null;
  gpuTypeMapping?: string | null;
  gpuNumber?: number | null;
  gpuVram?: string | number | null;
  areaInfo?: string | null;
  cpuCore?: string | number | null;
  ramSize?: string | number | null;
  storageSpace?: string | number | null;
  specDetailList?: { containerGoodsSpecTimeRangeVOS?: SpecTimeRange[] | null }[] | null;
}

/** SPEC §7: page 1, size 100. The section hides on failure, so nothing is shown then. */
export const homeGpuGoodsQuery = () =>
  queryOptions({
    queryKey: ['content', 'homeGpuGoods'],
    queryFn: () => http.post<Page<HomeGpuGoods>>('/v1/container_goods/homeTagGoods/page', { current: 1, size: 100 }, { silent: true }),
    retry: false,
  });

export const useHomeGpuGoods = () => useQuery(homeGpuGoodsQuery());
