import { eq } from 'drizzle-orm';
import { fromMinor, toMinor } from '../../../src/shared/core/money';
import type { Tx } from '../../db/client';
import { wallets } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { ensureWallet, recordMovement } from './service';

export interface CreditGrant {
  userId: number;
  /** The whole credit line granted, in fen (it replaces the one before). */
  lineFen: number;
  refType: string;
  refId: string;
  remark: string;
}

/**
 * Set a wallet's credit line inside the caller's transaction (a bank's approval): the total becomes
 * the granted line and what is available moves by the difference, so credit already spent stays
 * spent. The wallet row is locked first; the change is recorded with the balance it leaves.
 */
export async function grantCredit(tx: Tx, clock: Clock, grant: CreditGrant): Promise<void> {
  const now = clock.now();
  await ensureWallet(tx, grant.userId);
  const [wallet] = await tx
    .select({ total: wallets.totalCreditLimit, available: wallets.availableCreditLimit, balance: wallets.balanceAmount })
    .from(wallets)
    .where(eq(wallets.userId, grant.userId))
    .for('update');
  const delta = grant.lineFen - toMinor(wallet!.total);
  const available = Math.max(0, toMinor(wallet!.available) + delta);
  await tx
    .update(wallets)
    .set({ totalCreditLimit: fromMinor(grant.lineFen), availableCreditLimit: fromMinor(available), updatedAt: now })
    .where(eq(wallets.userId, grant.userId));
  await recordMovement(tx, grant, 'credit', { amount: fromMinor(0), creditAmount: fromMinor(delta), balanceAfter: wallet!.balance }, now);
}
