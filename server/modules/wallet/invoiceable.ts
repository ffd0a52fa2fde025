import { and, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import { toMinor } from '../../../src/shared/core/money';
import type { Db, Tx } from '../../db/client';
import { walletTransactions } from '../../db/schema';

/**
 * The wallet's reads for invoicing (SPEC §2 /bss-invoice): what came in and what was spent, by
 * where the money came from, in fen. Reads only; freezes and credit grants are not money spent.
 */
const t = walletTransactions;

/** Money sums of a user's records, in fen (all positive). */
export interface MoneySums {
  /** Recharged through a payment channel (real money). */
  recharged: number;
  /** Came in without being paid for: redeemed cards, supplier income. */
  gifted: number;
  /** Consumption paid from the balance. */
  spentBalance: number;
  /** Consumption paid from the bank's credit line. */
  spentCredit: number;
  /** Refunds back to the balance. */
  refundedBalance: number;
  /** Refunds back to the credit line. */
  refundedCredit: number;
}

const fen = (value: string | null | undefined) => toMinor(value ?? '0');

/**
 * The sums of a user's money records, optionally only in [from, to) or only those naming one
 * reference (an order). Runs on the caller's transaction when given one.
 */
export async function moneySums(db: Db | Tx, userId: number, where: { from?: Date; to?: Date; refType?: string; refId?: string } = {}): Promise<MoneySums> {
  const balancePart = sql`abs(${t.amount}) - ${t.creditAmount}`;
  const [row] = await db
    .select({
      recharged: sql<string>`coalesce(sum(case when ${t.type} = 'recharge' then ${t.amount} end), 0)::text`,
      gifted: sql<string>`coalesce(sum(case when ${t.type} in ('redeem', 'income') then ${t.amount} end), 0)::text`,
      spentBalance: sql<string>`coalesce(sum(case when ${t.type} = 'consume' then ${balancePart} end), 0)::text`,
      spentCredit: sql<string>`coalesce(sum(case when ${t.type} = 'consume' then ${t.creditAmount} end), 0)::text`,
      refundedBalance: sql<string>`coalesce(sum(case when ${t.type} = 'refund' then ${balancePart} end), 0)::text`,
      refundedCredit: sql<string>`coalesce(sum(case when ${t.type} = 'refund' then ${t.creditAmount} end), 0)::text`,
    })
    .from(t)
    .where(
      and(
        eq(t.userId, userId),
        inArray(t.type, ['recharge', 'redeem', 'income', 'consume', 'refund']),
        where.from ? gte(t.createdAt, where.from) : undefined,
        where.to ? lt(t.createdAt, where.to) : undefined,
        where.refType ? eq(t.refType, where.refType) : undefined,
        where.refId ? eq(t.refId, where.refId) : undefined,
      ),
    );
  return {
    recharged: fen(row?.recharged),
    gifted: fen(row?.gifted),
    spentBalance: fen(row?.spentBalance),
    spentCredit: fen(row?.spentCredit),
    refundedBalance: fen(row?.refundedBalance),
    refundedCredit: fen(row?.refundedCredit),
  };
}

/** The prepaid orders a user paid from the wallet (compute orders, mall orders), newest first, with their net spend. */
export async function paidOrders(db: Db, userId: number, limit = 100) {
  const rows = await db
    .select({
      refType: t.refType,
      refId: t.refId,
      remark: sql<string>`min(${t.remark})`,
      at: sql<string>`min(${t.createdAt})::text`,
      spent: sql<string>`(-sum(${t.amount}))::numeric(16,2)::text`,
    })
    .from(t)
    .where(and(eq(t.userId, userId), inArray(t.type, ['consume', 'refund']), inArray(t.refType, ['order', 'mall_order'])))
    .groupBy(t.refType, t.refId)
    .orderBy(sql`min(${t.createdAt}) desc`)
    .limit(limit);
  return rows.map((row) => ({ ref: `${row.refType}:${row.refId}`, remark: row.remark, at: row.at, spentFen: fen(row.spent) }));
}

/** The net spend (consumption less refunds) per China-time month, newest first, in fen. */
export async function spendByMonth(db: Db, userId: number, months = 12) {
  const month = sql<string>`to_char(${t.createdAt} at time zone 'Asia/Shanghai', 'YYYY-MM')`;
  const rows = await db
    .select({ month, spent: sql<string>`(-sum(${t.amount}))::numeric(16,2)::text` })
    .from(t)
    .where(and(eq(t.userId, userId), inArray(t.type, ['consume', 'refund'])))
    .groupBy(month)
    .orderBy(sql`1 desc`)
    .limit(months);
  return rows.map((row) => ({ month: row.month, spentFen: fen(row.spent) }));
}
