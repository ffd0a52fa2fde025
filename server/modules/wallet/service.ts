import { and, eq, gt, isNull, or, sql } from 'drizzle-orm';
import { Code } from '../../../src/shared/core/codes';
import type { Db, Tx } from '../../db/client';
import { exchangeCards, riskEvents, walletTransactions, wallets } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { HOUR } from '../../lib/clock';
import { sha256 } from '../../lib/crypto';
import { BizError } from '../../lib/envelope';
import { recordRisk } from '../captcha/service';
import { grantBenefit } from './benefits';

export const REDEEM_FAILED = '兑换失败，请稍后再试';
export const REDEEM_DONE = '兑换完毕，请稍后查看您的兑换礼品';
/** Wrong card codes a user may try per hour before redemption pauses. */
export const CARD_FAILURES_PER_HOUR = 5;

export async function ensureWallet(db: Db | Tx, userId: number): Promise<void> {
  await db.insert(wallets).values({ userId }).onConflictDoNothing();
}

/** SPEC §3 wallet: amounts as two-place decimal strings. */
export async function getWallet(db: Db, userId: number) {
  await ensureWallet(db, userId);
  const [row] = await db
    .select({
      balanceAmount: wallets.balanceAmount,
      availableCreditLimit: wallets.availableCreditLimit,
      freezeBalanceAmount: wallets.freezeBalanceAmount,
      freezeCreditLimit: wallets.freezeCreditLimit,
      totalCreditLimit: wallets.totalCreditLimit,
    })
    .from(wallets)
    .where(eq(wallets.userId, userId));
  return row!;
}

export const cardCodeHash = (cardNumber: string, code: string) => sha256(`${cardNumber.trim().toUpperCase()}:${code.trim()}`);

/**
 * Redeem a card. The card is claimed by one conditional UPDATE, so among any number of parallel
 * attempts exactly one wins; the wallet credit and its record are written in the same transaction.
 */
export async function redeemCard(db: Db, clock: Clock, input: { userId: number; ip: string; cardNumber: string; cardCode: string }) {
  const subject = `user:${input.userId}`;
  const [{ failures } = { failures: 0 }] = await db
    .select({ failures: sql<number>`count(*)::int` })
    .from(riskEvents)
    .where(and(eq(riskEvents.subject, subject), eq(riskEvents.kind, 'card_failed'), gt(riskEvents.createdAt, new Date(clock.now().getTime() - HOUR))));
  if (failures >= CARD_FAILURES_PER_HOUR) {
    throw new BizError(Code.ERROR, '兑换失败次数过多，请1小时后再试', { retryAfterMinutes: 60 });
  }

  const cardNumber = input.cardNumber.trim().toUpperCase();
  const result = await db.transaction(async (tx) => {
    const now = clock.now();
    const [card] = await tx
      .update(exchangeCards)
      .set({ usedBy: input.userId, usedAt: now })
      .where(
        and(
          eq(exchangeCards.cardNumber, cardNumber),
          eq(exchangeCards.codeHash, cardCodeHash(cardNumber, input.cardCode)),
          isNull(exchangeCards.usedAt),
          or(isNull(exchangeCards.expiresAt), gt(exchangeCards.expiresAt, now)),
        ),
      )
      .returning();
    if (!card) return null;
    if (card.kind === 'balance') {
      await ensureWallet(tx, input.userId);
      const [wallet] = await tx
        .update(wallets)
        .set({ balanceAmount: sql`${wallets.balanceAmount} + ${card.amount}`, updatedAt: now })
        .where(eq(wallets.userId, input.userId))
        .returning({ balance: wallets.balanceAmount });
      await tx.insert(walletTransactions).values({
        userId: input.userId,
        type: 'redeem',
        amount: card.amount,
        balanceAfter: wallet!.balance,
        refType: 'card',
        refId: card.cardNumber,
        remark: card.title,
        createdAt: now,
      });
    } else {
      await grantBenefit(tx, {
        userId: input.userId,
        kind: 'gpu_card_hours',
        quantity: card.quantity,
        source: `card:${card.cardNumber}`,
        title: card.title,
      });
    }
    return { cardNumber: card.cardNumber, kind: card.kind, amount: card.amount, quantity: card.quantity, title: card.title };
  });
  if (!result) {
    await recordRisk(db, clock, input.ip, 'card_failed', subject);
    throw new BizError(Code.ERROR, REDEEM_FAILED);
  }
  return result;
}
