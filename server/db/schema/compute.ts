import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, numeric, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at, cascade, createdAt, hourlyPrice, identity, money, ref } from './columns';
import { BILL_KINDS, BILLING_MODES, INSTANCE_STATUSES, ORDER_STATUSES, PERIOD_UNITS, SAVE_STATES, TRANSITIONS } from '../../../src/shared/core/compute';
import { containerGoods, hosts } from './market';
import { userRef } from './user';

/** Container images: public ones for everybody, private ones saved from a user's instance. */
export const images = pgTable(
  'images',
  {
    id: identity(900001),
    userId: userRef('user_id', cascade),
    name: text('name').notNull(),
    framework: text('framework').notNull(),
    description: text('description').notNull().default(''),
    sizeGb: numeric('size_gb', { precision: 8, scale: 2 }).notNull(),
    /** saved | saving | failed (SPEC §3 save state) */
    saveState: text('save_state', { enum: SAVE_STATES }).notNull().default('saved'),
    sourceInstanceId: bigint('source_instance_id', { mode: 'number' }),
    createdAt: createdAt(),
    readyAt: at('ready_at'),
    deletedAt: at('deleted_at'),
  },
  (t) => [index('images_user_idx').on(t.userId, t.id)],
);

/** A renter's order for elastic GPU (orderBaseId). */
export const orders = pgTable(
  'orders',
  {
    id: text('id').primaryKey(),
    userId: userRef('user_id').notNull(),
    orderType: text('order_type').notNull().default('renter'),
    goodsId: ref('goods_id', () => containerGoods.id).notNull(),
    gpuNumber: integer('gpu_number').notNull(),
    /** timed (pay as you go) | common (prepaid) */
    billingMode: text('billing_mode', { enum: BILLING_MODES }).notNull(),
    periodUnit: text('period_unit', { enum: PERIOD_UNITS }),
    periodCount: integer('period_count'),
    imageId: ref('image_id', () => images.id),
    instanceName: text('instance_name').notNull(),
    amount: money('amount').notNull().default('0'),
    status: text('status', { enum: ORDER_STATUSES }).notNull(),
    instanceId: bigint('instance_id', { mode: 'number' }),
    idempotencyKey: text('idempotency_key'),
    /** A hash of the request the key came with (method, path, body): the key answers only that request again. */
    requestHash: text('request_hash'),
    createdAt: at('created_at').notNull(),
    paidAt: at('paid_at'),
  },
  (t) => [
    index('orders_user_idx').on(t.userId, t.createdAt),
    uniqueIndex('orders_idempotency_key').on(t.userId, t.idempotencyKey),
  ],
);

/** A container instance (SPEC §2 /container). */
export const instances = pgTable(
  'instances',
  {
    id: identity(300001),
    userId: userRef('user_id').notNull(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id),
    goodsId: ref('goods_id', () => containerGoods.id).notNull(),
    hostId: ref('host_id', () => hosts.id).notNull(),
    name: text('name').notNull(),
    /** creating → running → stopping → stopped → starting → running; releasing → released; failed */
    status: text('status', { enum: INSTANCE_STATUSES }).notNull(),
    gpuNumber: integer('gpu_number').notNull(),
    /** Cards currently held on the host (0 when stopped or started without GPU). */
    gpuHeld: integer('gpu_held').notNull(),
    billingMode: text('billing_mode', { enum: BILLING_MODES }).notNull(),
    imageId: ref('image_id', () => images.id),
    sshPort: integer('ssh_port').notNull(),
    sshPassword: text('ssh_password').notNull(),
    jupyterToken: text('jupyter_token').notNull(),
    /** The transition under way (create, start, restart, stop, release) and when it completes. */
    pendingAction: text('pending_action', { enum: TRANSITIONS }),
    transitionAt: at('transition_at'),
    createdAt: at('created_at').notNull(),
    startedAt: at('started_at'),
    stoppedAt: at('stopped_at'),
    releasedAt: at('released_at'),
    /** Prepaid term end. */
    expiresAt: at('expires_at'),
    /** Everything before this instant has been billed. */
    meteredUntil: at('metered_until').notNull(),
    /**
     * What a running pay-as-you-go instance holds for its next hour (see billing/holds.ts): yuan
     * frozen in its owner's wallet, and GPU card-minutes set aside.
     */
    holdAmount: money('hold_amount').notNull().default('0'),
    holdCardMinutes: integer('hold_card_minutes').notNull().default(0),
  },
  (t) => [
    index('instances_user_idx').on(t.userId, t.id),
    index('instances_status_idx').on(t.status),
    check('instances_gpu_held', sql`${t.gpuHeld} >= 0 and ${t.gpuHeld} <= ${t.gpuNumber}`),
    check('instances_hold_non_negative', sql`${t.holdAmount} >= 0 and ${t.holdCardMinutes} >= 0`),
  ],
);

/** What an instance cost, one line per instance, hour and price window; written exactly once. */
export const billLines = pgTable(
  'bill_lines',
  {
    id: identity(),
    userId: userRef('user_id').notNull(),
    /** The instance billed; null on a model service's line (modelServiceId). */
    instanceId: ref('instance_id', () => instances.id),
    /** A model service's replica time (issue 23), billed per second into lines per hour and price window. */
    modelServiceId: bigint('model_service_id', { mode: 'number' }),
    orderId: text('order_id').notNull(),
    /** gpu | gpu_free (started without GPU) | storage (stopped) | prepaid */
    kind: text('kind', { enum: BILL_KINDS }).notNull(),
    periodStart: at('period_start').notNull(),
    periodEnd: at('period_end').notNull(),
    minutes: integer('minutes').notNull(),
    gpuNumber: integer('gpu_number').notNull(),
    /** Per card-hour (gpu), per hour (gpu_free, storage), or the prepaid total. */
    unitPrice: hourlyPrice('unit_price').notNull(),
    rangeLabel: text('range_label').notNull(),
    amount: money('amount').notNull(),
    /** GPU card-minutes of card-hour benefits spent on this line, and the part of `amount` they covered. */
    cardMinutes: integer('card_minutes').notNull().default(0),
    covered: money('covered').notNull().default('0'),
    /** What the wallet could not cover when it ran dry. */
    shortfall: money('shortfall').notNull().default('0'),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('bill_lines_once').on(t.instanceId, t.kind, t.periodStart),
    index('bill_lines_service_idx').on(t.modelServiceId).where(sql`${t.modelServiceId} is not null`),
    index('bill_lines_user_idx').on(t.userId, t.periodStart),
  ],
);
