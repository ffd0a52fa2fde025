import { and, desc, eq, gte, lt, lte, sql, type SQL } from 'drizzle-orm';
import type { RecordFilter, RecordSummaryRow } from '../../../src/shared/contracts/costs';
import type { Db } from '../../db/client';
import { walletTransactions } from '../../db/schema';
import { int } from '../../lib/sql';

/**
 * Reads of the income and expense records for the cost centre (/bss-Wallet): the filter the page,
 * its summary and its export share, the export's stream, the monthly summary, and the balance the
 * records add up to. Only reads: the wallet's writes are in service.ts and charges.ts.
 */
const t = walletTransactions;

export function recordWhere(userId: number, filter: RecordFilter): SQL | undefined {
  return and(
    eq(t.userId, userId),
    filter.type ? eq(t.type, filter.type) : undefined,
    filter.createdAtMin ? gte(t.createdAt, new Date(filter.createdAtMin)) : undefined,
    filter.createdAtMax ? lte(t.createdAt, new Date(filter.createdAtMax)) : undefined,
  );
}

const recordColumns = {
  id: t.id,
  type: t.type,
  amount: t.amount,
  creditAmount: t.creditAmount,
  balanceAfter: t.balanceAfter,
  refType: t.refType,
  refId: t.refId,
  remark: t.remark,
  createdAt: t.createdAt,
};
export type RecordRow = { id: number; type: (typeof t.type.enumValues)[number]; amount: string; creditAmount: string; balanceAfter: string; refType: string | null; refId: string | null; remark: string; createdAt: Date };

/**
 * Every record the filter matches, newest first, read in batches by id (keyset), so an export of
 * any size holds one batch in memory at a time.
 */
export async function* streamRecords(db: Db, userId: number, filter: RecordFilter, batch = 1000): AsyncGenerator<RecordRow[]> {
  let before: number | null = null;
  for (;;) {
    const rows: RecordRow[] = await db
      .select(recordColumns)
      .from(t)
      .where(and(recordWhere(userId, filter), before === null ? undefined : lt(t.id, before)))
      .orderBy(desc(t.id))
      .limit(batch);
    if (rows.length === 0) return;
    yield rows;
    if (rows.length < batch) return;
    before = rows[rows.length - 1]!.id;
  }
}

/** The records the filter matches, summed per China-time month and type, newest month first. */
export async function recordSummary(db: Db, userId: number, filter: RecordFilter): Promise<RecordSummaryRow[]> {
  const month = sql<string>`to_char(${t.createdAt} at time zone 'Asia/Shanghai', 'YYYY-MM')`;
  const rows = await db
    .select({ month, type: t.type, count: int(sql`count(*)`), amount: sql<string>`sum(${t.amount})::numeric(14,2)::text` })
    .from(t)
    .where(recordWhere(userId, filter))
    .groupBy(month, t.type)
    .orderBy(desc(month), t.type);
  return rows;
}

/**
 * What the records say the wallet holds of the user's own money, in yuan, as `{ own, available }`:
 * `own` sums each money record (recharge, redemption, refund, income, consumption) less what of it
 * was credit (an outgoing amount's credit part never left the balance; an incoming one's went back
 * to the credit line), and equals balance + frozen balance at all times. `available` also takes the
 * freeze and unfreeze records off, which equals the balance that can be spent: every change of the
 * frozen amounts is recorded, also a hold moving between balance and credit (moveWallet).
 */
export async function balanceFromRecords(db: Db, userId: number): Promise<{ own: string; available: string }> {
  const part = sql`case when ${t.amount} < 0 then ${t.amount} + ${t.creditAmount} else ${t.amount} - ${t.creditAmount} end`;
  const [row] = await db
    .select({
      own: sql<string>`coalesce(sum(case when ${t.type} in ('credit', 'repayment', 'freeze', 'unfreeze') then 0 else ${part} end), 0)::numeric(14,2)::text`,
      available: sql<string>`coalesce(sum(case when ${t.type} in ('credit', 'repayment') then 0 else ${part} end), 0)::numeric(14,2)::text`,
    })
    .from(t)
    .where(eq(t.userId, userId));
  return row!;
}
