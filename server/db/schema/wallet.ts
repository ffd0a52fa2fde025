import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at, cascade, createdAt, identity, money, ref } from './columns';
import { userRef } from './core';
import { BENEFIT_KINDS, CARD_KINDS, TRADE_STATUSES, WALLET_TRANSACTION_TYPES } from '../../../src/shared/contracts/wallet';
import { cardBatches } from './backoffice';

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

/** Redeemable cards (SPEC §7 useCardExchange): a number and a secret code, used once. */
export const exchangeCards = pgTable('exchange_cards', {
  cardNumber: text('card_number').primaryKey(),
  /** sha256 of the exchange code. */
  codeHash: text('code_hash').notNull(),
  /** balance: credits `amount`; card_hours: grants `quantity` GPU card-hours. */
  kind: text('kind', { enum: CARD_KINDS }).notNull(),
  amount: money('amount').notNull().default('0'),
  quantity: integer('quantity').notNull().default(0),
  title: text('title').notNull(),
  /** The batch it was issued in (back office); seeded demo cards have none. */
  batchId: ref('batch_id', () => cardBatches.id),
  expiresAt: at('expires_at'),
  usedBy: userRef('used_by'),
  usedAt: at('used_at'),
  createdAt: createdAt(),
});

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
