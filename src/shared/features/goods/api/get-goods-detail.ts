import { queryOptions } from '@tanstack/react-query';
import type { AdminGoodsDetail } from '../../../contracts/goods';
import { http } from '../../../api/client';
import { viewKey } from '../../../query/views';
import * as API from '../../../core/api-paths';
import { apiPath } from '../../../core/api-paths';

/** An offer as the back office edits it: columns, cards of its hosts, prices and its specs' ranges. */
export const getGoodsDetail = (id: number | string) => http.get<AdminGoodsDetail>(apiPath(API.containerGoods.detail, { id }), { silent: true });

export const goodsDetailQueryOptions = (id: number | string) => queryOptions({ queryKey: viewKey('goods', 'detail', String(id)), queryFn: () => getGoodsDetail(id) });
