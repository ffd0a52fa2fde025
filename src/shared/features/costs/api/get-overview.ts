import * as API from '../../../core/api-paths';
import { queryOptions } from '@tanstack/react-query';
import type { CostOverview } from '../../../contracts/costs';
import { http } from '../../../api/client';
import { viewKey } from '../../../query/views';

/** /bss-overview: the wallet, this month's spend, forecast, days left, its split, the trend and the tidal savings. */
export const getCostOverview = () => http.get<CostOverview>(API.costs.overview);

export const costOverviewQueryOptions = () => queryOptions({ queryKey: viewKey('wallet', 'costOverview'), queryFn: getCostOverview, staleTime: 30_000 });
