import type { CreateOrderBody, InsufficientFunds, OrderCreated, OrderFailureReason } from '../../../contracts/compute';
import { http } from '../../../api/client';
import { paramMessage } from '../../../api/http';
import { Code, type Envelope } from '../../../core/codes';
import { IDEMPOTENCY_HEADER, ORDER_FAILURE_REASONS } from '../../../core/compute';
import { usePlaceOrder } from '../../../query/mutations';
import * as API from '../../../core/api-paths';

/** What ordering came to: the order, or why not, with what the buyer needs to put it right. */
export type OrderOutcome =
  | { ok: true; order: OrderCreated }
  | ({ ok: false; reason: OrderFailureReason | 'invalid' | 'other'; message: string } & Partial<Omit<InsufficientFunds, 'reason'>>);

/** The answer's envelope as a typed outcome: the contract's failure reasons, a bad field, or anything else. */
export function orderOutcome(envelope: Envelope): OrderOutcome {
  if (envelope.code === Code.SUCCESS) return { ok: true, order: envelope.data as OrderCreated };
  if (envelope.code === Code.PARAM) return { ok: false, reason: 'invalid', message: paramMessage(envelope) };
  const data = (envelope.data ?? {}) as { reason?: string } & Partial<Omit<InsufficientFunds, 'reason'>>;
  const reason = (ORDER_FAILURE_REASONS as readonly string[]).includes(data.reason ?? '') ? (data.reason as OrderFailureReason) : 'other';
  return { ok: false, reason, message: envelope.msg, needed: data.needed, available: data.available, frozen: data.frozen };
}

/**
 * SPEC §7: order creation answers the full envelope and shows nothing; the caller says what
 * happened. The key makes a repeated submit (double click, retry) answer the first order.
 */
export async function createOrder(body: CreateOrderBody, idempotencyKey: string): Promise<OrderOutcome> {
  const envelope = await http.post<Envelope>(API.order.createOrder, body, { raw: true, headers: { [IDEMPOTENCY_HEADER]: idempotencyKey } });
  return orderOutcome(envelope);
}

/** Order; on success every view of the market (stock), the instances and the wallet is refetched, cached or shown. */
export function useCreateOrder() {
  return usePlaceOrder({ placed: ['market', 'instances', 'wallet'], stock: 'market' }, createOrder);
}

/** A random UUID, also where crypto.randomUUID is missing (plain-HTTP origins). */
export function newIdempotencyKey(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
