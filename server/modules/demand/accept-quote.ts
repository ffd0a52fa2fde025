import { TERM_MONTHS } from '../../../src/shared/contracts/mall';
import { Code } from '../../../src/shared/core/codes';
import { formatYuan } from '../../../src/shared/core/money';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { BizError } from '../../lib/envelope';
import { addMonths } from '../mall/dates';
import { signOrder, type SignedOrder } from '../mall/sign-order';
import { assertCertified } from '../certification/service';
import { createNotice } from '../notice/service';
import { lockWallet } from '../wallet/service';
import { closeOpenQuotes, decideQuote, lockQuote, markContracted } from './queries';
import { commitmentFen, price4, QUOTABLE } from './terms';

/**
 * The buyer accepts one quote: the mall signs the order (paid from balance then credit for the
 * minimum commitment, a contract, an order from the quote), the other open quotes are declined,
 * the demand is contracted, and the suppliers are told — in one transaction.
 */
export async function acceptQuote(db: Db, clock: Clock, userId: number, quoteId: number): Promise<SignedOrder> {
  const now = clock.now();
  return db.transaction(async (tx) => {
    const wallet = await lockWallet(tx, userId);
    const { quote, demand } = await lockQuote(tx, userId, quoteId);
    // Another's quote is not found before anything else is said of it.
    await assertCertified(tx, userId, '订购算力');
    if (!QUOTABLE.includes(demand.status)) throw new BizError(Code.ERROR, '需求当前状态不能接受报价');
    if (quote.status !== 'open') throw new BizError(Code.ERROR, '该报价已处理');
    if (quote.validUntil <= now) throw new BizError(Code.ERROR, '该报价已过有效期');
    const months = quote.minCommitmentMonths;
    const termMonths = TERM_MONTHS[quote.term];
    const termCount = Math.max(1, Math.ceil(months / termMonths));
    const perTermFen = commitmentFen(quote.unitPrice, demand.gpuCount, termMonths);
    const amountFen = perTermFen * termCount;
    const startsAt = new Date(Date.parse(`${quote.startDate}T00:00:00+08:00`));
    const models = demand.gpuModels.length ? demand.gpuModels.join(' / ') : '不限型号';
    const signed = await signOrder(tx, clock, {
      buyerId: userId,
      wallet,
      supplierId: quote.supplierId,
      goodsId: quote.goodsId,
      source: { kind: 'quote', quoteId: quote.id },
      term: quote.term,
      termCount,
      quantity: 1,
      unitFen: perTermFen,
      amountFen,
      deliverBy: new Date(Math.max(Date.parse(`${demand.deliveryDeadline}T23:59:59+08:00`), now.getTime())),
      remark: `需求「${demand.title}」报价订单`,
      contract: {
        title: `需求「${demand.title}」算力租赁合同`,
        subject: `需求 ${demand.demandGoodsBaseId}「${demand.title}」`,
        spec: `${demand.gpuCount} 卡 ${models}，单价 ¥${price4(quote.unitPrice)}/卡时`,
        termText: `${termCount * termMonths} 个月（最短承诺期 ${months} 个月）`,
        startsAt,
        endsAt: addMonths(startsAt, termCount * termMonths),
      },
      now,
    });
    await decideQuote(tx, quote.id, 'accepted', now);
    const declined = await closeOpenQuotes(tx, demand.id, 'rejected', now, quote.id);
    await markContracted(tx, demand.id, quote.id, now);
    await createNotice(tx, clock, {
      userId: quote.supplierId,
      category: 'order',
      title: '您的报价已被接受',
      body: `需求「${demand.title}」的买家接受了您的报价，合同 ${signed.contractId} 已签署，金额 ${formatYuan(amountFen)}，请按期交付。`,
      link: '/bss-order/vender',
    });
    for (const loser of declined) {
      await createNotice(tx, clock, { userId: loser.supplierId, category: 'order', title: '报价未被采纳', body: `需求「${demand.title}」已选择其他供应商。`, link: '/bss-profit' });
    }
    return signed;
  });
}
