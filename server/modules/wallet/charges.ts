import { and, eq, ne, sql } from 'drizzle-orm';
import { cardHoursCover } from '../../../src/shared/core/tidal';
import type { Tx } from '../../db/client';
import { instances } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { cardMinutesLeft } from './benefits';
import { debitWallet, frozenOf, lockWallet, moveWallet, spendableOf } from './service';
import { int } from '../../lib/sql';

/**
 * What pays for compute: GPU card-hours, the balance and credit, decided in one place for an
 * order, a start and each metered hour. A running pay-as-you-go instance holds its next hour
 * (issue 11): money moved from what can be spent into the wallet's freeze columns, and GPU
 * card-minutes set aside so that none of its owner's other instances counts on them. The
 * instance row records its own hold; the wallet's freeze columns add up to the holds of its
 * instances. Everything happens under the wallet's row lock, so an owner's charges serialise and
 * are never lost or doubled.
 */

/** The instance a hold belongs to. */
export interface Holder {
  id: number;
  userId: number;
  name: string;
}

/** A piece of GPU time at one price (see market/pricing.ts costLines). */
export interface PricedTime {
  /** Per card-hour, 0.0001 yuan. */
  unitPrice: number;
  minutes: number;
  fen: number;
}

export type Charge =
  /** A prepaid term: paid now from balance, then credit, all or nothing. */
  | { mode: 'pay'; userId: number; fen: number; refType: string; refId: string; remark: string }
  /**
   * An hour of running to hold, replacing what `holder` holds (`heldFen`): card-hours pay GPU time
   * first (`cardHours`), to the card-minute; the rest is frozen from balance, then credit. No
   * lines gives the whole hold back.
   */
  | { mode: 'reserve'; holder: Holder; heldFen: number; lines: PricedTime[]; cards: number; cardHours: boolean; at: Date };

export type ChargeOutcome =
  /** Paid or held: `fen` from the wallet and `cardMinutes` of card-hours set aside. */
  | { ok: true; fen: number; cardMinutes: number }
  /** Refused, nothing changed: what was needed, what could be spent, what running instances hold. */
  | { ok: false; neededFen: number; spendableFen: number; frozenFen: number };

/** GPU card-minutes of the owner that none of their other instances has set aside. */
export async function freeCardMinutes(tx: Tx, holder: Holder, now: Date): Promise<number> {
  const [row] = await tx
    .select({ held: int(sql`coalesce(sum(${instances.holdCardMinutes}), 0)`) })
    .from(instances)
    .where(and(eq(instances.userId, holder.userId), ne(instances.id, holder.id)));
  return Math.max(0, (await cardMinutesLeft(tx, holder.userId, now)) - row!.held);
}

/** Pay for compute now, or hold its next hour; see Charge. Changes nothing when refused. */
export async function payOrReserve(tx: Tx, clock: Clock, charge: Charge): Promise<ChargeOutcome> {
  const userId = charge.mode === 'pay' ? charge.userId : charge.holder.userId;
  // The wallet first, then card-hours: the order every path that holds or spends takes its locks in.
  const wallet = await lockWallet(tx, userId);
  const refuse = (neededFen: number): ChargeOutcome => ({ ok: false, neededFen, spendableFen: spendableOf(wallet), frozenFen: frozenOf(wallet) });

  if (charge.mode === 'pay') {
    const { refType, refId, remark } = charge;
    const paid = await debitWallet(tx, clock, { userId, fen: charge.fen, type: 'consume', refType, refId, remark, partial: false });
    return paid.shortfall > 0 ? refuse(charge.fen) : { ok: true, fen: charge.fen, cardMinutes: 0 };
  }

  const { holder, at } = charge;
  const free = charge.cardHours ? await freeCardMinutes(tx, holder, clock.now()) : 0;
  const cover = cardHoursCover(charge.lines, charge.cards, free);
  const fen = cover.totalFen - cover.coveredFen;
  const change = fen - charge.heldFen;
  if (change > spendableOf(wallet)) return refuse(fen);
  if (change !== 0) {
    // One record per direction the hold moved, named by the instance and the instant of the hour held.
    await moveWallet(tx, clock, userId, wallet, 0, change, {
      refType: 'instance',
      refId: `${holder.id}@${at.toISOString()}`,
      freezeRemark: `实例 ${holder.name} 按量计费冻结下一小时费用`,
      unfreezeRemark: `实例 ${holder.name} 解冻`,
    });
  }
  return { ok: true, fen, cardMinutes: cover.cardMinutes };
}

/** A hold that is not an instance's (a model service's next hour): what it holds now and what it should. */
export interface HoldChange {
  userId: number;
  heldFen: number;
  fen: number;
  ref: { refType: string; refId: string; freezeRemark: string; unfreezeRemark: string };
}

/**
 * Replace what a holder holds (`heldFen`) with `fen`, frozen from balance, then credit; refused
 * with nothing changed when the wallet cannot cover the increase. The caller records the new hold
 * on its own row in the same transaction.
 */
export async function replaceHold(tx: Tx, clock: Clock, change: HoldChange): Promise<ChargeOutcome> {
  const wallet = await lockWallet(tx, change.userId);
  const delta = change.fen - change.heldFen;
  if (delta > spendableOf(wallet)) return { ok: false, neededFen: change.fen, spendableFen: spendableOf(wallet), frozenFen: frozenOf(wallet) };
  if (delta !== 0) await moveWallet(tx, clock, change.userId, wallet, 0, delta, change.ref);
  return { ok: true, fen: change.fen, cardMinutes: 0 };
}
