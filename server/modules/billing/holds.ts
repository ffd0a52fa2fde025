import { and, eq, ne, sql } from 'drizzle-orm';
import { fromMinor, toMinor } from '../../../src/shared/core/money';
import type { Tx } from '../../db/client';
import { instances, walletTransactions } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { cardMinutesLeft } from '../wallet/benefits';
import { lockWallet, moveWallet, spendableOf } from '../wallet/service';

/**
 * Holds (issue 11). A running pay-as-you-go instance holds its next hour against its owner's
 * wallet: money moved from what can be spent into the wallet's freeze columns, and GPU card-minutes
 * set aside so that no other instance of the owner counts on them. The instance row records its
 * own hold; the wallet's freeze columns add up to the holds of its instances. Every change happens
 * under the wallet's row lock, in the transaction that bills or changes the instance's state, so
 * holds of one owner serialise and are never lost or doubled.
 */

/** The instance a hold belongs to. */
export interface HoldOwner {
  id: number;
  userId: number;
  name: string;
}

/** GPU card-minutes of the owner that none of their other instances has set aside. */
export async function freeCardMinutes(tx: Tx, owner: HoldOwner, now: Date): Promise<number> {
  const [row] = await tx
    .select({ held: sql<number>`coalesce(sum(${instances.holdCardMinutes}), 0)::int` })
    .from(instances)
    .where(and(eq(instances.userId, owner.userId), ne(instances.id, owner.id)));
  return Math.max(0, (await cardMinutesLeft(tx, owner.userId, now)) - row!.held);
}

/**
 * Move an instance's hold to `fen` and `cardMinutes`, freezing more of what the wallet can spend or
 * giving some back. Answers false, changing nothing, when the wallet cannot fund the increase.
 * Each change of money is one wallet record ('freeze' or 'unfreeze') named by the instance and the
 * instant `at`.
 */
export async function setHold(tx: Tx, clock: Clock, owner: HoldOwner, fen: number, cardMinutes: number, at: Date): Promise<boolean> {
  const before = await lockWallet(tx, owner.userId);
  const [current] = await tx.select({ amount: instances.holdAmount }).from(instances).where(eq(instances.id, owner.id));
  const change = fen - toMinor(current!.amount);
  if (change > spendableOf(before)) return false;
  await tx.update(instances).set({ holdAmount: fromMinor(fen), holdCardMinutes: cardMinutes }).where(eq(instances.id, owner.id));
  if (change === 0) return true;
  const { after } = await moveWallet(tx, clock, owner.userId, before, 0, change);
  await tx.insert(walletTransactions).values({
    userId: owner.userId,
    type: change > 0 ? 'freeze' : 'unfreeze',
    amount: fromMinor(-change),
    creditAmount: fromMinor(Math.abs(before.credit - after.credit)),
    balanceAfter: fromMinor(after.balance),
    refType: 'instance',
    refId: `${owner.id}@${at.toISOString()}`,
    remark: change > 0 ? `实例 ${owner.name} 按量计费冻结下一小时费用` : `实例 ${owner.name} 解冻`,
    createdAt: clock.now(),
  });
  return true;
}

/** Give an instance's whole hold back to the wallet (stop, release, or a bill the wallet alone cannot pay). */
export async function releaseHold(tx: Tx, clock: Clock, owner: HoldOwner, at: Date): Promise<void> {
  await setHold(tx, clock, owner, 0, 0, at);
}
