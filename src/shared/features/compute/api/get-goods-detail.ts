import { queryOptions } from '@tanstack/react-query';
import type { Goods } from '../../../contracts/market';
import { http } from '../../../api/client';
import { viewKey } from '../../../query/views';
import * as API from '../../../core/api-paths';
import { apiPath } from '../../../core/api-paths';

/** One offer, priced now; quiet when it is gone (the caller says so in place). */
export const getGoodsDetail = (goodsId: number) => http.get<Goods>(apiPath(API.container_goods.detail, { goodsId }), { silent: true });

export const goodsDetailQueryOptions = (goodsId: number) =>
  queryOptions({ queryKey: viewKey('market', 'detail', goodsId), queryFn: () => getGoodsDetail(goodsId), retry: false });
