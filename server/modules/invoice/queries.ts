import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { certifications, invoiceTitles } from '../../db/schema';
import { countAll } from '../../lib/sql';

/** SQL of the invoice module: small named reads and writes of its own tables. */
export type TitleValues = Omit<typeof invoiceTitles.$inferInsert, 'id' | 'userId' | 'createdAt' | 'updatedAt'>;

export const listTitles = (db: Db, userId: number) => db.select().from(invoiceTitles).where(eq(invoiceTitles.userId, userId)).orderBy(asc(invoiceTitles.id));

/** Counts the user's titles, holding a per-user lock for the transaction so parallel creations count one after another. */
export async function countTitles(tx: Tx, userId: number): Promise<number> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('invoice_titles'), ${userId}::int)`);
  const [row] = await tx.select({ total: countAll }).from(invoiceTitles).where(eq(invoiceTitles.userId, userId));
  return row!.total;
}

export async function insertTitle(tx: Tx, userId: number, values: TitleValues) {
  const [row] = await tx.insert(invoiceTitles).values({ ...values, userId }).returning();
  return row!;
}

/** Changes one of the user's titles; undefined when the id is not theirs. */
export async function updateTitle(tx: Tx, userId: number, id: number, values: TitleValues, now: Date) {
  const [row] = await tx
    .update(invoiceTitles)
    .set({ ...values, updatedAt: now })
    .where(and(eq(invoiceTitles.id, id), eq(invoiceTitles.userId, userId)))
    .returning();
  return row;
}

export async function deleteTitle(db: Db | Tx, userId: number, id: number): Promise<boolean> {
  const rows = await db.delete(invoiceTitles).where(and(eq(invoiceTitles.id, id), eq(invoiceTitles.userId, userId))).returning({ id: invoiceTitles.id });
  return rows.length > 0;
}

/** The user's certification, when it passed review as an organisation. */
export async function certifiedOrganisation(tx: Tx, userId: number) {
  const [row] = await tx
    .select({ name: certifications.name, code: certifications.code })
    .from(certifications)
    .where(and(eq(certifications.userId, userId), eq(certifications.type, 'enterprise'), eq(certifications.status, 'review_pass')));
  return row;
}
