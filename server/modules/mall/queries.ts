import { aliasedTable, and, asc, desc, eq, gt, gte, ilike, inArray, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { PageParams } from '../../../src/shared/contracts/common';
import { HOURS_PER_MONTH, type MallGoodsQuery, type MallOrderQuery } from '../../../src/shared/contracts/mall';
import type { Db, Tx } from '../../db/client';
import { bareMetalGoods, certifications, contracts, demandQuotes, demands, inquiries, mallOrders, regions, users } from '../../db/schema';
import { notFound } from '../../lib/envelope';
import { orderBy, paginate, type RowOf } from '../../lib/paging';
import { int, likeContains } from '../../lib/sql';

/*
 * The mall's SQL: reads of goods, orders, contracts and inquiries, and the single statements its
 * use cases write with. Other modules read the mall through these functions.
 */

type Exec = Db | Tx;

/** Who looks at an order or an inquiry: its buyer, or the supplier of its goods. */
export interface Viewer {
  userId: number;
  as: 'buyer' | 'supplier';
}

/** The monthly price of a machine per GPU-hour, at four places (one rule for filters and matching). */
export const gpuHourPriceSql = sql<string>`round(${bareMetalGoods.priceMonth} / (${bareMetalGoods.gpuCount} * ${HOURS_PER_MONTH}), 4)`;

/** The name a party signs with: its certified company or person, else its display name. */
const signingName = (userId: SQL | AnyPgColumn) =>
  sql<string>`coalesce((select ${certifications.name} from ${certifications} where ${certifications.userId} = ${userId} and ${certifications.status} = 'review_pass'), (select coalesce(nullif(${users.name}, ''), ${users.userName}) from ${users} where ${users.id} = ${userId}))`;

/** The name of the supplier in `column` (its certified company, as its contracts name it), or the platform's own for goods without one. */
const sellerName = (column: SQL | typeof mallOrders.supplierId | typeof contracts.supplierId | typeof bareMetalGoods.supplierId) => sql<string>`coalesce(${signingName(column)}, '平台自营')`;

/** The supplier's delivery record, as one subquery per figure over their mall orders. */
export function supplierRecordColumns(supplierId: SQL | typeof bareMetalGoods.supplierId) {
  return {
    supplierName: sellerName(supplierId),
    supplierSince: sql<Date | null>`(select ${users.createdAt} from ${users} where ${users.id} = ${supplierId})`.mapWith(users.createdAt),
    ordersTotal: int(sql`select count(*) from ${mallOrders} where ${mallOrders.supplierId} = ${supplierId} and ${mallOrders.status} <> 'cancelled'`),
    ordersDelivered: int(sql`select count(*) from ${mallOrders} where ${mallOrders.supplierId} = ${supplierId} and ${mallOrders.status} = 'delivered'`),
    deliveredOnTime: int(
      sql`select count(*) from ${mallOrders} where ${mallOrders.supplierId} = ${supplierId} and ${mallOrders.status} = 'delivered' and ${mallOrders.deliveredAt} <= ${mallOrders.deliverBy}`,
    ),
  };
}

// ---- Goods ---------------------------------------------------------------------------------

const goodsRegion = aliasedTable(regions, 'goods_region');
const goodsSelect = (db: Exec) =>
  db
    .select({ goods: bareMetalGoods, regionName: goodsRegion.name, city: goodsRegion.city, gpuHourPrice: gpuHourPriceSql, ...supplierRecordColumns(bareMetalGoods.supplierId) })
    .from(bareMetalGoods)
    .innerJoin(goodsRegion, eq(goodsRegion.code, bareMetalGoods.regionCode));
export type GoodsRow = RowOf<typeof goodsSelect>;

/** Goods by their public id (only those on sale, when asked), with region and supplier record. */
export async function goodsByBaseId(db: Exec, goodsBaseId: string, onSaleOnly: boolean): Promise<GoodsRow> {
  const [row] = await goodsSelect(db).where(and(eq(bareMetalGoods.goodsBaseId, goodsBaseId), onSaleOnly ? eq(bareMetalGoods.status, 'on_sale') : undefined));
  if (!row) throw notFound('商品不存在或已下架');
  return row;
}

/** The regions and GPU models of the goods on sale, for the mall's filters. */
export async function goodsFilterOptions(db: Exec) {
  const [regionRows, models] = await Promise.all([
    db
      .selectDistinct({ code: regions.code, name: regions.name, sort: regions.sort })
      .from(regions)
      .innerJoin(bareMetalGoods, and(eq(bareMetalGoods.regionCode, regions.code), eq(bareMetalGoods.status, 'on_sale')))
      .orderBy(asc(regions.sort)),
    db.selectDistinct({ gpuModel: bareMetalGoods.gpuModel }).from(bareMetalGoods).where(eq(bareMetalGoods.status, 'on_sale')).orderBy(asc(bareMetalGoods.gpuModel)),
  ]);
  return { regions: regionRows.map(({ code, name }) => ({ code, name })), gpuModels: models.map((m) => m.gpuModel) };
}

/** One page of the goods on sale, filtered and ordered as the mall's list asks (cheapest GPU-hour first). */
export async function goodsPage(db: Exec, q: z.infer<typeof MallGoodsQuery>) {
  const where = and(
    eq(bareMetalGoods.status, 'on_sale'),
    q.regionCode ? eq(bareMetalGoods.regionCode, q.regionCode) : undefined,
    q.gpuModel?.length ? inArray(bareMetalGoods.gpuModel, q.gpuModel) : undefined,
    q.gpuCountMin ? gte(bareMetalGoods.gpuCount, q.gpuCountMin) : undefined,
    q.priceMonthMax ? lte(bareMetalGoods.priceMonth, q.priceMonthMax) : undefined,
    q.infiniband ? sql`${bareMetalGoods.infiniband} <> ''` : undefined,
    q.inStock ? gt(bareMetalGoods.stock, 0) : undefined,
    q.keyword ? or(ilike(bareMetalGoods.title, likeContains(q.keyword)), ilike(bareMetalGoods.gpuModel, likeContains(q.keyword)), ilike(bareMetalGoods.cpuModel, likeContains(q.keyword))) : undefined,
  );
  const order = orderBy(
    q,
    {
      priceMonth: bareMetalGoods.priceMonth,
      gpuHourPrice: gpuHourPriceSql,
      gpuCount: bareMetalGoods.gpuCount,
      gpuVram: bareMetalGoods.gpuVram,
      deliveryLeadDays: bareMetalGoods.deliveryLeadDays,
      stock: bareMetalGoods.stock,
      createdAt: bareMetalGoods.createdAt,
    },
    asc(gpuHourPriceSql),
  );
  return paginate(db, goodsSelect(db).where(where).orderBy(order, asc(bareMetalGoods.id)).$dynamic(), q);
}

/** Take `quantity` machines of goods still on sale, never below zero: false when there are not enough. */
export async function takeStock(tx: Tx, goodsId: number, quantity: number, now: Date): Promise<boolean> {
  const taken = await tx
    .update(bareMetalGoods)
    .set({ stock: sql`${bareMetalGoods.stock} - ${quantity}`, updatedAt: now })
    .where(and(eq(bareMetalGoods.id, goodsId), eq(bareMetalGoods.status, 'on_sale'), gte(bareMetalGoods.stock, quantity)))
    .returning({ stock: bareMetalGoods.stock });
  return taken.length > 0;
}

/** The id of goods of this supplier, by their public id (a quote may name one). */
export async function supplierGoodsId(db: Exec, goodsBaseId: string, supplierId: number): Promise<number | undefined> {
  const [goods] = await db
    .select({ id: bareMetalGoods.id })
    .from(bareMetalGoods)
    .where(and(eq(bareMetalGoods.goodsBaseId, goodsBaseId), eq(bareMetalGoods.supplierId, supplierId)));
  return goods?.id;
}

// ---- Orders and contracts ------------------------------------------------------------------

const buyer = aliasedTable(users, 'buyer');
const orderGoods = aliasedTable(bareMetalGoods, 'order_goods');
const orderRegion = aliasedTable(regions, 'order_region');
/** A figure of the demand an order from an accepted quote answers (null for the mall's orders). */
const ofDemand = <T>(column: SQL) =>
  sql<T | null>`(select ${column} from ${demandQuotes} join ${demands} on ${demands.id} = ${demandQuotes.demandId} where ${demandQuotes.id} = ${mallOrders.quoteId})`;
const orderSelect = (db: Exec) =>
  db
    .select({
      order: mallOrders,
      goodsBaseId: orderGoods.goodsBaseId,
      goodsTitle: orderGoods.title,
      gpuModel: orderGoods.gpuModel,
      gpuCount: orderGoods.gpuCount,
      regionName: orderRegion.name,
      buyerName: signingName(mallOrders.userId),
      supplierName: sellerName(mallOrders.supplierId),
      demandGoodsBaseId: ofDemand<string>(sql`${demands.demandGoodsBaseId}`),
      demandTitle: ofDemand<string>(sql`${demands.title}`),
      demandModels: ofDemand<string[]>(sql`${demands.gpuModels}`),
      demandGpus: ofDemand<number>(sql`${demands.gpuCount}`),
    })
    .from(mallOrders)
    .innerJoin(buyer, eq(buyer.id, mallOrders.userId))
    .leftJoin(orderGoods, eq(orderGoods.id, mallOrders.goodsId))
    .leftJoin(orderRegion, eq(orderRegion.code, orderGoods.regionCode));
export type OrderRow = RowOf<typeof orderSelect>;

const ownsOrder = (viewer: Viewer) => (viewer.as === 'buyer' ? eq(mallOrders.userId, viewer.userId) : eq(mallOrders.supplierId, viewer.userId));

/** An order the viewer may see, or undefined. */
export async function orderRow(db: Exec, orderBaseId: string, viewer: Viewer): Promise<OrderRow | undefined> {
  const [row] = await orderSelect(db).where(and(eq(mallOrders.id, orderBaseId), ownsOrder(viewer)));
  return row;
}

/** One page of the viewer's orders, newest first unless asked otherwise. */
export async function orderPage(db: Exec, viewer: Viewer, q: z.infer<typeof MallOrderQuery>) {
  const where = and(ownsOrder(viewer), q.status ? eq(mallOrders.status, q.status) : undefined);
  const order = orderBy(q, { createdAt: mallOrders.createdAt, amount: mallOrders.amount, deliverBy: mallOrders.deliverBy }, desc(mallOrders.createdAt));
  return paginate(db, orderSelect(db).where(where).orderBy(order, desc(mallOrders.id)).$dynamic(), q);
}

/** The order a buyer made earlier with an idempotency key, with the hash of that request. */
export async function orderByIdempotencyKey(db: Exec, userId: number, key: string) {
  const [row] = await db.select({ id: mallOrders.id, requestHash: mallOrders.requestHash }).from(mallOrders).where(and(eq(mallOrders.userId, userId), eq(mallOrders.idempotencyKey, key)));
  return row;
}

/** The order made when the buyer accepted a quote, if any. */
export async function orderIdOfQuote(db: Exec, quoteId: number, userId: number): Promise<string | null> {
  const [row] = await db.select({ id: mallOrders.id }).from(mallOrders).where(and(eq(mallOrders.quoteId, quoteId), eq(mallOrders.userId, userId)));
  return row?.id ?? null;
}

/** An order of the party `mine` names, locked for a change of state; undefined when it is not theirs. */
async function lockOrder(tx: Tx, orderBaseId: string, mine: SQL) {
  const [order] = await tx
    .select()
    .from(mallOrders)
    .where(and(eq(mallOrders.id, orderBaseId), mine))
    .for('update');
  return order;
}

/** A supplier's order, locked for a change of state. */
export const lockSupplierOrder = (tx: Tx, orderBaseId: string, supplierId: number) => lockOrder(tx, orderBaseId, eq(mallOrders.supplierId, supplierId));
export type OrderRecord = typeof mallOrders.$inferSelect;

/**
 * The names a contract is signed with: the certified company (or person) of the buyer and of the
 * supplier, never a generated user name; the platform's own for goods without a supplier.
 */
export async function partyNames(tx: Tx, buyerId: number, supplierId: number | null) {
  const [row] = await tx
    .select({ buyer: signingName(sql`${buyerId}::bigint`), supplier: supplierId === null ? sql<string>`'平台自营'` : signingName(sql`${supplierId}::bigint`) })
    .from(users)
    .where(eq(users.id, buyerId));
  return row!;
}

/** A buyer's order, locked for a change of state. */
export const lockBuyerOrder = (tx: Tx, orderBaseId: string, userId: number) => lockOrder(tx, orderBaseId, eq(mallOrders.userId, userId));

/** Paid → cancelled, the contract terminated and the machines back in stock. */
export async function markCancelled(tx: Tx, order: OrderRecord, now: Date) {
  await tx.update(mallOrders).set({ status: 'cancelled' }).where(eq(mallOrders.id, order.id));
  if (order.contractId) await tx.update(contracts).set({ status: 'terminated' }).where(eq(contracts.id, order.contractId));
  if (order.goodsId !== null && order.source === 'mall') {
    await tx
      .update(bareMetalGoods)
      .set({ stock: sql`${bareMetalGoods.stock} + ${order.quantity}`, updatedAt: now })
      .where(eq(bareMetalGoods.id, order.goodsId));
  }
}

export const insertContract = (tx: Tx, values: typeof contracts.$inferInsert) => tx.insert(contracts).values(values);
export const insertOrder = (tx: Tx, values: typeof mallOrders.$inferInsert) => tx.insert(mallOrders).values(values);

/** Paid or delivering → delivered: the term runs from now, the contract with it. */
export async function markDelivered(tx: Tx, order: OrderRecord, note: string, now: Date, endsAt: Date) {
  await tx.update(mallOrders).set({ status: 'delivered', deliveredAt: now, deliveryNote: note, startsAt: now, endsAt }).where(eq(mallOrders.id, order.id));
  if (order.contractId) await tx.update(contracts).set({ status: 'active', startsAt: now, endsAt }).where(eq(contracts.id, order.contractId));
}

/** Paid → delivering, guarded by the state: false when the order is not the supplier's or not paid. */
export async function markDelivering(db: Exec, orderBaseId: string, supplierId: number): Promise<boolean> {
  const changed = await db
    .update(mallOrders)
    .set({ status: 'delivering' })
    .where(and(eq(mallOrders.id, orderBaseId), eq(mallOrders.supplierId, supplierId), eq(mallOrders.status, 'paid')))
    .returning({ id: mallOrders.id });
  return changed.length > 0;
}

const contractSelect = (db: Exec) =>
  db
    .select({ contract: contracts, buyerName: signingName(contracts.buyerId), supplierName: sellerName(contracts.supplierId) })
    .from(contracts)
    .innerJoin(buyer, eq(buyer.id, contracts.buyerId));
export type ContractRow = RowOf<typeof contractSelect>;

const partyTo = (userId: number) => or(eq(contracts.buyerId, userId), eq(contracts.supplierId, userId));

/** A contract by id, to either party or (without `userId`) as it is. */
export async function contractRow(db: Exec, id: string, userId?: number): Promise<ContractRow | undefined> {
  const [row] = await contractSelect(db).where(and(eq(contracts.id, id), userId === undefined ? undefined : partyTo(userId)));
  return row;
}

/** One page of the contracts a user signed as buyer or supplier, newest first. */
export function contractPage(db: Exec, userId: number, q: PageParams) {
  return paginate(db, contractSelect(db).where(partyTo(userId)).orderBy(desc(contracts.createdAt), desc(contracts.id)).$dynamic(), q);
}

/** The contracts a user is party to that were signed in [from, to), oldest first (the month's accountant pack). */
export function contractsSignedBetween(db: Exec, userId: number, from: Date, to: Date): Promise<ContractRow[]> {
  return contractSelect(db)
    .where(and(partyTo(userId), gte(contracts.createdAt, from), lt(contracts.createdAt, to)))
    .orderBy(asc(contracts.createdAt), asc(contracts.id));
}

// ---- Inquiries -----------------------------------------------------------------------------

const asker = aliasedTable(users, 'asker');

/** One page of the viewer's inquiries (asked, or about their goods), newest first; or just `onlyId`. */
export function inquiryPage(db: Exec, viewer: Viewer, q: PageParams, onlyId?: number) {
  const owner = viewer.as === 'buyer' ? eq(inquiries.userId, viewer.userId) : eq(bareMetalGoods.supplierId, viewer.userId);
  const query = db
    .select({ inquiry: inquiries, goodsBaseId: bareMetalGoods.goodsBaseId, goodsTitle: bareMetalGoods.title, buyerName: sql<string>`coalesce(nullif(${asker.name}, ''), ${asker.userName})` })
    .from(inquiries)
    .innerJoin(bareMetalGoods, eq(bareMetalGoods.id, inquiries.goodsId))
    .innerJoin(asker, eq(asker.id, inquiries.userId))
    .where(and(owner, onlyId ? eq(inquiries.id, onlyId) : undefined))
    .orderBy(desc(inquiries.createdAt), desc(inquiries.id))
    .$dynamic();
  return paginate(db, query, q);
}

export async function insertInquiry(tx: Tx, values: typeof inquiries.$inferInsert): Promise<number> {
  const [row] = await tx.insert(inquiries).values(values).returning({ id: inquiries.id });
  return row!.id;
}

/** An inquiry about one of the supplier's goods, locked, with the goods' title. */
export async function lockSupplierInquiry(tx: Tx, id: number, supplierId: number) {
  const [row] = await tx
    .select({ inquiry: inquiries, title: bareMetalGoods.title })
    .from(inquiries)
    .innerJoin(bareMetalGoods, eq(bareMetalGoods.id, inquiries.goodsId))
    .where(and(eq(inquiries.id, id), eq(bareMetalGoods.supplierId, supplierId)))
    .for('update');
  return row;
}

export async function answerInquiry(tx: Tx, id: number, answer: { quotedUnitPrice: string; reply: string }, now: Date) {
  await tx.update(inquiries).set({ status: 'quoted', quotedUnitPrice: answer.quotedUnitPrice, reply: answer.reply, repliedAt: now }).where(eq(inquiries.id, id));
}
