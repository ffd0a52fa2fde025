import { aliasedTable, and, asc, desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AdminGoods, AdminGoodsDetail, AdminGoodsQuery, AdminRegion, PriceSchedule, PriceScheduleQuery, RegionQuery } from '../../../src/shared/contracts/goods';
import { isoOrNull, toShanghaiIso } from '../../../src/shared/core/time';
import type { Db } from '../../db/client';
import { containerGoods, goodsSpecs, hosts, instances, priceSchedules, regions, specTimeRanges, users } from '../../db/schema';
import { notFound } from '../../lib/envelope';
import { orderBy, paginate, type RowOf } from '../../lib/paging';
import { int, likeContains } from '../../lib/sql';
import { hostTakesCards } from './inventory';
import { specView } from './offers';
import { rangeViews } from './price-schedules';
import { loadSpecs } from './queries';

/*
 * 管理 › 商品与价格, its reads of offers, scheduled price changes and regions (hosts and their
 * windows: host-queries.ts): one query per list, its counts and prices as subqueries.
 */

const person = (table: typeof users) => ({ id: table.id, userName: table.userName, name: table.name });
export const personOf = (row: { id: number | null; userName: string | null; name: string | null } | null) =>
  row?.id ? { id: row.id, userName: row.userName!, name: row.name || row.userName! } : null;
/** Who created a schedule or a window: the users table under another name. */
export const creator = aliasedTable(users, 'creator');
export const creatorColumns = person(creator);

/** What an offer is called in lists of hosts, windows and price changes. */
export const goodsName = sql<string>`${containerGoods.aliasGpuType}`;

// ---- Offers -------------------------------------------------------------------------------

const hostSum = (column: typeof hosts.gpuTotal | typeof hosts.gpuUsed) => int(sql`select coalesce(sum(${column}), 0) from ${hosts} where ${hosts.goodsId} = ${containerGoods.id}`);
const specPrice = (fn: 'min' | 'max') =>
  sql<string | null>`(select ${sql.raw(fn)}(${specTimeRanges.unitPrice}) from ${specTimeRanges} join ${goodsSpecs} on ${goodsSpecs.id} = ${specTimeRanges.specId} where ${goodsSpecs.goodsId} = ${containerGoods.id})`;

/** Offers with their region, cards (all, in use, free to take at `now`), prices, running instances and scheduled changes. */
const goodsSelect = (db: Db, now: Date) =>
  db
    .select({
      goods: containerGoods,
      regionName: regions.name,
      hostCount: int(sql`select count(*) from ${hosts} where ${hosts.goodsId} = ${containerGoods.id}`),
      gpuTotal: hostSum(hosts.gpuTotal),
      gpuUsed: hostSum(hosts.gpuUsed),
      gpuAvailable: int(sql`select coalesce(sum(${hosts.gpuTotal} - ${hosts.gpuUsed}), 0) from ${hosts} where ${hosts.goodsId} = ${containerGoods.id} and ${hostTakesCards(now)}`),
      lowestPrice: specPrice('min'),
      highestPrice: specPrice('max'),
      runningInstances: int(sql`select count(*) from ${instances} where ${instances.goodsId} = ${containerGoods.id} and ${instances.status} = 'running'`),
      scheduledChanges: int(
        sql`select count(*) from ${priceSchedules} join ${goodsSpecs} on ${goodsSpecs.id} = ${priceSchedules.specId} where ${goodsSpecs.goodsId} = ${containerGoods.id} and ${priceSchedules.status} = 'scheduled'`,
      ),
    })
    .from(containerGoods)
    .innerJoin(regions, eq(regions.code, containerGoods.regionCode));
type GoodsListRow = RowOf<typeof goodsSelect>;

const goodsView = (row: GoodsListRow): AdminGoods => {
  const { goods } = row;
  return {
    id: goods.id,
    regionCode: goods.regionCode,
    regionName: row.regionName,
    gpuType: goods.gpuType,
    aliasGpuType: goods.aliasGpuType,
    gpuTypeMapping: goods.gpuTypeMapping,
    gpuVram: goods.gpuVram,
    cpuCore: goods.cpuCore,
    ramSize: goods.ramSize,
    storageSpace: goods.storageSpace,
    maxGpuNumber: goods.maxGpuNumber,
    cudaVersion: goods.cudaVersion,
    supplier: goods.supplier,
    source: goods.source,
    homeTag: goods.homeTag,
    sort: goods.sort,
    status: goods.status,
    supplierUserId: goods.supplierUserId,
    createdAt: toShanghaiIso(goods.createdAt),
    hostCount: row.hostCount,
    gpuTotal: row.gpuTotal,
    gpuUsed: row.gpuUsed,
    gpuFree: row.gpuTotal - row.gpuUsed,
    gpuAvailable: row.gpuAvailable,
    lowestPrice: row.lowestPrice,
    highestPrice: row.highestPrice,
    runningInstances: row.runningInstances,
    scheduledChanges: row.scheduledChanges,
  };
};

