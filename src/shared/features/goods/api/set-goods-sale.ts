import type { AdminGoodsDetail, GoodsSaleStatus } from '../../../contracts/goods';
import { http } from '../../../api/client';
import { useChangeViews } from '../../../query/mutations';
import * as API from '../../../core/api-paths';
import { apiPath } from '../../../core/api-paths';

/** Put an offer on sale, or take it off (no new orders; running instances are left as they are). */
export const setGoodsSale = (id: number, status: GoodsSaleStatus) =>
  http.post<AdminGoodsDetail>(apiPath(status === 'on_sale' ? API.containerGoods.onSale : API.containerGoods.offSale, { id }), {});

export function useSetGoodsSale() {
  return useChangeViews(['goods', 'market'], ({ id, status }: { id: number; status: GoodsSaleStatus }) => setGoodsSale(id, status));
}
