import { and, desc, eq, sql } from 'drizzle-orm';
import type { BudgetBody } from '../../../src/shared/contracts/budget';
import type { Db, Tx } from '../../db/client';
import { budgetAlerts, budgets, lowBalanceAlerts, users, wallets } from '../../db/schema';
import { countAll } from '../../lib/sql';

/** The budget module's SQL over its own tables (and reads of the wallet and the user's phone). */

export type BudgetRow = typeof budgets.$inferSelect;

export const listBudgets = (db: Db, userId: number) => db.select().from(budgets).where(eq(budgets.userId, userId)).orderBy(budgets.id);

export const allBudgets = (db: Db) => db.select().from(budgets).orderBy(budgets.id);

export async function countBudgets(db: Db | Tx, userId: number): Promise<number> {
  const [row] = await db.select({ n: countAll }).from(budgets).where(eq(budgets.userId, userId));
  return row?.n ?? 0;
}

export async function insertBudget(db: Db | Tx, userId: number, body: BudgetBody, now: Date) {
  const [row] = await db
    .insert(budgets)
    .values({ userId, ...body, createdAt: now, updatedAt: now })
    .returning();
  return row!;
}

export async function updateBudget(db: Db, userId: number, id: number, body: BudgetBody, now: Date) {
  const [row] = await db
    .update(budgets)
    .set({ ...body, updatedAt: now })
    .where(and(eq(budgets.id, id), eq(budgets.userId, userId)))
    .returning();
  return row ?? null;
}

export async function deleteBudget(db: Db, userId: number, id: number): Promise<boolean> {
  const rows = await db
    .delete(budgets)
    .where(and(eq(budgets.id, id), eq(budgets.userId, userId)))
    .returning({ id: budgets.id });
  return rows.length > 0;
}

/** Record that a budget crossed a threshold in a period; true only for the one call that records it. */
export async function recordBudgetAlert(tx: Tx, input: { userId: number; budgetId: number; periodKey: string; threshold: number; measured: string; now: Date }): Promise<boolean> {
  const rows = await tx
    .insert(budgetAlerts)
    .values({ userId: input.userId, kind: 'budget', budgetId: input.budgetId, periodKey: input.periodKey, threshold: input.threshold, measured: input.measured, createdAt: input.now })
    .onConflictDoNothing()
    .returning({ id: budgetAlerts.id });
  return rows.length > 0;
}

export async function alertedThresholds(db: Db, budgetId: number, periodKey: string): Promise<number[]> {
  const rows = await db
    .select({ threshold: budgetAlerts.threshold })
    .from(budgetAlerts)
    .where(and(eq(budgetAlerts.budgetId, budgetId), eq(budgetAlerts.periodKey, periodKey)))
    .orderBy(budgetAlerts.threshold);
  return rows.map((r) => r.threshold);
}

export const recentAlerts = (db: Db, userId: number, limit = 20) =>
  db
    .select({ alert: budgetAlerts, budgetName: budgets.name })
    .from(budgetAlerts)
    .leftJoin(budgets, eq(budgets.id, budgetAlerts.budgetId))
    .where(eq(budgetAlerts.userId, userId))
    .orderBy(desc(budgetAlerts.id))
    .limit(limit);

export async function lowBalanceOf(db: Db, userId: number) {
  const [row] = await db.select().from(lowBalanceAlerts).where(eq(lowBalanceAlerts.userId, userId));
  return row ?? null;
}

export async function setLowBalance(db: Db, userId: number, threshold: string | null, now: Date) {
  if (threshold === null) {
    await db.delete(lowBalanceAlerts).where(eq(lowBalanceAlerts.userId, userId));
    return;
  }
  // A new threshold is armed afresh: the next evaluation decides from the balance as it is.
  await db
    .insert(lowBalanceAlerts)
    .values({ userId, threshold, alertedAt: null, updatedAt: now })
    .onConflictDoUpdate({ target: lowBalanceAlerts.userId, set: { threshold, alertedAt: null, updatedAt: now } });
}

const available = sql`(${wallets.balanceAmount} + ${wallets.availableCreditLimit})`;

/**
 * Users whose balance plus available credit fell below their threshold, marked alerted by one
 * guarded UPDATE (so with several gateways each is alerted once), with what they have and their phone.
 */
export async function takeLowBalances(tx: Tx, now: Date) {
  return tx
    .update(lowBalanceAlerts)
    .set({ alertedAt: now })
    .from(wallets)
    .where(and(eq(wallets.userId, lowBalanceAlerts.userId), sql`${lowBalanceAlerts.alertedAt} is null`, sql`${available} < ${lowBalanceAlerts.threshold}`))
    .returning({ userId: lowBalanceAlerts.userId, threshold: lowBalanceAlerts.threshold, available: sql<string>`${available}::numeric(16,2)::text` });
}

/** Arm again the alerts of users back at or above their threshold. */
export async function rearmLowBalances(db: Db) {
  await db
    .update(lowBalanceAlerts)
    .set({ alertedAt: null })
    .from(wallets)
    .where(and(eq(wallets.userId, lowBalanceAlerts.userId), sql`${lowBalanceAlerts.alertedAt} is not null`, sql`${available} >= ${lowBalanceAlerts.threshold}`));
}

export async function recordLowBalanceAlert(tx: Tx, input: { userId: number; periodKey: string; measured: string; now: Date }) {
  await tx.insert(budgetAlerts).values({ userId: input.userId, kind: 'low_balance', budgetId: null, periodKey: input.periodKey, threshold: 0, measured: input.measured, createdAt: input.now });
}

export async function phoneOf(db: Db, userId: number): Promise<string | null> {
  const [row] = await db.select({ phone: users.phone }).from(users).where(eq(users.id, userId));
  return row?.phone ?? null;
}
