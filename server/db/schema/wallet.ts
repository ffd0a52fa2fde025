import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, numeric, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { BENEFIT_KINDS, CARD_KINDS, TRADE_STATUSES, WALLET_TRANSACTION_TYPES } from '../../../src/shared/contracts/wallet';
import { cardBatches } from './backoffice';
import { users } from './core';

const money = (name: string) => numeric(name, { precision: 16, scale: 2 }).notNull().default('0');

/**
 * One wallet per user (SPEC §3): balance and bank credit line, all exact. `balanceAmount` and
 * `availableCreditLimit` are what can be spent now; the freeze columns are what running
 * pay-as-you-go instances hold for their next hour (together the sum of the instances' holds),
 * frozen from balance first.
 */
export const wallets = pgTable(
  'wallets',
  {
    userId: bigint('user_id', { mode: 'number' })
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    balanceAmount: money('balance_amount'),
    freezeBalanceAmount: money('freeze_balance_amount'),
    totalCreditLimit: money('total_credit_limit'),
    availableCreditLimit: money('available_credit_limit'),
    freezeCreditLimit: money('freeze_credit_limit'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
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
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** recharge | redeem | consume | refund | credit | freeze | unfreeze (a hold taken from or given back to what can be spent) */
    type: text('type', { enum: WALLET_TRANSACTION_TYPES }).notNull(),
    /** Signed: positive in, negative out. */
    amount: numeric('amount', { precision: 16, scale: 2 }).notNull(),
    /** How much of an outgoing amount came from credit rather than balance. */
    creditAmount: numeric('credit_amount', { precision: 16, scale: 2 }).notNull().default('0'),
    balanceAfter: numeric('balance_after', { precision: 16, scale: 2 }).notNull(),
    refType: text('ref_type'),
    refId: text('ref_id'),
    remark: text('remark').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
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
  amount: numeric('amount', { precision: 16, scale: 2 }).notNull().default('0'),
  quantity: integer('quantity').notNull().default(0),
  title: text('title').notNull(),
  /** The batch it was issued in (back office); seeded demo cards have none. */
  batchId: bigint('batch_id', { mode: 'number' }).references(() => cardBatches.id),
  expiresAt: timestamp('expires_at', { withTimezone: true }),
  usedBy: bigint('used_by', { mode: 'number' }).references(() => users.id),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Non-cash benefits a user holds: free AI photo images, GPU card-hours. Each source grants once
 * per user (the unique key), so replays and double clicks cannot grant twice.
 */
export const benefits = pgTable(
  'benefits',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
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
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
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
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** recharge */
    kind: text('kind').notNull(),
    amount: numeric('amount', { precision: 16, scale: 2 }).notNull(),
    /** awaiting | paid | cancelled | expired */
    status: text('status', { enum: TRADE_STATUSES }).notNull(),
    /** The payment channel that collects it (sandbox on a single machine). */
    channel: text('channel').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (t) => [index('trade_orders_user_idx').on(t.userId, t.createdAt), check('trade_orders_amount_positive', sql`${t.amount} > 0`)],
);
