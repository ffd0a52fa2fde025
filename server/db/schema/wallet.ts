import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at, cascade, createdAt, identity, money } from './columns';
import { BENEFIT_KINDS, WALLET_TRANSACTION_TYPES } from '../../../src/shared/contracts/wallet';
import { userRef } from './user';

/**
 * One wallet per user (SPEC §3): balance and bank credit line, all exact. `balanceAmount` and
 * `availableCreditLimit` are what can be spent now; the freeze columns are what running
 * pay-as-you-go instances hold for their next hour (together the sum of the instances' holds),
 * frozen from balance first.
 */
export const wallets = pgTable(
  'wallets',
  {
    userId: userRef('user_id', cascade).primaryKey(),
    balanceAmount: money('balance_amount').notNull().default('0'),
    freezeBalanceAmount: money('freeze_balance_amount').notNull().default('0'),
    totalCreditLimit: money('total_credit_limit').notNull().default('0'),
    availableCreditLimit: money('available_credit_limit').notNull().default('0'),
    freezeCreditLimit: money('freeze_credit_limit').notNull().default('0'),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check('wallets_balance_non_negative', sql`${t.balanceAmount} >= 0`),
    check('wallets_credit_non_negative', sql`${t.availableCreditLimit} >= 0`),
    check('wallets_freeze_non_negative', sql`${t.freezeBalanceAmount} >= 0 and ${t.freezeCreditLimit} >= 0`),
  ],
);

/** Every movement of money in or out of a wallet (the income and expense records). */
export const walletTransactions = pgTable(
  'wallet_transactions',
  {
    id: identity(),
    userId: userRef('user_id', cascade).notNull(),
    /** recharge | redeem | consume | refund | credit | freeze | unfreeze (a hold taken from or given back to what can be spent) */
    type: text('type', { enum: WALLET_TRANSACTION_TYPES }).notNull(),
    /** Signed: positive in, negative out. */
    amount: money('amount').notNull(),
    /** How much of an outgoing amount came from credit rather than balance. */
    creditAmount: money('credit_amount').notNull().default('0'),
    balanceAfter: money('balance_after').notNull(),
    refType: text('ref_type'),
    refId: text('ref_id'),
    remark: text('remark').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    index('wallet_tx_user_idx').on(t.userId, t.id),
    uniqueIndex('wallet_tx_ref_key').on(t.type, t.refType, t.refId),
  ],
);

/**
 * Non-cash benefits a user holds: free AI photo images, GPU card-hours. Each source grants once
 * per user (the unique key), so replays and double clicks cannot grant twice.
 */
export const benefits = pgTable(
  'benefits',
  {
    id: identity(),
    userId: userRef('user_id', cascade).notNull(),
    /** photo_api_images | gpu_card_hours */
    kind: text('kind', { enum: BENEFIT_KINDS }).notNull(),
    quantity: integer('quantity').notNull(),
    /** Units used (photo_api_images). */
    used: integer('used').notNull().default(0),
    /** Card-minutes used (gpu_card_hours): metering spends card-hours to the minute. */
    usedMinutes: integer('used_minutes').notNull().default(0),
    /** signup | questionnaire | card:<number> | … */
    source: text('source').notNull(),
    title: text('title').notNull(),
    expiresAt: at('expires_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('benefits_user_source_kind_key').on(t.userId, t.source, t.kind),
    check('benefits_used_within_quantity', sql`${t.used} >= 0 and ${t.used} <= ${t.quantity}`),
    check('benefits_minutes_within_quantity', sql`${t.usedMinutes} >= 0 and ${t.usedMinutes} <= ${t.quantity} * 60`),
  ],
);
