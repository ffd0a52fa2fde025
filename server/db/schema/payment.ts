import { sql } from 'drizzle-orm';
import { check, index, pgTable, text } from 'drizzle-orm/pg-core';
import { at, cascade, money } from './columns';
import { TRADE_STATUSES } from '../../../src/shared/contracts/wallet';
import { PAY_METHODS, PAY_SCENARIOS } from '../../../src/shared/contracts/activity';
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
    /** recharge | new_user_package */
    kind: text('kind').notNull(),
    amount: money('amount').notNull(),
    /** awaiting | paid | cancelled | expired */
    status: text('status', { enum: TRADE_STATUSES }).notNull(),
    /** The payment channel that collects it (sandbox on a single machine). */
    channel: text('channel').notNull(),
    /** SPEC §3 payment method and pay scenario, when the payer chose them (the recharge cashier does not). */
    payMethod: text('pay_method', { enum: PAY_METHODS }),
    payScenario: text('pay_scenario', { enum: PAY_SCENARIOS }),
    createdAt: at('created_at').notNull(),
    expiresAt: at('expires_at').notNull(),
    paidAt: at('paid_at'),
    closedAt: at('closed_at'),
  },
  (t) => [index('trade_orders_user_idx').on(t.userId, t.createdAt), check('trade_orders_amount_positive', sql`${t.amount} > 0`)],
);
