import { TERM_COUNT_MAX, TERM_MONTHS, type MallOrderBody, type Term } from '../../../src/shared/contracts/mall';
import { Code } from '../../../src/shared/core/codes';
import { goodsSpecText, termText } from '../../../src/shared/core/mall-contract';
import { toMinor } from '../../../src/shared/core/money';
import { DAY, toShanghaiIso } from '../../../src/shared/core/time';
import type { Db } from '../../db/client';
import type { bareMetalGoods } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { BizError, paramError } from '../../lib/envelope';
import { assertSameRequest, type Idempotency } from '../../lib/idempotency';
import { isUniqueViolation } from '../../lib/sql';
import { assertCertified } from '../certification/service';
import { createNotice } from '../notice/service';
import { lockWallet } from '../wallet/service';
import { addMonths } from './dates';
import { goodsByBaseId, orderByIdempotencyKey, takeStock } from './queries';
import { signOrder } from './sign-order';

export const OUT_OF_STOCK = '库存不足，请减少数量或选择其他机型';

const termPrice = (goods: typeof bareMetalGoods.$inferSelect, term: Term) => ({ month: goods.priceMonth, quarter: goods.priceQuarter, year: goods.priceYear })[term];

/** The order made earlier with this key, if any; refused when it was made for another request. */
async function earlierOrder(db: Db, userId: number, idempotency: Idempotency): Promise<string | undefined> {
  const row = await orderByIdempotencyKey(db, userId, idempotency.key);
  if (row) assertSameRequest(row.requestHash, idempotency);
  return row?.id;
}

/**
 * Order now: the stock taken by one guarded UPDATE (never below zero, so the last machine goes to
 * one buyer), paid from balance then credit, a contract signed and the order recorded — all in
 * one transaction, or nothing. The same Idempotency-Key answers the order it made (also when two
 * requests with it race: the loser's insert breaks the key's unique index). Answers the order's id.
 */
export async function placeOrder(db: Db, clock: Clock, userId: number, input: MallOrderBody, idempotency?: Idempotency): Promise<string> {
  if (idempotency) {
    const earlier = await earlierOrder(db, userId, idempotency);
    if (earlier) return earlier;
  }
  if (input.termCount > TERM_COUNT_MAX[input.term]) throw paramError('termCount', `租期最多${TERM_COUNT_MAX[input.term]}个周期`);
  await assertCertified(db, userId, '订购算力');
  const row = await goodsByBaseId(db, input.goodsBaseId, true);
  const goods = row.goods;
  if (goods.supplierId === userId) throw new BizError(Code.ERROR, '不能购买自己的商品');
  const unitFen = toMinor(termPrice(goods, input.term));
  const amountFen = unitFen * input.termCount * input.quantity;
  const now = clock.now();
  const months = TERM_MONTHS[input.term] * input.termCount;
  const deliverBy = new Date(now.getTime() + goods.deliveryLeadDays * DAY);
  const term = termText(input.term, input.termCount);
  try {
    return await db.transaction(async (tx) => {
      // The wallet first, as every path that spends takes its locks in that order.
      const wallet = await lockWallet(tx, userId);
      if (!(await takeStock(tx, goods.id, input.quantity, now))) throw new BizError(Code.ERROR, OUT_OF_STOCK, { reason: 'out_of_stock' });
      const { orderBaseId } = await signOrder(tx, clock, {
        buyerId: userId,
        wallet,
        supplierId: goods.supplierId,
        goodsId: goods.id,
        source: { kind: 'mall' },
        term: input.term,
        termCount: input.termCount,
        quantity: input.quantity,
        unitFen,
        amountFen,
        deliverBy,
        remark: `裸金属 ${goods.title} ×${input.quantity}`,
        contract: {
          title: `${goods.title} 租赁合同`,
          subject: goods.title,
          spec: goodsSpecText(goods, row.regionName),
          termText: term,
          startsAt: deliverBy,
          endsAt: addMonths(deliverBy, months),
        },
        idempotency,
        now,
      });
      if (goods.supplierId) {
        await createNotice(tx, clock, {
          userId: goods.supplierId,
          category: 'order',
          title: '裸金属新订单',
          body: `${goods.title} ×${input.quantity}，租期 ${term}，请于 ${toShanghaiIso(deliverBy).slice(0, 10)} 前交付。`,
          link: '/bss-order/vender',
        });
      }
      return orderBaseId;
    });
  } catch (error) {
    if (idempotency && isUniqueViolation(error)) {
      const winner = await earlierOrder(db, userId, idempotency);
      if (winner) return winner;
    }
    throw error;
  }
}
