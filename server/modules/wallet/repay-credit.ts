import { eq } from 'drizzle-orm';
import { fromMinor, toMinor } from '../../../src/shared/core/money';
import type { Tx } from '../../db/client';
import { wallets } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { lockWallet, recordMovement } from './service';

export interface Repayment {
  userId: number;
  /** What the bank says was repaid, in fen. */
  fen: number;
  refType: string;
  refId: string;
  remark: string;
}

/**
 * The bank says the user repaid credit they drew (credit-recharge statement: the user repays the
 * bank directly): the available credit grows by what was repaid, at most what is owed (the line
 * less what is available and frozen), inside the caller's transaction under the wallet's lock. The
 * balance does not move; the record says how much credit came back. Answers the fen restored.
 */
export async function repayCredit(tx: Tx, clock: Clock, repayment: Repayment): Promise<number> {
  const wallet = await lockWallet(tx, repayment.userId);
  const [row] = await tx.select({ total: wallets.totalCreditLimit }).from(wallets).where(eq(wallets.userId, repayment.userId));
  const owed = Math.max(0, toMinor(row!.total) - wallet.credit - wallet.freezeCredit);
  const restored = Math.min(repayment.fen, owed);
  const now = clock.now();
  if (restored > 0) {
    await tx
      .update(wallets)
      .set({ availableCreditLimit: fromMinor(wallet.credit + restored), updatedAt: now })
      .where(eq(wallets.userId, repayment.userId));
  }
  await recordMovement(tx, repayment, 'repayment', { amount: fromMinor(0), creditAmount: fromMinor(restored), balanceAfter: fromMinor(wallet.balance) }, now);
  return restored;
}
