import { sql } from 'drizzle-orm';
import { bigint, check, date, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at, cascade, hourlyPrice, identity, ref } from './columns';
import { DEMAND_STATUSES, MATCH_KINDS, QUOTE_STATUSES, TERMS } from '../../../src/shared/contracts/mall';
import { bareMetalGoods } from './mall';
import { regions } from './market';
import { userRef } from './user';

/**
 * A buyer's demand (demandGoodsBaseId) on the board (/demands). `max_unit_price` is per GPU-hour, the
 * unit the market's filters use, so matching and filtering apply one rule.
 */
export const demands = pgTable(
  'demands',
  {
    id: identity(200001),
    demandGoodsBaseId: text('demand_goods_base_id').notNull(),
    userId: userRef('user_id').notNull(),
    title: text('title').notNull(),
    /** Empty: any GPU model. */
    gpuModels: text('gpu_models').array().notNull().default(sql`'{}'::text[]`),
    gpuCount: integer('gpu_count').notNull(),
    startDate: date('start_date').notNull(),
    durationDays: integer('duration_days'),
    /** A recurring nightly window instead of a continuous term: minutes from midnight. */
    nightWindow: jsonb('night_window').$type<{ beginMinute: number; endMinute: number }>(),
    regionCode: text('region_code').references(() => regions.code),
    maxUnitPrice: hourlyPrice('max_unit_price').notNull(),
    deliveryDeadline: date('delivery_deadline').notNull(),
    notes: text('notes').notNull().default(''),
    contactName: text('contact_name').notNull(),
    contactPhone: text('contact_phone').notNull(),
    status: text('status', { enum: DEMAND_STATUSES }).notNull().default('pending_review'),
    reason: text('reason'),
    acceptedQuoteId: bigint('accepted_quote_id', { mode: 'number' }),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
    closedAt: at('closed_at'),
  },
  (t) => [
    uniqueIndex('demands_base_id_key').on(t.demandGoodsBaseId),
    index('demands_board_idx').on(t.status, t.createdAt),
    index('demands_user_idx').on(t.userId, t.createdAt),
    check('demands_gpu_count', sql`${t.gpuCount} >= 1`),
    check('demands_price', sql`${t.maxUnitPrice} > 0`),
  ],
);

/** A supplier's quote on a demand; the buyer compares the open ones and accepts one. */
export const demandQuotes = pgTable(
  'demand_quotes',
  {
    id: identity(),
    demandId: ref('demand_id', () => demands.id).notNull(),
    supplierId: userRef('supplier_id').notNull(),
    goodsId: ref('goods_id', () => bareMetalGoods.id),
    /** Per GPU-hour, like the demand's maximum. */
    unitPrice: hourlyPrice('unit_price').notNull(),
    term: text('term', { enum: TERMS }).notNull(),
    startDate: date('start_date').notNull(),
    /** The shortest commitment, in months. */
    minCommitmentMonths: integer('min_commitment_months').notNull(),
    validUntil: at('valid_until').notNull(),
    note: text('note').notNull().default(''),
    status: text('status', { enum: QUOTE_STATUSES }).notNull().default('open'),
    createdAt: at('created_at').notNull(),
    decidedAt: at('decided_at'),
  },
  (t) => [
    index('demand_quotes_demand_idx').on(t.demandId, t.createdAt),
    uniqueIndex('demand_quotes_one_open').on(t.demandId, t.supplierId).where(sql`${t.status} = 'open'`),
    check('demand_quotes_price', sql`${t.unitPrice} > 0`),
  ],
);

/** Resources that satisfy an open demand, kept current by the matcher (one row per demand and resource). */
export const demandMatches = pgTable(
  'demand_matches',
  {
    demandId: ref('demand_id', () => demands.id, cascade).notNull(),
    kind: text('kind', { enum: MATCH_KINDS }).notNull(),
    /** container_goods.id, bare_metal_goods.id or supply_plans.id by kind. */
    resourceId: bigint('resource_id', { mode: 'number' }).notNull(),
    /** The resource's price per GPU-hour, and how far under (negative) or over the demand's maximum. */
    unitPrice: hourlyPrice('unit_price').notNull(),
    priceDiff: hourlyPrice('price_diff').notNull(),
    matchedAt: at('matched_at').notNull(),
  },
  (t) => [uniqueIndex('demand_matches_key').on(t.demandId, t.kind, t.resourceId), index('demand_matches_resource_idx').on(t.kind, t.resourceId)],
);

/**
 * Changes waiting to be matched: a demand or a resource that changed. Triggers (migration 0007) add
 * a row per change; the matcher takes rows with FOR UPDATE SKIP LOCKED and deletes them in the same
 * transaction as the matches it writes, so each change is matched exactly once, whichever gateway runs it.
 */
export const matchQueue = pgTable(
  'match_queue',
  {
    id: identity(),
    /** demand | elastic | bare_metal | plan */
    subject: text('subject').notNull(),
    subjectId: bigint('subject_id', { mode: 'number' }).notNull(),
    queuedAt: at('queued_at').notNull().defaultNow(),
  },
  (t) => [index('match_queue_order_idx').on(t.id)],
);
