import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { shanghaiToday } from '../mall/dates';
import { createNotice } from '../notice/service';
import { withdrawReview } from '../review/service';
import { closeOpenQuotes, expireOverdueDemands, expireOverdueQuotes } from './queries';

/**
 * Close demands past their delivery deadline, and quotes past their validity. Each row changes by
 * one guarded UPDATE (its status still live), so the buyer's notice is written once even when two
 * gateways run the job at the same moment.
 */
export async function expireDemands(db: Db, clock: Clock): Promise<number> {
  const now = clock.now();
  const today = shanghaiToday(now);
  return db.transaction(async (tx) => {
    const expired = await expireOverdueDemands(tx, today, now);
    for (const demand of expired) {
      await withdrawReview(tx, clock, 'demand', demand.id, demand.userId);
      await closeOpenQuotes(tx, demand.id, 'expired', now);
      await createNotice(tx, clock, {
        userId: demand.userId,
        category: 'order',
        title: '需求已过期',
        body: `您的需求「${demand.title}」已过交付截止日期，已自动关闭。`,
        link: `/my/demands/detail/${demand.baseId}`,
      });
    }
    await expireOverdueQuotes(tx, now);
    return expired.length;
  });
}
