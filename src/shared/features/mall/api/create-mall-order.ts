import type { MallOrderBody, MallOrderDetail } from '../../../contracts/mall';
import { http } from '../../../api/client';
import { paramMessage } from '../../../api/http';
import { Code, type Envelope } from '../../../core/codes';
import { IDEMPOTENCY_HEADER } from '../../../core/compute';
import { usePlaceOrder } from '../../../query/mutations';
import * as API from '../../../core/api-paths';

export type MallOrderOutcome =
  | { ok: true; order: MallOrderDetail }
  | { ok: false; reason: 'out_of_stock' | 'insufficient_funds' | 'certification_required' | 'invalid' | 'other'; message: string; needed?: string; available?: string };

/** Order now: the whole envelope comes back and nothing is shown; the page says what happened. */
export async function createMallOrder(body: MallOrderBody, idempotencyKey: string): Promise<MallOrderOutcome> {
  const envelope = await http.post<Envelope>(API.mall.orderCreate, body, { raw: true, headers: { [IDEMPOTENCY_HEADER]: idempotencyKey } });
  if (envelope.code === Code.SUCCESS) return { ok: true, order: envelope.data as MallOrderDetail };
  if (envelope.code === Code.PARAM) return { ok: false, reason: 'invalid', message: paramMessage(envelope) };
  const data = (envelope.data ?? {}) as { reason?: string; needed?: string; available?: string };
  const reason = data.reason === 'out_of_stock' || data.reason === 'insufficient_funds' || data.reason === 'certification_required' ? data.reason : 'other';
  return { ok: false, reason, message: envelope.msg, needed: data.needed, available: data.available };
}

export function useCreateMallOrder() {
  return usePlaceOrder({ placed: ['mall', 'wallet', 'demands'], stock: 'mall' }, createMallOrder);
}
