import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminGoodsDetail, GoodsAddBody, GoodsUpdateBody } from '../../../contracts/goods';
import { http } from '../../../api/client';
import { invalidateViews } from '../../../query/views';

/** A new offer with its first spec's ranges; an edit of an offer's columns. Both reach the market at once. */
export const addGoods = (body: GoodsAddBody) => http.post<AdminGoodsDetail>('/v1/containerGoods/add', body);
export const updateGoods = (id: number, body: GoodsUpdateBody) => http.patch<AdminGoodsDetail>(`/v1/containerGoods/update/${id}`, body);

export function useAddGoods() {
  const client = useQueryClient();
  return useMutation({ mutationFn: addGoods, onSuccess: () => invalidateViews(client, 'goods', 'market') });
}

export function useUpdateGoods() {
  const client = useQueryClient();
  return useMutation({ mutationFn: ({ id, body }: { id: number; body: GoodsUpdateBody }) => updateGoods(id, body), onSuccess: () => invalidateViews(client, 'goods', 'market') });
}
