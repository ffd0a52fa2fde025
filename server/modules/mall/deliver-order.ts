import { TERM_MONTHS } from '../../../src/shared/contracts/mall';
import { Code } from '../../../src/shared/core/codes';
import type { Db, Tx } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { BizError, notFound } from '../../lib/envelope';
import { createNotice } from '../notice/service';
import { addMonths } from './dates';
import { lockSupplierOrder, markDelivered, markDelivering, orderRow, type OrderRecord } from './queries';

/**
 * Told, inside the delivery's transaction, that an order was delivered: the demand board closes
 * the demand an accepted quote's order answers. The board registers it (it depends on the mall,
 * never the reverse).
 */
export type DeliveredListener = (tx: Tx, order: OrderRecord, now: Date) => Promise<void>;

/** The supplier hands the machines over: the term starts now, the contract with it; the buyer is told. */
export async function deliverOrder(db: Db, clock: Clock, listeners: readonly DeliveredListener[], supplierId: number, orderBaseId: string, note: string): Promise<void> {
  const now = clock.now();
  await db.transaction(async (tx) => {
    const order = await lockSupplierOrder(tx, orderBaseId, supplierId);
    if (!order) throw notFound('订单不存在');
    if (order.status !== 'paid' && order.status !== 'delivering') throw new BizError(Code.ERROR, '订单当前状态不能交付');
    await markDelivered(tx, order, note, now, addMonths(now, TERM_MONTHS[order.term] * order.termCount));
    for (const listener of listeners) await listener(tx, order, now);
    await createNotice(tx, clock, { userId: order.userId, category: 'order', title: '裸金属已交付', body: `订单 ${order.id} 已交付：${note}`, link: `/bss-order/mall/detail/${order.id}` });
  });
}

/** The supplier starts preparing the machines (paid → delivering); another's order is not found. */
export async function startDelivery(db: Db, supplierId: number, orderBaseId: string): Promise<void> {
  if (await markDelivering(db, orderBaseId, supplierId)) return;
  if (!(await orderRow(db, orderBaseId, { userId: supplierId, as: 'supplier' }))) throw notFound('订单不存在');
  throw new BizError(Code.ERROR, '订单当前状态不能开始交付');
}
