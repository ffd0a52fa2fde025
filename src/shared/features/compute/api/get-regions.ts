import { queryOptions } from '@tanstack/react-query';
import type { Region } from '../../../contracts/market';
import { http } from '../../../api/client';
import { viewKey } from '../../../query/views';
import * as API from '../../../core/api-paths';

/** Regions with offers on sale (SPEC §7 selectGoodsRegions). */
export const getRegions = () => http.get<Region[]>(API.container_goods.selectGoodsRegions);

export const regionsQueryOptions = () => queryOptions({ queryKey: viewKey('market', 'regions'), queryFn: getRegions });
