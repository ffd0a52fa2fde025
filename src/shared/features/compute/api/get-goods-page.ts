import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { GoodsPage, GoodsRequest } from '../../../contracts/market';
import { http } from '../../../api/client';
import { viewKey } from '../../../query/views';
import * as API from '../../../core/api-paths';

/** The GPU market listing: filters, sorting and a page (SPEC §7 containerGoods4ConsolePage). */
export const getGoodsPage = (query: GoodsRequest) => http.get<GoodsPage>(API.container_goods.containerGoods4ConsolePage, { params: query });

/** Stock changes with every order: a page is fresh for 15 s, and the previous one shows while the next loads. */
export const goodsPageQueryOptions = (query: GoodsRequest) =>
  queryOptions({ queryKey: viewKey('market', 'page', query), queryFn: () => getGoodsPage(query), placeholderData: keepPreviousData, staleTime: 15_000 });
