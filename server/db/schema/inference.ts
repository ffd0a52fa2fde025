import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, numeric, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { API_PRODUCTS, ACCESS_POINT_STATUSES, SPEND_PERIODS } from '../../../src/shared/contracts/inference';
import { at, cascade, createdAt, identity, money, ref, timestamps } from './columns';
import { userRef } from './user';

/**
 * Access points (issue 23): a product plus an API key. The key itself is never stored: only its
 * SHA-256 (the key carries 48 random characters, so a fast hash is enough) and the few characters
 * the mask shows.
 */
export const accessPoints = pgTable(
  'access_points',
  {
    id: identity(),
    userId: userRef('user_id', cascade).notNull(),
    name: text('name').notNull(),
    product: text('product', { enum: API_PRODUCTS }).notNull(),
    status: text('status', { enum: ACCESS_POINT_STATUSES }).notNull().default('active'),
    keyHash: text('key_hash').notNull(),
    /** "sk-ab…wxyz": what the lists show of the key. */
    maskedKey: text('masked_key').notNull(),
    expiresAt: at('expires_at'),
    /** CIDR ranges a call must come from; empty: any address. */
    ipRanges: jsonb('ip_ranges').$type<string[]>().notNull().default([]),
    rpm: integer('rpm'),
    imagesPerDay: integer('images_per_day'),
    spendCap: money('spend_cap'),
    spendCapPeriod: text('spend_cap_period', { enum: SPEND_PERIODS }),
    freeOnly: boolean('free_only').notNull().default(false),
    lastUsedAt: at('last_used_at'),
    rotatedAt: at('rotated_at'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('access_points_key_hash_key').on(t.keyHash),
    index('access_points_user_idx').on(t.userId, t.id),
    check('access_points_limits_positive', sql`coalesce(${t.rpm}, 1) > 0 and coalesce(${t.imagesPerDay}, 1) > 0 and coalesce(${t.spendCap}, 1) > 0`),
  ],
);

/**
 * The limit state of each key, shared by every gateway on the database: how many requests (or
 * images) a key used in a window (a minute, a China-time day). A request takes its place with one
 * conditional upsert, so two gateways together never let more through than the limit.
 */
export const accessPointWindows = pgTable(
  'access_point_windows',
  {
    accessPointId: ref('access_point_id', () => accessPoints.id, cascade).notNull(),
    /** minute | day */
    kind: text('kind', { enum: ['minute', 'day'] }).notNull(),
    windowStart: at('window_start').notNull(),
    used: integer('used').notNull(),
  },
  (t) => [primaryKey({ columns: [t.accessPointId, t.kind, t.windowStart] }), index('access_point_windows_start_idx').on(t.windowStart)],
);

/**
 * Every call through an access point (API 调用日志): kept when the access point is deleted, with
 * its name as it was. `idempotencyKey` makes a retried call answer once and be charged once.
 */
export const apiCalls = pgTable(
  'api_calls',
  {
    id: identity(),
    requestId: text('request_id').notNull(),
    userId: userRef('user_id', cascade).notNull(),
    accessPointId: ref('access_point_id', () => accessPoints.id, { onDelete: 'set null' }),
    accessPointName: text('access_point_name').notNull(),
    product: text('product', { enum: API_PRODUCTS }).notNull(),
    endpoint: text('endpoint').notNull(),
    status: integer('status').notNull(),
    latencyMs: integer('latency_ms').notNull(),
    units: integer('units').notNull().default(0),
    unitPrice: numeric('unit_price', { precision: 12, scale: 4 }).notNull().default('0'),
    cost: money('cost').notNull().default('0'),
    free: boolean('free').notNull().default(false),
    clientIp: text('client_ip').notNull(),
    error: text('error'),
    idempotencyKey: text('idempotency_key'),
    /** What the idempotent request was (its image and options, hashed): a key answers only the same request again. */
    requestHash: text('request_hash'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('api_calls_request_id_key').on(t.requestId),
    uniqueIndex('api_calls_idempotency_key').on(t.accessPointId, t.idempotencyKey),
    index('api_calls_user_idx').on(t.userId, t.createdAt),
    index('api_calls_access_point_idx').on(t.accessPointId, t.createdAt),
  ],
);

/**
 * The limits of a whole account over all its access points (issue 23): requests per minute,
 * images per day and a spending cap per period. No row: no account limits. The charge of a call
 * locks this row, so an account's charges go one at a time on any number of gateways.
 */
export const apiAccountLimits = pgTable(
  'api_account_limits',
  {
    userId: userRef('user_id', cascade).primaryKey(),
    rpm: integer('rpm'),
    imagesPerDay: integer('images_per_day'),
    spendCap: money('spend_cap'),
    spendCapPeriod: text('spend_cap_period', { enum: SPEND_PERIODS }),
    ...timestamps,
  },
  (t) => [check('api_account_limits_positive', sql`coalesce(${t.rpm}, 1) > 0 and coalesce(${t.imagesPerDay}, 1) > 0 and coalesce(${t.spendCap}, 1) > 0`)],
);

/** The limit state of each account, shared by every gateway on the database (as accessPointWindows for a key). */
export const apiAccountWindows = pgTable(
  'api_account_windows',
  {
    userId: userRef('user_id', cascade).notNull(),
    /** minute | day */
    kind: text('kind', { enum: ['minute', 'day'] }).notNull(),
    windowStart: at('window_start').notNull(),
    used: integer('used').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind, t.windowStart] }), index('api_account_windows_start_idx').on(t.windowStart)],
);
