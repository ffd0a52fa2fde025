import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GoodsPage } from '../../../contracts/market';
import { http } from '../../../api/client';
import { viewKey } from '../../../query/views';
import * as API from '../../../core/api-paths';

/** SPEC §7: the home page's recommended GPUs, page 1, size 100. Quiet: the section hides when it fails. */
export const getHomeTagGoods = () => http.post<GoodsPage>(API.container_goods.homeTagGoodsPage, { current: 1, size: 100 }, { silent: true });

export const homeTagGoodsQueryOptions = () => queryOptions({ queryKey: viewKey('market', 'homeTag'), queryFn: getHomeTagGoods, retry: false });

export const useHomeTagGoods = () => useQuery(homeTagGoodsQueryOptions());
