import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { at, cascade, createdAt, hourlyPrice, identity, ref } from './columns';
import { HOST_STATES, OUTAGE_CAUSES } from '../../../src/shared/contracts/supplier';
import { GOODS_SALE_STATUSES, HOST_STATUSES, PRICE_SCHEDULE_STATUSES, RANGE_LABELS } from '../../../src/shared/core/compute';
import { userRef } from './user';

/** The supplier account and plan a resource comes from; null for the platform's own. */
const fromPlan = {
  supplierUserId: userRef('supplier_user_id'),
  planId: bigint('plan_id', { mode: 'number' }),
};

/** Where machines are (SPEC §7 selectGoodsRegions). */
export const regions = pgTable('regions', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  city: text('city').notNull(),
  sort: integer('sort').notNull().default(0),
});

/**
 * A GPU offer on the elastic market (SPEC §3 home GPU card): one GPU model in one region, backed
 * by hosts; instances take whole cards on one host.
 */
export const containerGoods = pgTable(
  'container_goods',
  {
    id: identity(500001),
    regionCode: text('region_code').notNull().references(() => regions.code),
    gpuType: text('gpu_type').notNull(),
    aliasGpuType: text('alias_gpu_type').notNull(),
    gpuTypeMapping: text('gpu_type_mapping').notNull(),
    gpuVram: integer('gpu_vram').notNull(),
    /** Per card: CPU cores, RAM (GB); per instance: data disk (GB). */
    cpuCore: integer('cpu_core').notNull(),
    ramSize: integer('ram_size').notNull(),
    storageSpace: integer('storage_space').notNull(),
    maxGpuNumber: integer('max_gpu_number').notNull(),
    cudaVersion: text('cuda_version').notNull(),
    supplier: text('supplier').notNull(),
    source: text('source').notNull(),
    /** on_sale | off_sale: off sale takes no new orders; running instances are left as they are. */
    status: text('status', { enum: GOODS_SALE_STATUSES }).notNull().default('on_sale'),
    homeTag: boolean('home_tag').notNull().default(false),
    sort: integer('sort').notNull().default(0),
    /** The supplier's plan whose machines back the offer. */
    ...fromPlan,
    createdAt: createdAt(),
  },
  (t) => [index('container_goods_filter_idx').on(t.status, t.regionCode, t.gpuType), index('container_goods_plan_idx').on(t.planId)],
);

/** A price plan of an offer (specDetailList). Prices are per card-hour, by time of day. */
export const goodsSpecs = pgTable(
  'goods_specs',
  {
    id: identity(),
    goodsId: ref('goods_id', () => containerGoods.id, cascade).notNull(),
    name: text('name').notNull(),
  },
  (t) => [index('goods_specs_goods_idx').on(t.goodsId)],
);

/**
 * One time-of-day window of a spec (containerGoodsSpecTimeRangeVOS). Minutes from midnight,
 * Shanghai time; a window may wrap past midnight (22:00–08:00). The windows of a spec cover the day
 * exactly once, which the service checks on every write.
 */
export const specTimeRanges = pgTable(
  'spec_time_ranges',
  {
    id: identity(),
    specId: ref('spec_id', () => goodsSpecs.id, cascade).notNull(),
    beginMinute: integer('begin_minute').notNull(),
    endMinute: integer('end_minute').notNull(),
    unitPrice: hourlyPrice('unit_price').notNull(),
    /** day | night (tidal) */
    label: text('label', { enum: RANGE_LABELS }).notNull(),
  },
  (t) => [
    index('spec_time_ranges_spec_idx').on(t.specId),
    check('spec_time_ranges_minutes', sql`${t.beginMinute} between 0 and 1439 and ${t.endMinute} between 0 and 1440`),
    check('spec_time_ranges_price', sql`${t.unitPrice} > 0`),
  ],
);

