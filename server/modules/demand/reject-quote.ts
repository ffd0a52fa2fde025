import { Code } from '../../../src/shared/core/codes';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { BizError } from '../../lib/envelope';
import { createNotice } from '../notice/service';
import { countOpenQuotes, decideQuote, lockQuote, moveDemand } from './queries';

/** The buyer declines an open quote; a demand left without open quotes takes quotes again; the supplier is told. */
export async function rejectQuote(db: Db, clock: Clock, userId: number, quoteId: number): Promise<void> {
  const now = clock.now();
  await db.transaction(async (tx) => {
    const { quote, demand } = await lockQuote(tx, userId, quoteId);
    if (quote.status !== 'open') throw new BizError(Code.ERROR, '该报价已处理');
    await decideQuote(tx, quote.id, 'rejected', now);
    if ((await countOpenQuotes(tx, demand.id)) === 0) await moveDemand(tx, demand.id, 'quoted', 'open', now);
    await createNotice(tx, clock, { userId: quote.supplierId, category: 'order', title: '报价未被采纳', body: `需求「${demand.title}」的买家婉拒了您的报价。`, link: '/bss-profit' });
  });
}
