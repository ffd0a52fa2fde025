import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, jsonb, numeric, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { MODEL_SERVICE_SOURCES, MODEL_SERVICE_STATUSES } from '../../../src/shared/contracts/model-service';
import { at, cascade, createdAt, hourlyPrice, identity, money, ref, timestamps } from './columns';
import { accessPoints } from './inference';
import { containerGoods, hosts } from './market';
import { userRef } from './user';

/** A price per million tokens, exact to four places. */
const tokenPrice = (name: string) => numeric(name, { precision: 12, scale: 4 });

/**
 * Model services (issue 23): a model deployed on GPU goods, scaled between its minimum and maximum
 * replicas (down to zero after its idle timeout), reached through the OpenAI-compatible gateway by
 * its name. A deleted service keeps its row (its bills and calls name it).
 */
export const modelServices = pgTable(
  'model_services',
  {
    id: identity(700001),
    userId: userRef('user_id', cascade).notNull(),
    /** What callers pass as `model`. */
    name: text('name').notNull(),
    source: text('source', { enum: MODEL_SERVICE_SOURCES }).notNull(),
    modelId: text('model_id'),
    image: text('image'),
    goodsId: ref('goods_id', () => containerGoods.id).notNull(),
    gpuNumber: integer('gpu_number').notNull(),
    status: text('status', { enum: MODEL_SERVICE_STATUSES }).notNull(),
    /** Replicas running now, and the count a transition under way moves to. */
    replicas: integer('replicas').notNull().default(0),
    targetReplicas: integer('target_replicas').notNull(),
    minReplicas: integer('min_replicas').notNull(),
    maxReplicas: integer('max_replicas').notNull(),
    idleTimeout: integer('idle_timeout').notNull(),
    env: jsonb('env').$type<{ name: string; value: string }[]>().notNull().default([]),
    upstreamUrl: text('upstream_url'),
    promptPrice: tokenPrice('prompt_price').notNull(),
    completionPrice: tokenPrice('completion_price').notNull(),
    accessPointId: ref('access_point_id', () => accessPoints.id, { onDelete: 'set null' }),
    /** Tokens per minute of its access point (its requests per minute live on the access point). */
    tpm: integer('tpm'),
    /** When the transition under way (create, scale) completes. */
    transitionAt: at('transition_at'),
    reason: text('reason'),
    lastCallAt: at('last_call_at'),
    /** What the service holds of its owner's wallet for the hour its replicas run until `holdUntil` (as an instance holds its next hour). */
    holdAmount: money('hold_amount').notNull().default('0'),
    holdUntil: at('hold_until'),
    deletedAt: at('deleted_at'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('model_services_name_key').on(t.userId, t.name).where(sql`${t.status} <> 'deleted'`),
    index('model_services_user_idx').on(t.userId, t.id),
    index('model_services_status_idx').on(t.status),
    check('model_services_hold_non_negative', sql`${t.holdAmount} >= 0`),
  ],
);

/** One replica's run on a host: its cards from start to end, billed per second up to `meteredUntil`. */
export const modelServiceReplicas = pgTable(
  'model_service_replicas',
  {
    id: identity(),
    serviceId: ref('service_id', () => modelServices.id, cascade).notNull(),
    hostId: ref('host_id', () => hosts.id).notNull(),
    cards: integer('cards').notNull(),
    startedAt: at('started_at').notNull(),
    endedAt: at('ended_at'),
    meteredUntil: at('metered_until').notNull(),
  },
  (t) => [index('model_service_replicas_service_idx').on(t.serviceId), index('model_service_replicas_open_idx').on(t.serviceId).where(sql`${t.endedAt} is null`)],
);

/** What a service did: deployed, scaled, stopped, failed, and why. */
export const modelServiceLogs = pgTable(
  'model_service_logs',
  {
    id: identity(),
    serviceId: ref('service_id', () => modelServices.id, cascade).notNull(),
    level: text('level', { enum: ['info', 'warn', 'error'] }).notNull(),
    message: text('message').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [index('model_service_logs_service_idx').on(t.serviceId, t.id)],
);

/**
 * Replica time metered so far in each clock hour and price window of a service: card-seconds and
 * the fen they come to, rounded once per line (a line grows as the minutes of its hour are metered).
 */
export const modelServiceMeter = pgTable(
  'model_service_meter',
  {
    serviceId: ref('service_id', () => modelServices.id, cascade).notNull(),
    /** The clock hour of the line (with its price window, the key). */
    hourStart: at('hour_start').notNull(),
    rangeLabel: text('range_label').notNull(),
    /** The first and last instants metered in it. */
    periodStart: at('period_start').notNull(),
    periodEnd: at('period_end').notNull(),
    /** The bill line (compute's bills) this line is shown as. */
    billLineId: bigint('bill_line_id', { mode: 'number' }).notNull(),
    unitPrice: hourlyPrice('unit_price').notNull(),
    cardSeconds: bigint('card_seconds', { mode: 'number' }).notNull(),
    replicaSeconds: bigint('replica_seconds', { mode: 'number' }).notNull(),
    fen: bigint('fen', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.serviceId, t.hourStart, t.rangeLabel] })],
);

/** The tokens of each gateway call (the call log's row has the same request id). */
export const modelServiceCalls = pgTable(
  'model_service_calls',
  {
    requestId: text('request_id').primaryKey(),
    serviceId: ref('service_id', () => modelServices.id, cascade).notNull(),
    userId: userRef('user_id', cascade).notNull(),
    accessPointId: ref('access_point_id', () => accessPoints.id, { onDelete: 'set null' }),
    promptTokens: integer('prompt_tokens').notNull(),
    completionTokens: integer('completion_tokens').notNull(),
    cost: money('cost').notNull(),
    stream: boolean('stream').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('model_service_calls_service_idx').on(t.serviceId, t.createdAt), index('model_service_calls_key_idx').on(t.accessPointId, t.createdAt)],
);
