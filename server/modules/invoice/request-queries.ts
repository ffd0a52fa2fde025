import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { INVOICED_STATUSES, type InvoiceRequestQuery } from '../../../src/shared/contracts/invoice';
import { toMinor } from '../../../src/shared/core/money';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client';
import { invoiceRequests, invoiceTitles, users } from '../../db/schema';
import { paginate } from '../../lib/paging';

/** SQL of invoice requests: the module's own table, read and written in small named steps. */
const r = invoiceRequests;
export type RequestRow = typeof r.$inferSelect;
type Status = RequestRow['status'];

/** Serialise a user's requests (and reissues) for the rest of the transaction: two at once count one after the other. */
export async function lockUserRequests(tx: Tx, userId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('invoice_requests'), ${userId}::int)`);
}

/** What is invoiced (submitted, being issued, issued or reissued), in fen. */
export async function invoicedFen(db: Db | Tx, userId: number): Promise<number> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${r.amount}), 0)::text` })
    .from(r)
    .where(and(eq(r.userId, userId), inArray(r.status, [...INVOICED_STATUSES])));
  return toMinor(row!.total);
}

/** What is invoiced per month or order reference, in fen. */
export async function invoicedByRef(db: Db | Tx, userId: number): Promise<Map<string, number>> {
  const rows = await db
    .select({ ref: r.ref, total: sql<string>`sum(${r.amount})::text` })
    .from(r)
    .where(and(eq(r.userId, userId), inArray(r.status, [...INVOICED_STATUSES]), inArray(r.scope, ['month', 'order'])))
    .groupBy(r.ref);
  return new Map(rows.map((row) => [row.ref, toMinor(row.total)]));
}

export async function titleOf(db: Db | Tx, userId: number, titleId: number) {
  const [row] = await db
    .select()
    .from(invoiceTitles)
    .where(and(eq(invoiceTitles.id, titleId), eq(invoiceTitles.userId, userId)));
  return row;
}

export async function insertRequest(tx: Tx, values: typeof r.$inferInsert) {
  const [row] = await tx.insert(r).values(values).returning();
  return row!;
}

/** One request, the user's own when a user is given; locked for the transaction when asked. */
export async function requestRow(db: Db | Tx, id: number, userId?: number, lock = false) {
  const query = db
    .select()
    .from(r)
    .where(and(eq(r.id, id), userId === undefined ? undefined : eq(r.userId, userId)));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** Move a request on, only from the statuses given; undefined when it was not in one of them. */
export async function moveRequest(tx: Tx, id: number, from: readonly Status[], values: Partial<typeof r.$inferInsert>) {
  const [row] = await tx
    .update(r)
    .set(values)
    .where(and(eq(r.id, id), inArray(r.status, [...from])))
    .returning();
  return row;
}

/** A page of requests, newest first: one user's, or everyone's for the back office (with the user's name). */
export function requestPage(db: Db, query: z.infer<typeof InvoiceRequestQuery>, userId?: number) {
  return paginate(
    db,
    db
      .select({ request: r, userName: users.userName })
      .from(r)
      .innerJoin(users, eq(users.id, r.userId))
      .where(and(userId === undefined ? undefined : eq(r.userId, userId), query.status ? eq(r.status, query.status) : undefined))
      .orderBy(desc(r.id))
      .$dynamic(),
    query,
  );
}

/** The next invoice number of the day: 24 digits, as an electronic invoice's (year, a serial). */
export async function nextInvoiceNo(tx: Tx, now: Date): Promise<string> {
  const [row] = await tx.execute<{ n: string }>(sql`select nextval('invoice_no_seq')::text as n`).then((res) => (res as unknown as { rows: { n: string }[] }).rows);
  const day = new Date(now.getTime() + 8 * 3600_000).toISOString().slice(0, 10).replace(/-/g, '');
  return `${day}4403${row!.n.padStart(12, '0')}`;
}
