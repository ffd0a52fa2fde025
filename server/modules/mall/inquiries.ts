import type { z } from 'zod';
import type { InquiryBody } from '../../../src/shared/contracts/mall';
import { Code } from '../../../src/shared/core/codes';
import { formatYuan, fromMinor, toMinor } from '../../../src/shared/core/money';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { BizError, notFound, paramError } from '../../lib/envelope';
import { createNotice } from '../notice/service';
import { shanghaiToday } from './dates';
import { answerInquiry, goodsByBaseId, insertInquiry, lockSupplierInquiry } from './queries';

/** A buyer asks the supplier of goods on sale about a quantity and dates (询价); the supplier is told. Answers its id. */
export async function addInquiry(db: Db, clock: Clock, userId: number, input: z.infer<typeof InquiryBody>): Promise<number> {
  const row = await goodsByBaseId(db, input.goodsBaseId, true);
  if (row.goods.supplierId === userId) throw new BizError(Code.ERROR, '不能向自己的商品询价');
  if (input.startDate < shanghaiToday(clock.now())) throw paramError('startDate', '开始日期不能早于今天');
  return db.transaction(async (tx) => {
    const id = await insertInquiry(tx, { goodsId: row.goods.id, userId, quantity: input.quantity, startDate: input.startDate, months: input.months, message: input.message, createdAt: clock.now() });
    if (row.goods.supplierId) {
      await createNotice(tx, clock, {
        userId: row.goods.supplierId,
        category: 'order',
        title: '收到新的询价',
        body: `${row.goods.title}：${input.quantity} 台，${input.startDate} 起租 ${input.months} 个月。`,
        link: '/bss-profit',
      });
    }
    return id;
  });
}

/** The supplier answers an open inquiry about their goods with a price per machine and month; the buyer is told. */
export async function replyInquiry(db: Db, clock: Clock, supplierId: number, id: number, input: { quotedUnitPrice: string; reply: string }): Promise<void> {
  const now = clock.now();
  await db.transaction(async (tx) => {
    const row = await lockSupplierInquiry(tx, id, supplierId);
    if (!row) throw notFound('询价不存在');
    if (row.inquiry.status !== 'open') throw new BizError(Code.ERROR, '该询价已回复');
    await answerInquiry(tx, id, { quotedUnitPrice: fromMinor(toMinor(input.quotedUnitPrice)), reply: input.reply }, now);
    await createNotice(tx, clock, {
      userId: row.inquiry.userId,
      category: 'order',
      title: '询价已回复',
      body: `${row.title}：报价 ${formatYuan(toMinor(input.quotedUnitPrice))}/台/月。${input.reply}`,
      link: '/bss-order/mall',
    });
  });
}
