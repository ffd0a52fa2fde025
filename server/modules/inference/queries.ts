import { and, desc, eq, gte, ilike, isNotNull, isNull, lt, lte, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { accessPointWindows, accessPoints, apiCalls } from '../../db/schema';
import { int, likeContains } from '../../lib/sql';

/* The inference module's SQL over its own tables: access points, their limit windows and the call log. */

export type AccessPointRow = typeof accessPoints.$inferSelect;
export type NewAccessPoint = typeof accessPoints.$inferInsert;
export type ApiCallRow = typeof apiCalls.$inferSelect;
export type NewApiCall = typeof apiCalls.$inferInsert;

export async function insertAccessPoint(db: Db, row: NewAccessPoint): Promise<AccessPointRow> {
  const [made] = await db.insert(accessPoints).values(row).returning();
  return made!;
}

/** A user's access points, newest first, optionally by part of the name. */
export function accessPointsOf(db: Db, userId: number, keyword?: string) {
  return db
    .select()
    .from(accessPoints)
    .where(and(eq(accessPoints.userId, userId), keyword ? ilike(accessPoints.name, likeContains(keyword)) : undefined))
    .orderBy(desc(accessPoints.id))
    .$dynamic();
}

/** One access point of its owner; another user's id reads as none. */
export async function ownedAccessPoint(db: Db | Tx, userId: number, id: number): Promise<AccessPointRow | undefined> {
  const [row] = await db
    .select()
    .from(accessPoints)
    .where(and(eq(accessPoints.id, id), eq(accessPoints.userId, userId)));
  return row;
}

export async function accessPointByKeyHash(db: Db, keyHash: string): Promise<AccessPointRow | undefined> {
  const [row] = await db.select().from(accessPoints).where(eq(accessPoints.keyHash, keyHash));
  return row;
}

export async function updateOwnedAccessPoint(db: Db, userId: number, id: number, set: Partial<NewAccessPoint>): Promise<AccessPointRow | undefined> {
  const [row] = await db
    .update(accessPoints)
    .set(set)
    .where(and(eq(accessPoints.id, id), eq(accessPoints.userId, userId)))
    .returning();
  return row;
}

export async function deleteOwnedAccessPoint(db: Db, userId: number, id: number): Promise<boolean> {
  const rows = await db
    .delete(accessPoints)
    .where(and(eq(accessPoints.id, id), eq(accessPoints.userId, userId)))
    .returning({ id: accessPoints.id });
  return rows.length > 0;
}

export async function touchAccessPoint(db: Db, id: number, at: Date): Promise<void> {
  await db.update(accessPoints).set({ lastUsedAt: at }).where(eq(accessPoints.id, id));
}

/**
 * Take `amount` places in a key's window if the window still has them: one statement that inserts
 * the window or adds to it only while it stays within `limit`, so gateways sharing the database
 * together never pass the limit. Answers whether the places were taken.
 */
export async function takeWindow(db: Db | Tx, accessPointId: number, kind: 'minute' | 'day', windowStart: Date, amount: number, limit: number): Promise<boolean> {
  if (amount > limit) return false;
  const rows = await db
    .insert(accessPointWindows)
    .values({ accessPointId, kind, windowStart, used: amount })
    .onConflictDoUpdate({
      target: [accessPointWindows.accessPointId, accessPointWindows.kind, accessPointWindows.windowStart],
      set: { used: sql`${accessPointWindows.used} + ${amount}` },
      setWhere: sql`${accessPointWindows.used} + ${amount} <= ${limit}`,
    })
    .returning({ used: accessPointWindows.used });
  return rows.length > 0;
}

/** Windows that ended before `before` are of no use to any limit. */
export async function dropWindowsBefore(db: Db, before: Date): Promise<void> {
  await db.delete(accessPointWindows).where(lt(accessPointWindows.windowStart, before));
}

/** Calls, images and spend of a key (or a whole account) since an instant. */
export async function callTotals(db: Db | Tx, where: { accessPointId?: number; userId?: number }, since: Date) {
  const [row] = await db
    .select({
      calls: int(sql`count(*)`),
      units: int(sql`coalesce(sum(${apiCalls.units}), 0)`),
      cost: sql<string>`coalesce(sum(${apiCalls.cost}), 0)::numeric(16,2)::text`,
    })
    .from(apiCalls)
    .where(
      and(
        where.accessPointId !== undefined ? eq(apiCalls.accessPointId, where.accessPointId) : undefined,
        where.userId !== undefined ? eq(apiCalls.userId, where.userId) : undefined,
        gte(apiCalls.createdAt, since),
      ),
    );
  return { calls: row?.calls ?? 0, units: row?.units ?? 0, cost: row?.cost ?? '0.00' };
}

export async function insertCall(db: Db | Tx, row: NewApiCall): Promise<void> {
  await db.insert(apiCalls).values(row);
}

export interface CallFilter {
  userId: number;
  accessPointId?: number;
  outcome?: 'success' | 'error';
  from?: Date;
  to?: Date;
}

export function callWhere(filter: CallFilter): SQL | undefined {
  return and(
    eq(apiCalls.userId, filter.userId),
    filter.accessPointId ? eq(apiCalls.accessPointId, filter.accessPointId) : undefined,
    filter.outcome === 'success' ? isNull(apiCalls.error) : filter.outcome === 'error' ? isNotNull(apiCalls.error) : undefined,
    filter.from ? gte(apiCalls.createdAt, filter.from) : undefined,
    filter.to ? lte(apiCalls.createdAt, filter.to) : undefined,
  );
}

export function callsOf(db: Db, filter: CallFilter) {
  return db.select().from(apiCalls).where(callWhere(filter)).orderBy(desc(apiCalls.id)).$dynamic();
}

/** One batch of the filter's calls older than `beforeId`, newest first (the export reads in batches). */
export function callBatch(db: Db, filter: CallFilter, beforeId: number | null, size: number) {
  return db
    .select()
    .from(apiCalls)
    .where(and(callWhere(filter), beforeId === null ? undefined : lt(apiCalls.id, beforeId)))
    .orderBy(desc(apiCalls.id))
    .limit(size);
}

/** Lock a key's row for the transaction: its charges (and their caps) then go one at a time. */
export async function lockAccessPoint(tx: Tx, id: number): Promise<AccessPointRow | undefined> {
  const [row] = await tx.select().from(accessPoints).where(eq(accessPoints.id, id)).for('update');
  return row;
}

/** The call an Idempotency-Key of a key was first used with. */
export async function callByIdempotencyKey(db: Db | Tx, accessPointId: number, key: string): Promise<ApiCallRow | undefined> {
  const [row] = await db
    .select()
    .from(apiCalls)
    .where(and(eq(apiCalls.accessPointId, accessPointId), eq(apiCalls.idempotencyKey, key)));
  return row;
}
