import { aliasedTable, and, asc, desc, eq, gte, ilike, inArray, lt, ne, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { PageParams } from '../../../src/shared/contracts/common';
import type { DemandBoardQuery, DemandMatch, DemandStatus, MyDemandQuery } from '../../../src/shared/contracts/mall';
import type { Db, Tx } from '../../db/client';
import { bareMetalGoods, containerGoods, demandMatches, demandQuotes, demands, regions, supplyPlans, users } from '../../db/schema';
import { notFound } from '../../lib/envelope';
import { orderBy, paginate, type RowOf } from '../../lib/paging';
import { countAll, int, likeContains } from '../../lib/sql';
import { supplierRecordColumns } from '../mall/queries';
import { LIVE, QUOTABLE } from './terms';

/*
 * The board's SQL: reads of demands, quotes and matches, and the single statements its use cases
 * write with.
 */

type Exec = Db | Tx;
type QuoteStatus = (typeof demandQuotes.$inferSelect)['status'];

// ---- Demands -------------------------------------------------------------------------------

const owner = aliasedTable(users, 'demand_owner');
const demandRegion = aliasedTable(regions, 'demand_region');
const demandSelect = (db: Exec) =>
  db
    .select({
      demand: demands,
      regionName: demandRegion.name,
      buyerName: sql<string>`coalesce(nullif(${owner.name}, ''), ${owner.userName})`,
      quoteCount: int(sql`select count(*) from ${demandQuotes} where ${demandQuotes.demandId} = ${demands.id} and ${demandQuotes.status} in ('open', 'accepted')`),
      matchCount: int(sql`select count(*) from ${demandMatches} where ${demandMatches.demandId} = ${demands.id}`),
    })
    .from(demands)
    .innerJoin(owner, eq(owner.id, demands.userId))
    .leftJoin(demandRegion, eq(demandRegion.code, demands.regionCode));
export type DemandRow = RowOf<typeof demandSelect>;

export async function demandByBaseId(db: Exec, demandGoodsBaseId: string): Promise<DemandRow | undefined> {
  const [row] = await demandSelect(db).where(eq(demands.demandGoodsBaseId, demandGoodsBaseId));
  return row;
}

/** One of the user's demands; another's, or none, is not found. */
export async function myDemandRow(db: Exec, userId: number, demandGoodsBaseId: string): Promise<DemandRow> {
  const [row] = await demandSelect(db).where(and(eq(demands.demandGoodsBaseId, demandGoodsBaseId), eq(demands.userId, userId)));
  if (!row) throw notFound('需求不存在');
  return row;
}

/** One page of the public board: demands still taking quotes, filtered, newest first unless asked otherwise. */
export function boardPage(db: Exec, q: z.infer<typeof DemandBoardQuery>) {
  const where = and(
    inArray(demands.status, QUOTABLE),
    q.gpuModel ? or(sql`${q.gpuModel} = any(${demands.gpuModels})`, sql`cardinality(${demands.gpuModels}) = 0`) : undefined,
    q.regionCode ? or(eq(demands.regionCode, q.regionCode), sql`${demands.regionCode} is null`) : undefined,
    q.gpuCountMin ? gte(demands.gpuCount, q.gpuCountMin) : undefined,
    q.keyword ? or(ilike(demands.title, likeContains(q.keyword)), ilike(demands.notes, likeContains(q.keyword))) : undefined,
  );
  const order = orderBy(
    q,
    { createdAt: demands.createdAt, maxUnitPrice: demands.maxUnitPrice, gpuCount: demands.gpuCount, deliveryDeadline: demands.deliveryDeadline },
    desc(demands.createdAt),
  );
  return paginate(db, demandSelect(db).where(where).orderBy(order, desc(demands.id)).$dynamic(), q);
}

/** One page of a buyer's own demands (in one state, when asked), newest first. */
export function myDemandPage(db: Exec, userId: number, q: z.infer<typeof MyDemandQuery>) {
  const where = and(eq(demands.userId, userId), q.status ? eq(demands.status, q.status) : undefined);
  return paginate(db, demandSelect(db).where(where).orderBy(desc(demands.createdAt), desc(demands.id)).$dynamic(), q);
}

export async function regionExists(db: Exec, code: string): Promise<boolean> {
  const [region] = await db.select({ code: regions.code }).from(regions).where(eq(regions.code, code));
  return Boolean(region);
}

export async function insertDemand(tx: Tx, values: typeof demands.$inferInsert): Promise<number> {
  const [row] = await tx.insert(demands).values(values).returning({ id: demands.id });
  return row!.id;
}

/** A demand by its public id, locked. */
export async function lockDemand(tx: Tx, demandGoodsBaseId: string) {
  const [demand] = await tx.select().from(demands).where(eq(demands.demandGoodsBaseId, demandGoodsBaseId)).for('update');
  return demand;
}

/** The buyer's live demand → cancelled; its id, or undefined when it is not the buyer's or not live. */
export async function cancelLiveDemand(tx: Tx, userId: number, demandGoodsBaseId: string, now: Date): Promise<number | undefined> {
  const [row] = await tx
    .update(demands)
    .set({ status: 'cancelled', updatedAt: now, closedAt: now })
    .where(and(eq(demands.demandGoodsBaseId, demandGoodsBaseId), eq(demands.userId, userId), inArray(demands.status, LIVE)))
    .returning({ id: demands.id });
  return row?.id;
}

/** A demand from one state to another, guarded by the first. */
export async function moveDemand(tx: Tx, demandId: number, from: DemandStatus, to: DemandStatus, now: Date) {
  await tx
    .update(demands)
    .set({ status: to, updatedAt: now })
    .where(and(eq(demands.id, demandId), eq(demands.status, from)));
}

export async function markContracted(tx: Tx, demandId: number, quoteId: number, now: Date) {
  await tx.update(demands).set({ status: 'contracted', acceptedQuoteId: quoteId, updatedAt: now }).where(eq(demands.id, demandId));
}

/** The demand whose accepted quote's order was delivered: contracted → fulfilled. */
export async function fulfilAcceptedDemand(tx: Tx, quoteId: number, now: Date) {
  await tx
    .update(demands)
    .set({ status: 'fulfilled', updatedAt: now, closedAt: now })
    .where(and(eq(demands.acceptedQuoteId, quoteId), eq(demands.status, 'contracted')));
}

/** Live demands past their delivery deadline → expired, each once (guarded by its state). */
export function expireOverdueDemands(tx: Tx, today: string, now: Date) {
  return tx
    .update(demands)
    .set({ status: 'expired', updatedAt: now, closedAt: now })
    .where(and(inArray(demands.status, LIVE), lt(demands.deliveryDeadline, today)))
    .returning({ id: demands.id, userId: demands.userId, title: demands.title, baseId: demands.demandGoodsBaseId });
}

// ---- Quotes --------------------------------------------------------------------------------

const quoteGoods = aliasedTable(bareMetalGoods, 'quote_goods');
const quoteSelect = (db: Exec) =>
  db
    .select({
      quote: demandQuotes,
      demandGoodsBaseId: demands.demandGoodsBaseId,
      demandTitle: demands.title,
      maxUnitPrice: demands.maxUnitPrice,
      gpuCount: demands.gpuCount,
      goodsBaseId: quoteGoods.goodsBaseId,
      goodsTitle: quoteGoods.title,
      ...supplierRecordColumns(sql`${demandQuotes.supplierId}`),
    })
    .from(demandQuotes)
    .innerJoin(demands, eq(demands.id, demandQuotes.demandId))
    .leftJoin(quoteGoods, eq(quoteGoods.id, demandQuotes.goodsId));
export type QuoteRow = RowOf<typeof quoteSelect>;

export async function quoteRow(db: Exec, quoteId: number): Promise<QuoteRow> {
  const [row] = await quoteSelect(db).where(eq(demandQuotes.id, quoteId));
  return row!;
}

/** A demand's quotes, cheapest first. */
export const quotesOf = (db: Exec, demandId: number) => quoteSelect(db).where(eq(demandQuotes.demandId, demandId)).orderBy(asc(demandQuotes.unitPrice), asc(demandQuotes.id));

/** One page of a supplier's quotes, newest first. */
export const supplierQuotePage = (db: Exec, supplierId: number, q: PageParams) =>
  paginate(db, quoteSelect(db).where(eq(demandQuotes.supplierId, supplierId)).orderBy(desc(demandQuotes.createdAt), desc(demandQuotes.id)).$dynamic(), q);

/** A quote on one of the caller's demands, locked with its demand; another's → not found. */
export async function lockQuote(tx: Tx, userId: number, quoteId: number) {
  const [row] = await tx
    .select({ quote: demandQuotes, demand: demands })
    .from(demandQuotes)
    .innerJoin(demands, eq(demands.id, demandQuotes.demandId))
    .where(and(eq(demandQuotes.id, quoteId), eq(demands.userId, userId)))
    .for('update');
  if (!row) throw notFound('报价不存在');
  return row;
}

export async function hasOpenQuote(tx: Tx, demandId: number, supplierId: number): Promise<boolean> {
  const [open] = await tx
    .select({ id: demandQuotes.id })
    .from(demandQuotes)
    .where(and(eq(demandQuotes.demandId, demandId), eq(demandQuotes.supplierId, supplierId), eq(demandQuotes.status, 'open')));
  return Boolean(open);
}

export async function countOpenQuotes(tx: Tx, demandId: number): Promise<number> {
  const [left] = await tx
    .select({ n: countAll })
    .from(demandQuotes)
    .where(and(eq(demandQuotes.demandId, demandId), eq(demandQuotes.status, 'open')));
  return left!.n;
}

export async function insertQuote(tx: Tx, values: typeof demandQuotes.$inferInsert): Promise<number> {
  const [row] = await tx.insert(demandQuotes).values(values).returning({ id: demandQuotes.id });
  return row!.id;
}

/** One quote decided (accepted, rejected). */
export async function decideQuote(tx: Tx, quoteId: number, status: QuoteStatus, now: Date) {
  await tx.update(demandQuotes).set({ status, decidedAt: now }).where(eq(demandQuotes.id, quoteId));
}

/** A demand's open quotes (but `exceptId`) closed with `status`; answers their suppliers. */
export function closeOpenQuotes(tx: Tx, demandId: number, status: QuoteStatus, now: Date, exceptId?: number) {
  return tx
    .update(demandQuotes)
    .set({ status, decidedAt: now })
    .where(and(eq(demandQuotes.demandId, demandId), eq(demandQuotes.status, 'open'), exceptId === undefined ? undefined : ne(demandQuotes.id, exceptId)))
    .returning({ supplierId: demandQuotes.supplierId });
}

/** Open quotes past their validity → expired. */
export async function expireOverdueQuotes(tx: Tx, now: Date) {
  await tx
    .update(demandQuotes)
    .set({ status: 'expired', decidedAt: now })
    .where(and(eq(demandQuotes.status, 'open'), lt(demandQuotes.validUntil, now)));
}

// ---- Matches -------------------------------------------------------------------------------

export interface MatchRow {
  kind: DemandMatch['kind'];
  resource_id: string | number;
  unit_price: string;
  price_diff: string;
  matched_at: string | Date;
  title: string | null;
  gpu_model: string | null;
  region_name: string;
  goods_base_id: string | null;
}

/** What matches a demand (bare metal, elastic offers, plans), cheapest first, at most 50. */
export async function matchRows(db: Exec, demandId: number): Promise<MatchRow[]> {
  const result = (await db.execute(sql`
      select m.kind, m.resource_id, m.unit_price, m.price_diff, m.matched_at,
             coalesce(g.title, cg.alias_gpu_type, p.plan_name) as title,
             coalesce(g.gpu_model, cg.gpu_type, (select string_agg(distinct x->>'gpuModel', ' / ') from jsonb_array_elements(p.machines) x)) as gpu_model,
             coalesce(rg.name, rc.name, (select string_agg(distinct rp.name, ' / ') from jsonb_array_elements(p.machines) x join regions rp on rp.code = x->>'regionCode'), '—') as region_name,
             g.goods_base_id
        from ${demandMatches} m
        left join ${bareMetalGoods} g on m.kind = 'bare_metal' and g.id = m.resource_id
        left join ${regions} rg on rg.code = g.region_code
        left join ${containerGoods} cg on m.kind = 'elastic' and cg.id = m.resource_id
        left join ${regions} rc on rc.code = cg.region_code
        left join ${supplyPlans} p on m.kind = 'plan' and p.id = m.resource_id
       where m.demand_id = ${demandId}
       order by m.unit_price asc, m.kind, m.resource_id
       limit 50`)) as unknown as { rows: MatchRow[] };
  return result.rows;
}

/** One page of the open demands (not the supplier's own) that a supplier's goods or published plans match. */
export function supplierMatchPage(db: Exec, supplierId: number, q: PageParams) {
  const query = db
    .select({
      demandGoodsBaseId: demands.demandGoodsBaseId,
      demandTitle: demands.title,
      gpuCount: demands.gpuCount,
      maxUnitPrice: demands.maxUnitPrice,
      kind: demandMatches.kind,
      resourceId: demandMatches.resourceId,
      resourceTitle: sql<string>`coalesce(${bareMetalGoods.title}, ${supplyPlans.planName}, '—')`,
      unitPrice: demandMatches.unitPrice,
      priceDiff: demandMatches.priceDiff,
    })
    .from(demandMatches)
    .innerJoin(demands, eq(demands.id, demandMatches.demandId))
    .leftJoin(bareMetalGoods, and(eq(demandMatches.kind, 'bare_metal'), eq(bareMetalGoods.id, demandMatches.resourceId)))
    .leftJoin(supplyPlans, and(eq(demandMatches.kind, 'plan'), eq(supplyPlans.id, demandMatches.resourceId)))
    .where(and(inArray(demands.status, QUOTABLE), ne(demands.userId, supplierId), or(eq(bareMetalGoods.supplierId, supplierId), eq(supplyPlans.supplierId, supplierId))))
    .orderBy(desc(demands.createdAt), asc(demandMatches.unitPrice))
    .$dynamic();
  return paginate(db, query, q);
}