/** A physical machine. gpuUsed moves only by guarded increments, so cards are never oversold. */
export const hosts = pgTable(
  'hosts',
  {
    id: identity(700001),
    goodsId: ref('goods_id', () => containerGoods.id).notNull(),
    name: text('name').notNull(),
    gpuTotal: integer('gpu_total').notNull(),
    gpuUsed: integer('gpu_used').notNull().default(0),
    sshHost: text('ssh_host').notNull(),
    /** online | maintenance | offline: only online hosts outside a planned maintenance window take cards. */
    status: text('status', { enum: HOST_STATUSES }).notNull().default('online'),
    /** The supplier's plan, and the plan's machine, the host comes from. */
    ...fromPlan,
    machineKey: text('machine_key'),
  },
  (t) => [
    index('hosts_goods_idx').on(t.goodsId),
    check('hosts_gpu_within_total', sql`${t.gpuUsed} >= 0 and ${t.gpuUsed} <= ${t.gpuTotal}`),
  ],
);

/**
 * A price change of a spec: the whole day's ranges as they will be from `effective_at`. The worker
 * applies a scheduled one once (status scheduled → applied); an edit that takes effect at once is
 * recorded here as applied, so the applied rows are the spec's price history. Running instances
 * keep the price they started the hour under, as metering prices each hour by the ranges in force
 * when it began (`replaced_ranges` of the first change after it, or the spec's current ranges).
 */
export const priceSchedules = pgTable(
  'price_schedules',
  {
    id: identity(),
    specId: ref('spec_id', () => goodsSpecs.id, cascade).notNull(),
    /** [{beginMinute, endMinute, unitPrice ("1.9620"), label}] covering the day once. */
    ranges: jsonb('ranges').$type<{ beginMinute: number; endMinute: number; unitPrice: string; label: string }[]>().notNull(),
    effectiveAt: at('effective_at').notNull(),
    /** scheduled | applied | cancelled */
    status: text('status', { enum: PRICE_SCHEDULE_STATUSES }).notNull().default('scheduled'),
    /**
     * The spec's ranges just before this change applied. Metering prices each clock hour by the
     * ranges in force when it began, so an hour begun before the change is billed by these.
     */
    replacedRanges: jsonb('replaced_ranges').$type<{ beginMinute: number; endMinute: number; unitPrice: string; label: string }[]>(),
    note: text('note').notNull().default(''),
    createdBy: userRef('created_by').notNull(),
    createdAt: at('created_at').notNull(),
    appliedAt: at('applied_at'),
  },
  (t) => [
    index('price_schedules_due_idx').on(t.status, t.effectiveAt),
    index('price_schedules_spec_idx').on(t.specId),
    check('price_schedules_applied', sql`(${t.status} = 'applied') = (${t.appliedAt} is not null and ${t.replacedRanges} is not null)`),
  ],
);

/** Planned maintenance of a host: shown on the operations calendar; the host takes no new orders while in it. */
export const hostMaintenance = pgTable(
  'host_maintenance',
  {
    id: identity(),
    hostId: ref('host_id', () => hosts.id, cascade).notNull(),
    startsAt: at('starts_at').notNull(),
    endsAt: at('ends_at').notNull(),
    note: text('note').notNull().default(''),
    createdBy: userRef('created_by').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [index('host_maintenance_time_idx').on(t.startsAt, t.endsAt), check('host_maintenance_order', sql`${t.endsAt} > ${t.startsAt}`)],
);

// ---- Content -------------------------------------------------------------------------------

/**
 * What a host was doing over time, for availability: each row starts a state that lasts until the
 * next row. An outage caused by the supplier breaks the guaranteed floor for its week.
 */
export const hostStatusEvents = pgTable(
  'host_status_events',
  {
    id: identity(),
    hostId: ref('host_id', () => hosts.id).notNull(),
    state: text('state', { enum: HOST_STATES }).notNull(),
    cause: text('cause', { enum: OUTAGE_CAUSES }),
    note: text('note').notNull().default(''),
    at: at('at').notNull(),
  },
  (t) => [index('host_status_events_host_idx').on(t.hostId, t.at)],
);
