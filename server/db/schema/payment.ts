import { sql } from 'drizzle-orm';
import { check, index, pgTable, text } from 'drizzle-orm/pg-core';
import { at, cascade, money } from './columns';
import { TRADE_STATUSES } from '../../../src/shared/contracts/wallet';
import { userRef } from './user';

/**
 * Orders awaiting payment through a payment channel (SPEC §7 tradeOrders): wallet recharges.
 * A payment is applied once: the status moves awaiting → paid by one guarded UPDATE, and the
 * wallet record is unique per trade.
 */
export const tradeOrders = pgTable(
  'trade_orders',
  {
    /** tradeNo */
    id: text('id').primaryKey(),
    userId: userRef('user_id', cascade).notNull(),
    /** recharge */
    kind: text('kind').notNull(),
    amount: money('amount').notNull(),
    /** awaiting | paid | cancelled | expired */
    status: text('status', { enum: TRADE_STATUSES }).notNull(),
    /** The payment channel that collects it (sandbox on a single machine). */
    channel: text('channel').notNull(),
    createdAt: at('created_at').notNull(),
    expiresAt: at('expires_at').notNull(),
    paidAt: at('paid_at'),
    closedAt: at('closed_at'),
  },
  (t) => [index('trade_orders_user_idx').on(t.userId, t.createdAt), check('trade_orders_amount_positive', sql`${t.amount} > 0`)],
);
