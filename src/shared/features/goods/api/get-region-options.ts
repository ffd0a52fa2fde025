import { queryOptions } from '@tanstack/react-query';
import type { AdminRegion } from '../../../contracts/goods';
import type { Page } from '../../../core/paging';
import { http } from '../../../api/client';
import { viewKey } from '../../../query/views';
import * as API from '../../../core/api-paths';

/** Every region, for the offer form and the filters (there are a handful). */
export const getRegionOptions = () => http.get<Page<AdminRegion>>(API.region.page, { params: { size: 100 } });

export const regionOptionsQueryOptions = () => queryOptions({ queryKey: viewKey('goods', 'regions'), queryFn: getRegionOptions, select: (page) => page.records });
