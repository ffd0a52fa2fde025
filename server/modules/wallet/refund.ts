import { eq } from 'drizzle-orm';
import { fromMinor } from '../../../src/shared/core/money';
import type { Tx } from '../../db/client';
import { wallets } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { lockWallet, recordMovement } from './service';

export interface Refund {
  userId: number;
  /** What the payment took from the balance, in fen: it goes back to the balance. */
  balanceFen: number;
  /** What it drew on credit, in fen: it goes back to the available credit line. */
  creditFen: number;
  refType: string;
  refId: string;
  remark: string;
}

/**
 * Give a payment back to where it came from, inside the caller's transaction under the wallet's
 * lock: the balance part to the balance, the credit part to the available credit. One `refund`
 * record (its credit part said in creditAmount, as an incoming amount's credit went back to the
 * line), unique per reference, so a refund replayed breaks the index and changes nothing.
 */
export async function refundToSource(tx: Tx, clock: Clock, refund: Refund): Promise<void> {
  const wallet = await lockWallet(tx, refund.userId);
  const now = clock.now();
  const balance = wallet.balance + refund.balanceFen;
  await tx
    .update(wallets)
    .set({ balanceAmount: fromMinor(balance), availableCreditLimit: fromMinor(wallet.credit + refund.creditFen), updatedAt: now })
    .where(eq(wallets.userId, refund.userId));
  await recordMovement(tx, refund, 'refund', { amount: fromMinor(refund.balanceFen + refund.creditFen), creditAmount: fromMinor(refund.creditFen), balanceAfter: fromMinor(balance) }, now);
}
