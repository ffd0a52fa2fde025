import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { MallFilterOptions, MallGoods, MallGoodsPage, MallGoodsRequest } from '../../../contracts/mall';
import { http } from '../../../api/client';
import { viewKey } from '../../../query/views';
import * as API from '../../../core/api-paths';
import { apiPath } from '../../../core/api-paths';

/** The mall's listing: filters, sorting and a page. */
export const getMallGoodsPage = (query: MallGoodsRequest) => http.get<MallGoodsPage>(API.mall.goodsPage, { params: query });

/** Stock moves with every order: fresh for 15 s, the previous page shown while the next loads. */
export const mallGoodsPageQueryOptions = (query: MallGoodsRequest) =>
  queryOptions({ queryKey: viewKey('mall', 'goods', query), queryFn: () => getMallGoodsPage(query), placeholderData: keepPreviousData, staleTime: 15_000 });

export const getMallGoodsDetail = (goodsBaseId: string) => http.get<MallGoods>(apiPath(API.mall.goodsDetail, { goodsBaseId }), { silent: true });

export const mallGoodsDetailQueryOptions = (goodsBaseId: string) =>
  queryOptions({ queryKey: viewKey('mall', 'detail', goodsBaseId), queryFn: () => getMallGoodsDetail(goodsBaseId), staleTime: 15_000, retry: false });

export const mallFiltersQueryOptions = () =>
  queryOptions({ queryKey: viewKey('mall', 'filters'), queryFn: () => http.get<MallFilterOptions>(API.mall.goodsFilters) });
