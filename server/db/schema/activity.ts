import { sql } from 'drizzle-orm';
import { index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { NEW_USER_PACKAGE_STATUSES, PAY_METHODS, PAY_SCENARIOS } from '../../../src/shared/contracts/activity';
import { at, cascade, createdAt, identity, money } from './columns';
import { userRef } from './user';

/**
 * New-user package purchases (SPEC §7 getNewUserActivityPayInfo): one per certified person, the
 * real-name subject (type and number) rather than the account, so a second account of the same
 * person cannot buy it again. Only a paid row counts (a partial unique key); the benefit is granted
 * in the transaction that marks it paid.
 */
export const newUserPackages = pgTable(
  'new_user_packages',
  {
    id: identity(),
    userId: userRef('user_id', cascade).notNull(),
    /** certification type and number, e.g. "personal:110101199003071234". */
    personKey: text('person_key').notNull(),
    tradeNo: text('trade_no').notNull(),
    amount: money('amount').notNull(),
    payMethod: text('pay_method', { enum: PAY_METHODS }).notNull(),
    payScenario: text('pay_scenario', { enum: PAY_SCENARIOS }),
    /** awaiting | paid | closed */
    status: text('status', { enum: NEW_USER_PACKAGE_STATUSES }).notNull(),
    createdAt: createdAt(),
    paidAt: at('paid_at'),
  },
  (t) => [
    uniqueIndex('new_user_packages_trade_key').on(t.tradeNo),
    uniqueIndex('new_user_packages_person_paid_key').on(t.personKey).where(sql`${t.status} = 'paid'`),
    index('new_user_packages_user_idx').on(t.userId, t.id),
  ],
);
