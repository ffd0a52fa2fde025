import { and, eq, gt, isNull, or } from 'drizzle-orm';
import { Code } from '../../../src/shared/core/codes';
import type { Db, Tx } from '../../db/client';
import { canonicalCardNumber, cardBatches, exchangeCards } from '../../db/schema';
import { sha256 } from '../../lib/crypto';
import { BizError } from '../../lib/envelope';
import { countAll } from '../../lib/sql';

/**
 * The cards module's part of a redemption (the wallet runs it, see wallet/redeem-card.ts): the
 * batch's rules, the claim of the card, and whether a number and code name a real card.
 */

/** A card number or code as typed, made canonical: upper-case, without spaces or dashes. */
export const canonicalCard = (typed: string) => typed.toUpperCase().replace(/[\s-]/g, '');

/**
 * What is kept of a card's code: a hash of the card's number (as stored) and its code in canonical
 * form (upper-case, in dash-joined groups of four, as every code is issued), so the table never
 * holds a usable code and a code typed in lower case, with spaces or without dashes still matches.
 */
export const cardCodeHash = (cardNumber: string, code: string) =>
  sha256(`${cardNumber.trim().toUpperCase()}:${(canonicalCard(code).match(/.{1,4}/g) ?? []).join('-')}`);

/** A card as its redemption pays it out. */
export type ClaimedCard = typeof exchangeCards.$inferSelect;

/**
 * A card issued in a back-office batch obeys its batch: not once revoked, not before it is valid
 * or after it expires, and at most `per_user_limit` cards of the batch per user. The code was
 * right, so the refusal can say why. The batch row is locked first, so two redemptions of one
 * user's cards of the batch cannot both pass the limit.
 */
export async function checkCardBatch(tx: Tx, now: Date, userId: number, cardNumber: string, codeHash: string): Promise<void> {
  const [card] = await tx
    .select({ batchId: exchangeCards.batchId, usedAt: exchangeCards.usedAt })
    .from(exchangeCards)
    .where(and(eq(exchangeCards.cardNumber, cardNumber), eq(exchangeCards.codeHash, codeHash)));
  if (!card?.batchId || card.usedAt) return;
  const [batch] = await tx.select().from(cardBatches).where(eq(cardBatches.id, card.batchId)).for('update');
  if (!batch) return;
  if (batch.status === 'revoked') throw new BizError(Code.ERROR, '兑换失败，该卡券已作废');
  if (batch.validFrom && batch.validFrom > now) throw new BizError(Code.ERROR, '兑换失败，该卡券尚未到兑换时间');
  if (batch.expiresAt && batch.expiresAt <= now) throw new BizError(Code.ERROR, '该卡已过期');
  const [mine] = await tx
    .select({ total: countAll })
    .from(exchangeCards)
    .where(and(eq(exchangeCards.batchId, batch.id), eq(exchangeCards.usedBy, userId)));
  if ((mine?.total ?? 0) >= batch.perUserLimit) throw new BizError(Code.ERROR, `兑换失败，每位用户最多可兑换该批次卡券${batch.perUserLimit}张`);
}

/**
 * Claim an unused, unexpired card for a user by one conditional UPDATE, so among any number of
 * parallel attempts exactly one wins; undefined when nothing was claimed.
 */
export async function claimCard(tx: Tx, now: Date, userId: number, cardNumber: string, codeHash: string): Promise<ClaimedCard | undefined> {
  const [card] = await tx
    .update(exchangeCards)
    .set({ usedBy: userId, usedAt: now })
    .where(
      and(
        eq(exchangeCards.cardNumber, cardNumber),
        eq(exchangeCards.codeHash, codeHash),
        isNull(exchangeCards.usedAt),
        or(isNull(exchangeCards.expiresAt), gt(exchangeCards.expiresAt, now)),
      ),
    )
    .returning();
  return card;
}

/** How a typed card number and code stand: which stored card they name, and whether it can still be redeemed. */
export type CardLookup =
  | { state: 'wrong' }
  | { state: 'used'; byMe: boolean; cardNumber: string }
  | { state: 'expired'; cardNumber: string }
  | { state: 'redeemable'; cardNumber: string; codeHash: string };

/**
 * The card a typed number and code name, the number matched without regard to case, spaces or
 * dashes (an index on that form finds it), the code by its hash.
 */
export async function lookUpCard(db: Db, now: Date, userId: number, cardNumber: string, cardCode: string): Promise<CardLookup> {
  const candidates = await db
    .select({ cardNumber: exchangeCards.cardNumber, codeHash: exchangeCards.codeHash, usedBy: exchangeCards.usedBy, usedAt: exchangeCards.usedAt, expiresAt: exchangeCards.expiresAt })
    .from(exchangeCards)
    .where(eq(canonicalCardNumber, canonicalCard(cardNumber)))
    .limit(10);
  const card = candidates.find((c) => c.codeHash === cardCodeHash(c.cardNumber, cardCode));
  if (!card) return { state: 'wrong' };
  if (card.usedAt) return { state: 'used', byMe: card.usedBy === userId, cardNumber: card.cardNumber };
  if (card.expiresAt && card.expiresAt <= now) return { state: 'expired', cardNumber: card.cardNumber };
  return { state: 'redeemable', cardNumber: card.cardNumber, codeHash: card.codeHash };
}
