import { Code } from '../../../src/shared/core/codes';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { BizError } from '../../lib/envelope';
import { withdrawReview } from '../review/service';
import { cancelLiveDemand, closeOpenQuotes, myDemandRow } from './queries';

/** The buyer cancels a live demand: its review withdrawn, its open quotes declined. Another's is not found. */
export async function cancelDemand(db: Db, clock: Clock, userId: number, demandGoodsBaseId: string): Promise<void> {
  const now = clock.now();
  await db.transaction(async (tx) => {
    const demandId = await cancelLiveDemand(tx, userId, demandGoodsBaseId, now);
    if (demandId === undefined) {
      await myDemandRow(tx, userId, demandGoodsBaseId);
      throw new BizError(Code.ERROR, '需求当前状态不能取消');
    }
    await withdrawReview(tx, clock, 'demand', demandId, userId);
    await closeOpenQuotes(tx, demandId, 'rejected', now);
  });
}
