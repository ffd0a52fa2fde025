import { eq } from 'drizzle-orm';
import { fromMinor, toMinor } from '../../../../src/shared/core/money';
import type { Tx } from '../../../db/client';
import { instances } from '../../../db/schema';
import type { Clock } from '../../../lib/clock';
import { payOrReserve, type ChargeOutcome, type Holder, type PricedTime } from '../../wallet/charges';
import { nextHourLines } from '../../market/pricing';
import type { ChargePlan } from './plan';

/**
 * An instance's hold (issue 11): what it has set aside for its next hour, recorded on its row.
 * The wallet decides what pays (wallet/charges.ts); these keep the row in step with it. Callers
 * hold the instance's row lock.
 */

async function reserve(tx: Tx, clock: Clock, holder: Holder, lines: PricedTime[], plan: ChargePlan | null, at: Date) {
  const [current] = await tx.select({ amount: instances.holdAmount }).from(instances).where(eq(instances.id, holder.id));
  const outcome = await payOrReserve(tx, clock, {
    mode: 'reserve',
    holder,
    heldFen: toMinor(current!.amount),
    lines,
    cards: plan?.cards ?? 0,
    cardHours: plan?.kind === 'gpu',
    at,
  });
  if (outcome.ok) await tx.update(instances).set({ holdAmount: fromMinor(outcome.fen), holdCardMinutes: outcome.cardMinutes }).where(eq(instances.id, holder.id));
  return outcome;
}

/**
 * Hold the hour from `from` of an instance that will run under `plan`: its cost at the price in
 * force, less what the owner's free GPU card-hours cover, replacing the instance's current hold.
 * Answers what the wallet decided (refused: what it needed, and what could be spent).
 */
export async function holdNextHour(tx: Tx, clock: Clock, holder: Holder, plan: ChargePlan | null, from: Date): Promise<ChargeOutcome> {
  return reserve(tx, clock, holder, plan ? nextHourLines(plan.ranges, plan.cards, from) : [], plan, from);
}

/** Give an instance's whole hold back to the wallet (stop, release, or a bill the wallet alone cannot pay). */
export async function releaseHold(tx: Tx, clock: Clock, holder: Holder, at: Date): Promise<void> {
  await reserve(tx, clock, holder, [], null, at);
}
