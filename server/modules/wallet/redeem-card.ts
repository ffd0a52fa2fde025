import { Code } from '../../../src/shared/core/codes';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { HOUR } from '../../lib/clock';
import { formatDateTime, toShanghaiIso } from '../../../src/shared/core/time';
import type { Redeemed } from '../../../src/shared/contracts/wallet';
import { BizError } from '../../lib/envelope';
import { attemptLimiter } from '../auth/attempts';
import { checkCardBatch, claimCard, lookUpCard, type CardLookup } from '../cards/redeem';
import { grantBenefit } from './benefits';
import { creditWallet } from './service';

export const REDEEM_FAILED = '兑换失败，请稍后再试';
/** Wrong card codes a user may try per hour before redemption pauses. */
export const CARD_FAILURES_PER_HOUR = 5;

const cardAttempts = attemptLimiter({ max: CARD_FAILURES_PER_HOUR, window: HOUR, lock: HOUR });

/** Redemption is paused until `until`: say until when. */
const paused = (until: Date) =>
  new BizError(Code.ERROR, `兑换失败次数过多，已暂停兑换至 ${formatDateTime(until)}，请届时再试`, { lockedUntil: toShanghaiIso(until) });

/** Why a right number and code cannot be redeemed (said as it is: these are not guesses). */
const refusalOf = (lookup: CardLookup): BizError | null => {
  if (lookup.state === 'used') return new BizError(Code.ERROR, lookup.byMe ? '该卡已被使用（您已兑换过这张卡）' : '该卡已被使用');
  if (lookup.state === 'expired') return new BizError(Code.ERROR, '该卡已过期');
  return null;
};

/**
 * Redeem a card. Each try is counted before the code is checked (see attemptLimiter), and only a
 * wrong card number or code stays counted: a right code whose card is already used or expired, or
 * a parallel copy of a request that lost the race, gives its count back. Every refusal says which
 * case it is, and a wrong code how many tries are left before the one-hour pause. The cards module
 * claims the card (exactly one of any number of parallel attempts wins); the wallet credit or
 * benefit and its record are written in the same transaction.
 */
export async function redeemCard(db: Db, clock: Clock, input: { userId: number; cardNumber: string; cardCode: string }): Promise<Redeemed> {
  const key = `card:u:${input.userId}`;
  const reserved = await cardAttempts.reserve(db, clock, key);
  if (!reserved.ok) {
    if (!reserved.lockedUntil) throw new BizError(Code.ERROR, REDEEM_FAILED); // the last allowed tries are still being checked
    throw paused(reserved.lockedUntil);
  }

  let lookup: CardLookup;
  try {
    lookup = await lookUpCard(db, clock.now(), input.userId, input.cardNumber, input.cardCode);
  } catch (error) {
    await cardAttempts.release(db, key);
    throw error;
  }
  if (lookup.state === 'wrong') {
    const { attemptsLeft, lockedUntil } = await cardAttempts.fail(db, clock, key);
    if (lockedUntil) throw paused(lockedUntil);
    throw new BizError(Code.ERROR, `卡号或兑换码错误，还可尝试${attemptsLeft}次（连续错误${CARD_FAILURES_PER_HOUR}次将暂停兑换1小时）`, { attemptsLeft });
  }
  // A right number and code: not a guess, so its count is given back.
  await cardAttempts.release(db, key);
  const refusal = refusalOf(lookup);
  if (refusal || lookup.state !== 'redeemable') throw refusal ?? new BizError(Code.ERROR, REDEEM_FAILED);
  const result = await db.transaction(async (tx) => {
    const now = clock.now();
    await checkCardBatch(tx, now, input.userId, lookup.cardNumber, lookup.codeHash);
    const card = await claimCard(tx, now, input.userId, lookup.cardNumber, lookup.codeHash);
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
  if (result) return result;
  // Lost the race to a parallel copy (or the card changed meanwhile): say how the card stands now.
  throw refusalOf(await lookUpCard(db, clock.now(), input.userId, input.cardNumber, input.cardCode)) ?? new BizError(Code.ERROR, REDEEM_FAILED);
}
