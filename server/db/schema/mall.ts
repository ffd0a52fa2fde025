import { sql } from 'drizzle-orm';
import { bigint, check, date, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at, identity, money, ref, timestamps } from './columns';
import { CONTRACT_STATUSES, GOODS_STATUSES, INQUIRY_STATUSES, MALL_ORDER_STATUSES, TERMS } from '../../../src/shared/contracts/mall';
import { regions } from './market';
import { supplyPlans } from './supplier';
import { userRef } from './user';

/**
 * Bare-metal goods of the mall (/mall): whole machines rented by the month, quarter or year. Made by
 * publishing a supplier's plan or by operators. `stock` moves only by guarded updates.
 */
export const bareMetalGoods = pgTable(
  'bare_metal_goods',
  {
    id: identity(400001),
    /** goodsBaseId (SPEC §3). */
    goodsBaseId: text('goods_base_id').notNull(),
    supplierId: userRef('supplier_id'),
    planId: ref('plan_id', () => supplyPlans.id),
    machineKey: text('machine_key'),
    title: text('title').notNull(),
    gpuModel: text('gpu_model').notNull(),
    gpuCount: integer('gpu_count').notNull(),
    gpuVram: integer('gpu_vram').notNull(),
    cpuModel: text('cpu_model').notNull(),
    cpuCores: integer('cpu_cores').notNull(),
    ramGb: integer('ram_gb').notNull(),
    diskGb: integer('disk_gb').notNull(),
    nics: text('nics').notNull().default(''),
    infiniband: text('infiniband').notNull().default(''),
    bandwidthMbps: integer('bandwidth_mbps').notNull().default(0),
    regionCode: text('region_code').notNull().references(() => regions.code),
    deliveryLeadDays: integer('delivery_lead_days').notNull(),
    stock: integer('stock').notNull(),
    priceMonth: money('price_month').notNull(),
    priceQuarter: money('price_quarter').notNull(),
    priceYear: money('price_year').notNull(),
    description: text('description').notNull().default(''),
    status: text('status', { enum: GOODS_STATUSES }).notNull().default('on_sale'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('bare_metal_goods_base_id_key').on(t.goodsBaseId),
    index('bare_metal_goods_filter_idx').on(t.status, t.regionCode, t.gpuModel),
    check('bare_metal_goods_stock', sql`${t.stock} >= 0`),
    check('bare_metal_goods_prices', sql`${t.priceMonth} > 0 and ${t.priceQuarter} > 0 and ${t.priceYear} > 0`),
  ],
);

/** A term's contract (/bss-contract): what was agreed, between whom, for how long. */
export const contracts = pgTable(
  'contracts',
  {
    id: text('id').primaryKey(),
    buyerId: userRef('buyer_id').notNull(),
    supplierId: userRef('supplier_id'),
    title: text('title').notNull(),
    /** The agreed terms as text (Markdown), frozen when signed. */
    content: text('content').notNull(),
    amount: money('amount').notNull(),
    startsAt: at('starts_at').notNull(),
    endsAt: at('ends_at').notNull(),
    status: text('status', { enum: CONTRACT_STATUSES }).notNull().default('signed'),
    createdAt: at('created_at').notNull(),
  },
  (t) => [index('contracts_buyer_idx').on(t.buyerId, t.createdAt), index('contracts_supplier_idx').on(t.supplierId, t.createdAt)],
);

/** A bare-metal rental (orderBaseId), from the mall or from an accepted demand quote. */
export const mallOrders = pgTable(
  'mall_orders',
  {
    id: text('id').primaryKey(),
    userId: userRef('user_id').notNull(),
    goodsId: ref('goods_id', () => bareMetalGoods.id),
    supplierId: userRef('supplier_id'),
    /** mall | quote */
    source: text('source', { enum: ['mall', 'quote'] }).notNull().default('mall'),
    quoteId: bigint('quote_id', { mode: 'number' }),
    term: text('term', { enum: TERMS }).notNull(),
    termCount: integer('term_count').notNull(),
    quantity: integer('quantity').notNull(),
    unitPrice: money('unit_price').notNull(),
    amount: money('amount').notNull(),
    paidBalance: money('paid_balance').notNull(),
    paidCredit: money('paid_credit').notNull(),
    status: text('status', { enum: MALL_ORDER_STATUSES }).notNull().default('paid'),
    contractId: text('contract_id').references(() => contracts.id),
    /** The supplier must deliver by then (lead time). */
    deliverBy: at('deliver_by').notNull(),
    deliveredAt: at('delivered_at'),
    /** What the supplier handed over: addresses, credentials reference, note. */
    deliveryNote: text('delivery_note'),
    startsAt: at('starts_at'),
    endsAt: at('ends_at'),
    idempotencyKey: text('idempotency_key'),
    /** A hash of the request the key came with (method, path, body): the key answers only that request again. */
    requestHash: text('request_hash'),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    index('mall_orders_user_idx').on(t.userId, t.createdAt),
    index('mall_orders_supplier_idx').on(t.supplierId, t.createdAt),
    uniqueIndex('mall_orders_idempotency_key').on(t.userId, t.idempotencyKey),
    check('mall_orders_quantity', sql`${t.quantity} >= 1 and ${t.termCount} >= 1`),
  ],
);

/** 询价: a buyer's question about a good, answered by its supplier with a quote. */
export const inquiries = pgTable(
  'inquiries',
  {
    id: identity(),
    goodsId: ref('goods_id', () => bareMetalGoods.id).notNull(),
    userId: userRef('user_id').notNull(),
    quantity: integer('quantity').notNull(),
    startDate: date('start_date').notNull(),
    months: integer('months').notNull(),
    message: text('message').notNull(),
    status: text('status', { enum: INQUIRY_STATUSES }).notNull().default('open'),
    quotedUnitPrice: money('quoted_unit_price'),
    reply: text('reply'),
    repliedAt: at('replied_at'),
    createdAt: at('created_at').notNull(),
  },
  (t) => [index('inquiries_goods_idx').on(t.goodsId, t.createdAt), index('inquiries_user_idx').on(t.userId, t.createdAt)],
);
