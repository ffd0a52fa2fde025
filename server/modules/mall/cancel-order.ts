import { Code } from '../../../src/shared/core/codes';
import { toMinor } from '../../../src/shared/core/money';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { BizError, notFound } from '../../lib/envelope';
import { createNotice } from '../notice/service';
import { refundToSource } from '../wallet/refund';
import { lockBuyerOrder, markCancelled } from './queries';

/**
 * The buyer cancels a paid order before the supplier starts delivering: the order is cancelled,
 * its contract terminated, the machines go back on sale, and the money goes back where it came
 * from (balance to the balance, credit to the credit line), all in one transaction under the
 * order's lock, so a double click or a race with 开始交付 refunds at most once. Another's order
 * is not found; one delivering, delivered or cancelled is refused with its state.
 */
export async function cancelOrder(db: Db, clock: Clock, userId: number, orderBaseId: string): Promise<void> {
  const now = clock.now();
  await db.transaction(async (tx) => {
    const order = await lockBuyerOrder(tx, orderBaseId, userId);
    if (!order) throw notFound('订单不存在');
    if (order.status === 'cancelled') throw new BizError(Code.ERROR, '订单已取消，款项已退回');
    if (order.status !== 'paid') throw new BizError(Code.ERROR, '供应商已开始交付，订单不能取消，请联系供应商或平台客服');
    if (order.source !== 'mall') throw new BizError(Code.ERROR, '需求报价订单不能在线取消，请联系平台客服');
    await markCancelled(tx, order, now);
    await refundToSource(tx, clock, {
      userId,
      balanceFen: toMinor(order.paidBalance),
      creditFen: toMinor(order.paidCredit),
      refType: 'mall_order',
      refId: order.id,
      remark: `裸金属订单 ${order.id} 取消，原路退回`,
    });
    if (order.supplierId) {
      await createNotice(tx, clock, { userId: order.supplierId, category: 'order', title: '裸金属订单已取消', body: `订单 ${order.id} 已由买方在交付前取消，无需交付。`, link: '/bss-order/vender' });
    }
  });
}
