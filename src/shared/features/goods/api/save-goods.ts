import type { AdminGoodsDetail, GoodsAddBody, GoodsUpdateBody } from '../../../contracts/goods';
import { http } from '../../../api/client';
import { useChangeViews } from '../../../query/mutations';
import * as API from '../../../core/api-paths';
import { apiPath } from '../../../core/api-paths';

/** A new offer with its first spec's ranges; an edit of an offer's columns. Both reach the market at once. */
export const addGoods = (body: GoodsAddBody) => http.post<AdminGoodsDetail>(API.containerGoods.add, body);
export const updateGoods = (id: number, body: GoodsUpdateBody) => http.patch<AdminGoodsDetail>(apiPath(API.containerGoods.update, { id }), body);

export function useAddGoods() {
  return useChangeViews(['goods', 'market'], addGoods);
}

export function useUpdateGoods() {
  return useChangeViews(['goods', 'market'], ({ id, body }: { id: number; body: GoodsUpdateBody }) => updateGoods(id, body));
}
