import type { z } from 'zod';
import type { DemandQuoteBody } from '../../../src/shared/contracts/mall';
import { Code } from '../../../src/shared/core/codes';
import { DAY } from '../../../src/shared/core/time';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { BizError, notFound, paramError } from '../../lib/envelope';
import { isRealDate, shanghaiToday } from '../mall/dates';
import { supplierGoodsId } from '../mall/queries';
import { createNotice } from '../notice/service';
import { hasOpenQuote, insertQuote, lockDemand, moveDemand } from './queries';
import { price4, QUOTABLE } from './terms';

/**
 * A supplier quotes on someone else's demand still taking quotes (one open quote per supplier and
 * demand), naming one of their goods or none; the demand is now quoted and its buyer told.
 * Answers the quote's id.
 */
export async function quoteDemand(db: Db, clock: Clock, supplierId: number, input: z.infer<typeof DemandQuoteBody>): Promise<number> {
  const today = shanghaiToday(clock.now());
  for (const field of ['startDate', 'validUntil'] as const) {
    if (!isRealDate(input[field])) throw paramError(field, '日期不存在');
    if (input[field] < today) throw paramError(field, field === 'startDate' ? '开始日期不能早于今天' : '有效期不能早于今天');
  }
  const now = clock.now();
  return db.transaction(async (tx) => {
    const demand = await lockDemand(tx, input.demandGoodsBaseId);
    if (!demand || !QUOTABLE.includes(demand.status)) throw notFound('需求不存在或已停止报价');
    if (demand.userId === supplierId) throw new BizError(Code.ERROR, '不能对自己发布的需求报价');
    let goodsId: number | null = null;
    if (input.goodsBaseId) {
      goodsId = (await supplierGoodsId(tx, input.goodsBaseId, supplierId)) ?? null;
      if (goodsId === null) throw paramError('goodsBaseId', '只能关联自己在售的商品');
    }
    if (await hasOpenQuote(tx, demand.id, supplierId)) throw new BizError(Code.EXISTS, '您已对该需求报价，请等待买家处理');
    const quoteId = await insertQuote(tx, {
      demandId: demand.id,
      supplierId,
      goodsId,
      unitPrice: input.unitPrice,
      term: input.term,
      startDate: input.startDate,
      minCommitmentMonths: input.minCommitmentMonths,
      // Valid through the whole day named, China time.
      validUntil: new Date(Date.parse(`${input.validUntil}T00:00:00+08:00`) + DAY),
      note: input.note,
      status: 'open',
      createdAt: now,
    });
    if (demand.status === 'open') await moveDemand(tx, demand.id, 'open', 'quoted', now);
    await createNotice(tx, clock, {
      userId: demand.userId,
      category: 'order',
      title: '您的需求收到新报价',
      body: `「${demand.title}」收到报价 ¥${price4(input.unitPrice)}/卡时，请前往对比报价。`,
      link: `/my/demands/detail/${demand.demandGoodsBaseId}`,
    });
    return quoteId;
  });
}
