import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { at, createdAt, identity, money, ref } from './columns';
import { CARD_KINDS } from '../../../src/shared/contracts/wallet';
import { userRef } from './user';

/**
 * A batch of redeem cards issued together. Codes are generated with a CSPRNG, shown and exported
 * once (`exported_at`), and stored only as hashes in exchange_cards (batch_id).
 */
export const cardBatches = pgTable(
  'card_batches',
  {
    id: identity(),
    name: text('name').notNull(),
    /** balance (amount) | card_hours (quantity, GPU card-hours) | photo_images (quantity, AI photo images) */
    kind: text('kind', { enum: CARD_KINDS }).notNull(),
    amount: money('amount').notNull().default('0'),
    quantity: integer('quantity').notNull().default(0),
    count: integer('count').notNull(),
    validFrom: at('valid_from'),
    expiresAt: at('expires_at'),
    /** How many cards of this batch one user may redeem. */
    perUserLimit: integer('per_user_limit').notNull().default(1),
    /** active | revoked */
    status: text('status', { enum: ['active', 'revoked'] }).notNull().default('active'),
    createdBy: userRef('created_by').notNull(),
    createdAt: at('created_at').notNull(),
    exportedAt: at('exported_at'),
    revokedAt: at('revoked_at'),
    revokedBy: userRef('revoked_by'),
  },
  (t) => [check('card_batches_count', sql`${t.count} between 1 and 10000`), check('card_batches_limit', sql`${t.perUserLimit} >= 1`)],
);

/** Redeemable cards (SPEC §7 useCardExchange): a number and a secret code, used once. */
export const exchangeCards = pgTable(
  'exchange_cards',
  {
    cardNumber: text('card_number').primaryKey(),
    /** sha256 of the card number and the exchange code in canonical form (see cards/redeem.ts). */
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
  },
  (t) => [index('exchange_cards_canonical_number').on(sql`upper(translate(${t.cardNumber}, ' -', ''))`)],
);

/** A card's number as typed by anyone: upper-case, without spaces or dashes (indexed). */
export const canonicalCardNumber = sql<string>`upper(translate(${exchangeCards.cardNumber}, ' -', ''))`;
