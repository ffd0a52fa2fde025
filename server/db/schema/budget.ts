import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { BUDGET_ALERT_KINDS, BUDGET_BASES, BUDGET_PERIODS } from '../../../src/shared/contracts/budget';
import { at, cascade, createdAt, identity, money, ref } from './columns';
import { userRef } from './user';

/** A user's budgets (/bss-overview): an amount per month, quarter or year, on actual or forecast spend. */
export const budgets = pgTable(
  'budgets',
  {
    id: identity(),
    userId: userRef('user_id', cascade).notNull(),
    name: text('name').notNull(),
    period: text('period', { enum: BUDGET_PERIODS }).notNull(),
    basis: text('basis', { enum: BUDGET_BASES }).notNull(),
    amount: money('amount').notNull(),
    stopAtLimit: boolean('stop_at_limit').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [index('budgets_user_idx').on(t.userId), check('budgets_amount_positive', sql`${t.amount} > 0`)],
);

/**
 * Every alert sent: a budget's threshold in one period (the unique key: sent once, whatever the
 * number of gateways evaluating), or a low balance.
 */
export const budgetAlerts = pgTable(
  'budget_alerts',
  {
    id: identity(),
    userId: userRef('user_id', cascade).notNull(),
    kind: text('kind', { enum: BUDGET_ALERT_KINDS }).notNull(),
    budgetId: ref('budget_id', () => budgets.id, cascade),
    periodKey: text('period_key').notNull(),
    threshold: integer('threshold').notNull(),
    measured: money('measured').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('budget_alerts_user_idx').on(t.userId, t.id), uniqueIndex('budget_alerts_once_key').on(t.budgetId, t.periodKey, t.threshold)],
);

/**
 * The low-balance alert of a user: sent once when balance plus available credit falls below the
 * threshold (alerted_at set by one guarded UPDATE), armed again once it is back above.
 */
export const lowBalanceAlerts = pgTable('low_balance_alerts', {
  userId: userRef('user_id', cascade).primaryKey(),
  threshold: money('threshold').notNull(),
  alertedAt: at('alerted_at'),
  updatedAt: at('updated_at').notNull().defaultNow(),
});
