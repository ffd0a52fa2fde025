import { and, eq, ne, sql } from 'drizzle-orm';
import { fromMinor, toMinor } from '../../../src/shared/core/money';
import type { Tx } from '../../db/client';
import { instances, walletTransactions, wallets } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { cardMinutesLeft } from '../wallet/benefits';
import { lockWallet } from '../wallet/service';

/**
 * Holds (issue 11). A running pay-as-you-go instance holds its next hour against its owner's
 * wallet: fen moved from balance (then credit) into the wallet's freeze columns, and GPU card-minutes
 * set aside so that no other instance of the owner counts on them. The instance row records its own
 * hold; the wallet's freeze columns are the sum over its instances. Every change happens under the
 * wallet's row lock, in the transaction that bills or changes the instance's state, so holds of one
 * owner serialise and are never lost or doubled.
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
 * Move an instance's hold to `fen` and `cardMinutes`. More is taken from balance first, then
 * credit; less gives back credit first, so balance stays the first spent. Answers false, changing
 * nothing, when balance and credit together cannot fund the increase. Each move of money is one
 * wallet record ('freeze' or 'unfreeze'), named by the instance and the instant `at`.
 */
export async function setHold(tx: Tx, clock: Clock, owner: HoldOwner, fen: number, cardMinutes: number, at: Date): Promise<boolean> {
  const wallet = await lockWallet(tx, owner.userId);
  const [current] = await tx
    .select({ balance: instances.holdBalance, credit: instances.holdCredit })
    .from(instances)
    .where(eq(instances.id, owner.id));
  const heldBalance = toMinor(current!.balance);
  const heldCredit = toMinor(current!.credit);
  const change = fen - heldBalance - heldCredit;
  if (change > wallet.balance + wallet.credit) return false;
  // Positive: taken from the wallet into the hold; negative: given back.
  const fromBalance = change >= 0 ? Math.min(wallet.balance, change) : -Math.max(0, -change - heldCredit);
  const fromCredit = change - fromBalance;
  await tx
    .update(instances)
    .set({ holdBalance: fromMinor(heldBalance + fromBalance), holdCredit: fromMinor(heldCredit + fromCredit), holdCardMinutes: cardMinutes })
    .where(eq(instances.id, owner.id));
  if (change === 0) return true;
  const [after] = await tx
    .update(wallets)
    .set({
      balanceAmount: sql`${wallets.balanceAmount} - ${fromMinor(fromBalance)}`,
      freezeBalanceAmount: sql`${wallets.freezeBalanceAmount} + ${fromMinor(fromBalance)}`,
      availableCreditLimit: sql`${wallets.availableCreditLimit} - ${fromMinor(fromCredit)}`,
      freezeCreditLimit: sql`${wallets.freezeCreditLimit} + ${fromMinor(fromCredit)}`,
      updatedAt: clock.now(),
    })
    .where(eq(wallets.userId, owner.userId))
    .returning({ balance: wallets.balanceAmount });
  await tx.insert(walletTransactions).values({
    userId: owner.userId,
    type: change > 0 ? 'freeze' : 'unfreeze',
    amount: fromMinor(-change),
    creditAmount: fromMinor(Math.abs(fromCredit)),
    balanceAfter: after!.balance,
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
