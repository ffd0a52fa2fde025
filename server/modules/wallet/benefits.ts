import { and, asc, desc, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import type { BenefitKind } from '../../../src/shared/contracts/wallet';
import { benefits } from '../../db/schema';
import { int } from '../../lib/sql';

export interface Grant {
  userId: number;
  kind: BenefitKind;
  quantity: number;
  /** Where it comes from; a user gets each (source, kind) once. */
  source: string;
  title: string;
  expiresAt?: Date | null;
}

/** Grant a benefit once. Answers true when granted now, false when this source already granted it. */
export async function grantBenefit(db: Db | Tx, grant: Grant): Promise<boolean> {
  const rows = await db
    .insert(benefits)
    .values({ ...grant, expiresAt: grant.expiresAt ?? null })
    .onConflictDoNothing({ target: [benefits.userId, benefits.source, benefits.kind] })
    .returning({ id: benefits.id });
  return rows.length > 0;
}

export async function hasBenefitFrom(db: Db, userId: number, source: string): Promise<boolean> {
  const [row] = await db
    .select({ id: benefits.id })
    .from(benefits)
    .where(and(eq(benefits.userId, userId), eq(benefits.source, source)))
    .limit(1);
  return Boolean(row);
}

export async function listBenefits(db: Db, userId: number) {
  return db.select().from(benefits).where(eq(benefits.userId, userId)).orderBy(desc(benefits.id));
}

/** Which of a user's benefits are GPU card-hours that can still be spent now: unexpired, minutes left. */
function usableCardHours(userId: number, now: Date) {
  return and(
    eq(benefits.userId, userId),
    eq(benefits.kind, 'gpu_card_hours'),
    lt(benefits.usedMinutes, sql`${benefits.quantity} * 60`),
    or(isNull(benefits.expiresAt), gt(benefits.expiresAt, now)),
  );
}

/** GPU card-minutes a user can still spend (one card for one minute each). */
export async function cardMinutesLeft(db: Db | Tx, userId: number, now: Date): Promise<number> {
  const [row] = await db
    .select({ left: int(sql`coalesce(sum(${benefits.quantity} * 60 - ${benefits.usedMinutes}), 0)`) })
    .from(benefits)
    .where(usableCardHours(userId, now));
  return row?.left ?? 0;
}

/**
 * Spend up to `wanted` card-minutes of a user's GPU card-hours, soonest expiry first, inside the
 * caller's transaction. The rows are locked while spent and the CHECK keeps each within its
 * quantity, so metering running in parallel can never spend a minute twice. Answers the minutes spent.
 */
export async function spendCardMinutes(tx: Tx, userId: number, wanted: number, now: Date): Promise<number> {
  if (wanted <= 0) return 0;
  const rows = await tx
    .select({ id: benefits.id, quantity: benefits.quantity, usedMinutes: benefits.usedMinutes })
    .from(benefits)
    .where(usableCardHours(userId, now))
    .orderBy(sql`${benefits.expiresAt} asc nulls last`, asc(benefits.id))
    .for('update');
  let spent = 0;
  for (const row of rows) {
    const take = Math.min(row.quantity * 60 - row.usedMinutes, wanted - spent);
    if (take <= 0) continue;
    await tx
      .update(benefits)
      .set({ usedMinutes: sql`${benefits.usedMinutes} + ${take}` })
      .where(eq(benefits.id, row.id));
    spent += take;
    if (spent === wanted) break;
  }
  return spent;
}
