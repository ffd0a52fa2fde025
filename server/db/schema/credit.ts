import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at, cascade, createdAt, identity, money } from './columns';
import { userRef } from './user';

/**
 * The bank's repayment notices (credit-recharge statement, 2025-09-18): the user repays the bank
 * directly, and the bank tells the platform through its adapter; each notice is applied once (its
 * number is unique) and restores the available credit by what it repaid of what was drawn.
 */
export const creditRepayments = pgTable(
  'credit_repayments',
  {
    id: identity(),
    userId: userRef('user_id', cascade).notNull(),
    /** The adapter that received it (sandbox here). */
    bank: text('bank').notNull(),
    noticeNo: text('notice_no').notNull(),
    amount: money('amount').notNull(),
    /** What went back to the available credit: the amount, at most what was owed. */
    restored: money('restored').notNull(),
    repaidAt: at('repaid_at').notNull(),
    receivedAt: createdAt(),
  },
  (t) => [
    uniqueIndex('credit_repayments_notice_key').on(t.bank, t.noticeNo),
    index('credit_repayments_user_idx').on(t.userId, t.id),
    check('credit_repayments_amount_positive', sql`${t.amount} > 0`),
  ],
);
