import { Code } from '../../../src/shared/core/codes';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { HOUR, MINUTE } from '../../lib/clock';
import { BizError } from '../../lib/envelope';
import { attemptLimiter } from '../auth/attempts';
import { cardCodeHash, cardExists, checkCardBatch, claimCard } from '../cards/redeem';
import { grantBenefit } from './benefits';
import { creditWallet } from './service';

export const REDEEM_FAILED = '兑换失败，请稍后再试';
export const REDEEM_DONE = '兑换完毕，请稍后查看您的兑换礼品';
/** Wrong card codes a user may try per hour before redemption pauses. */
export const CARD_FAILURES_PER_HOUR = 5;

const cardAttempts = attemptLimiter({ max: CARD_FAILURES_PER_HOUR, window: HOUR, lock: HOUR });

/**
 * Redeem a card. Each try is counted before the code is checked (see attemptLimiter), and only a
 * wrong card number or code stays counted: a right code whose card is already used or expired, or
 * a parallel copy of a request that lost the race, gives its count back. The cards module claims
 * the card (exactly one of any number of parallel attempts wins); the wallet credit or benefit and
 * its record are written in the same transaction.
 */
export async function redeemCard(db: Db, clock: Clock, input: { userId: number; cardNumber: string; cardCode: string }) {
  const key = `card:u:${input.userId}`;
  const reserved = await cardAttempts.reserve(db, clock, key);
  if (!reserved.ok) {
    if (!reserved.lockedUntil) throw new BizError(Code.ERROR, REDEEM_FAILED); // the last allowed tries are still being checked
    const minutes = Math.max(1, Math.ceil((reserved.lockedUntil.getTime() - clock.now().getTime()) / MINUTE));
    throw new BizError(Code.ERROR, `兑换失败次数过多，请${minutes >= 60 ? '1小时' : `${minutes}分钟`}后再试`, { retryAfterMinutes: minutes });
  }

  const cardNumber = input.cardNumber.trim().toUpperCase();
  const codeHash = cardCodeHash(cardNumber, input.cardCode);
  let result;
  try {
    result = await db.transaction(async (tx) => {
      const now = clock.now();
      await checkCardBatch(tx, now, input.userId, cardNumber, codeHash);
      const card = await claimCard(tx, now, input.userId, cardNumber, codeHash);
      if (!card) return null;
      if (card.kind === 'balance') {
        await creditWallet(tx, clock, { userId: input.userId, amount: card.amount, type: 'redeem', refType: 'card', refId: card.cardNumber, remark: card.title });
      } else {
        await grantBenefit(tx, {
          userId: input.userId,
          kind: card.kind === 'photo_images' ? 'photo_api_images' : 'gpu_card_hours',
          quantity: card.quantity,
          source: `card:${card.cardNumber}`,
          title: card.title,
        });
      }
      return { cardNumber: card.cardNumber, kind: card.kind, amount: card.amount, quantity: card.quantity, title: card.title };
    });
  } catch (error) {
    await cardAttempts.release(db, key);
    throw error;
  }
  if (result) {
    await cardAttempts.release(db, key);
    return result;
  }
  // SPEC §8 has one failure message for every case; only a wrong number or code counts.
  if (await cardExists(db, cardNumber, codeHash)) await cardAttempts.release(db, key);
  else await cardAttempts.fail(db, clock, key);
  throw new BizError(Code.ERROR, REDEEM_FAILED);
}