export async function goodsPage(db: Db, now: Date, q: z.infer<typeof AdminGoodsQuery>) {
  const where = and(
    q.keyword
      ? or(ilike(containerGoods.gpuType, likeContains(q.keyword)), ilike(containerGoods.aliasGpuType, likeContains(q.keyword)), ilike(containerGoods.gpuTypeMapping, likeContains(q.keyword)))
      : undefined,
    q.regionCode ? eq(containerGoods.regionCode, q.regionCode) : undefined,
    q.status ? eq(containerGoods.status, q.status) : undefined,
  );
  const order = orderBy(q, { id: containerGoods.id, createdAt: containerGoods.createdAt, gpuType: containerGoods.gpuType, gpuVram: containerGoods.gpuVram, sort: containerGoods.sort }, asc(containerGoods.sort));
  const page = await paginate(db, goodsSelect(db, now).where(where).orderBy(order, asc(containerGoods.id)).$dynamic(), q);
  return { ...page, records: page.records.map(goodsView) };
}

/** An offer with its specs and their ranges. */
export async function goodsDetail(db: Db, now: Date, id: number): Promise<AdminGoodsDetail> {
  const [row] = await goodsSelect(db, now).where(eq(containerGoods.id, id));
  if (!row) throw notFound('商品不存在');
  const specs = (await loadSpecs(db, [id])).get(id) ?? [];
  return {
    ...goodsView(row),
    specs: specs.map((spec) => {
      const view = specView(spec);
      return { specId: view.specId, name: view.name, timeRanges: view.containerGoodsSpecTimeRangeVOS };
    }),
  };
}

// ---- Price changes ------------------------------------------------------------------------

const scheduleSelect = (db: Db) =>
  db
    .select({ schedule: priceSchedules, specName: goodsSpecs.name, goodsId: containerGoods.id, goodsName, regionName: regions.name, creator: creatorColumns })
    .from(priceSchedules)
    .innerJoin(goodsSpecs, eq(goodsSpecs.id, priceSchedules.specId))
    .innerJoin(containerGoods, eq(containerGoods.id, goodsSpecs.goodsId))
    .innerJoin(regions, eq(regions.code, containerGoods.regionCode))
    .leftJoin(creator, eq(creator.id, priceSchedules.createdBy));
type ScheduleRow = RowOf<typeof scheduleSelect>;

const scheduleView = (row: ScheduleRow): PriceSchedule => ({
  id: row.schedule.id,
  specId: row.schedule.specId,
  specName: row.specName,
  goodsId: row.goodsId,
  goodsName: row.goodsName,
  regionName: row.regionName,
  timeRanges: rangeViews(row.schedule.ranges),
  replacedRanges: row.schedule.replacedRanges ? rangeViews(row.schedule.replacedRanges) : null,
  effectiveAt: toShanghaiIso(row.schedule.effectiveAt),
  status: row.schedule.status,
  note: row.schedule.note,
  createdBy: personOf(row.creator),
  createdAt: toShanghaiIso(row.schedule.createdAt),
  appliedAt: isoOrNull(row.schedule.appliedAt),
});

export async function schedulePage(db: Db, q: z.infer<typeof PriceScheduleQuery>) {
  const where = and(
    q.specId ? eq(priceSchedules.specId, q.specId) : undefined,
    q.goodsId ? eq(goodsSpecs.goodsId, q.goodsId) : undefined,
    q.status ? eq(priceSchedules.status, q.status) : undefined,
  );
  const order = orderBy(q, { effectiveAt: priceSchedules.effectiveAt, createdAt: priceSchedules.createdAt, id: priceSchedules.id }, desc(priceSchedules.effectiveAt));
  const page = await paginate(db, scheduleSelect(db).where(where).orderBy(order, desc(priceSchedules.id)).$dynamic(), q);
  return { ...page, records: page.records.map(scheduleView) };
}

export async function scheduleDetail(db: Db, id: number): Promise<PriceSchedule> {
  const [row] = await scheduleSelect(db).where(eq(priceSchedules.id, id));
  if (!row) throw notFound('调价计划不存在');
  return scheduleView(row);
}

// ---- Regions ------------------------------------------------------------------------------

const regionSelect = (db: Db) =>
  db
    .select({
      region: regions,
      goodsCount: int(sql`select count(*) from ${containerGoods} where ${containerGoods.regionCode} = ${regions.code}`),
      onSaleCount: int(sql`select count(*) from ${containerGoods} where ${containerGoods.regionCode} = ${regions.code} and ${containerGoods.status} = 'on_sale'`),
    })
    .from(regions);
type RegionListRow = RowOf<typeof regionSelect>;
const regionView = (row: RegionListRow): AdminRegion => ({ ...row.region, goodsCount: row.goodsCount, onSaleCount: row.onSaleCount });

export async function regionPage(db: Db, q: z.infer<typeof RegionQuery>) {
  const where = q.keyword ? or(ilike(regions.code, likeContains(q.keyword)), ilike(regions.name, likeContains(q.keyword)), ilike(regions.city, likeContains(q.keyword))) : undefined;
  const order = orderBy(q, { sort: regions.sort, code: regions.code }, asc(regions.sort));
  const page = await paginate(db, regionSelect(db).where(where).orderBy(order, asc(regions.code)).$dynamic(), q);
  return { ...page, records: page.records.map(regionView) };
}

export async function regionDetail(db: Db, code: string): Promise<AdminRegion> {
  const [row] = await regionSelect(db).where(eq(regions.code, code));
  if (!row) throw notFound('地域不存在');
  return regionView(row);
}
