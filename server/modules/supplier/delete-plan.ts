import { Code } from '../../../src/shared/core/codes';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { BizError } from '../../lib/envelope';
import { retireHosts } from '../market/publish-offer';
import { lockForAction } from './plan-states';
import { takeOffSale } from './publish-plan';
import { rentedOf, setPlan } from './queries';

/**
 * Delete the supplier's plan, while nothing is rented on its machines: its offers and goods go off
 * sale, its hosts offline, and the plan is kept, marked deleted, for its statements.
 */
export async function deletePlan(db: Db, clock: Clock, userId: number, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await lockForAction(tx, userId, id, 'deletePlan');
    if ((await rentedOf(tx, row.id)).rented) throw new BizError(Code.ERROR, '方案的机器上仍有租用中的实例或订单，不能删除');
    await takeOffSale(tx, row.id, clock.now());
    await retireHosts(tx, row.id);
    await setPlan(tx, row.id, { deletedAt: clock.now(), updatedAt: clock.now() });
  });
}
