import { and, asc, desc, eq, gte, inArray, sql, type SQL } from 'drizzle-orm';
import { fromMinor, PRICE } from '../../../src/shared/core/money';
import { formatClock, shanghaiMinuteOfDay, type TimeRange } from '../../../src/shared/core/tidal';
import type { Db } from '../../db/client';
import { containerGoods, goodsSpecs, hosts, regions, specTimeRanges } from '../../db/schema';
import { notFound } from '../../lib/envelope';
import { toPage } from '../../../src/shared/core/paging';

/** A spec's windows as the pricing functions take them (prices in 0.0001 yuan). */
export interface Spec {
  specId: number;
  name: string;
  ranges: TimeRange[];
}

const minorPrice = (value: string) => Math.round(Number(value) * 10_000);

/** Load the specs of some goods in one query (no N+1). */
export async function loadSpecs(db: Db, goodsIds: number[]): Promise<Map<number, Spec[]>> {
  const result = new Map<number, Spec[]>();
  if (goodsIds.length === 0) return result;
  const rows = await db
    .select({
      goodsId: goodsSpecs.goodsId,
      specId: goodsSpecs.id,
      name: goodsSpecs.name,
      beginMinute: specTimeRanges.beginMinute,
      endMinute: specTimeRanges.endMinute,
      unitPrice: specTimeRanges.unitPrice,
      label: specTimeRanges.label,
    })
    .from(goodsSpecs)
    .innerJoin(specTimeRanges, eq(specTimeRanges.specId, goodsSpecs.id))
    .where(inArray(goodsSpecs.goodsId, goodsIds))
    .orderBy(asc(goodsSpecs.id), asc(specTimeRanges.beginMinute));
  for (const row of rows) {
    const specs = result.get(row.goodsId) ?? [];
    let spec = specs.find((s) => s.specId === row.specId);
    if (!spec) {
      spec = { specId: row.specId, name: row.name, ranges: [] };
      specs.push(spec);
      result.set(row.goodsId, specs);
    }
    spec.ranges.push({ beginMinute: row.beginMinute, endMinute: row.endMinute, unitPrice: minorPrice(row.unitPrice), label: row.label });
  }
  return result;
}

/** SPEC §3 specDetailList entry. */
export function specView(spec: Spec) {
  return {
    specId: spec.specId,
    name: spec.name,
    containerGoodsSpecTimeRangeVOS: spec.ranges.map((range) => ({
      beginTime: formatClock(range.beginMinute),
      endTime: formatClock(range.endMinute),
      unitPrice: fromMinor(range.unitPrice, PRICE),
      label: range.label,
    })),
  };
}

/** The price in force now, computed in SQL so lists can filter and sort by it. */
function priceNowSql(minute: number): SQL<string | null> {
  return sql<string | null>`(
    select r.unit_price from ${specTimeRanges} r join ${goodsSpecs} s on s.id = r.spec_id
    where s.goods_id = ${containerGoods.id}
      and ((${minute} - r.begin_minute + 1440) % 1440) < (((r.end_minute - r.begin_minute + 1439) % 1440) + 1)
    order by r.unit_price asc limit 1)`;
}
const lowestSql = sql<string | null>`(
  select min(r.unit_price) from ${specTimeRanges} r join ${goodsSpecs} s on s.id = r.spec_id where s.goods_id = ${containerGoods.id})`;
const highestSql = sql<string | null>`(
  select max(r.unit_price) from ${specTimeRanges} r join ${goodsSpecs} s on s.id = r.spec_id where s.goods_id = ${containerGoods.id})`;
const freeSql = sql<number>`(
  select coalesce(sum(h.gpu_total - h.gpu_used), 0)::int from ${hosts} h where h.goods_id = ${containerGoods.id} and h.status = 'online')`;
const maxFreeSql = sql<number>`(
  select coalesce(max(h.gpu_total - h.gpu_used), 0)::int from ${hosts} h where h.goods_id = ${containerGoods.id} and h.status = 'online')`;

export interface GoodsFilter {
  regionCode?: string;
  gpuType?: string[];
  /** Cards wanted on one machine. */
  gpuNumber?: number;
  gpuVramMin?: number;
  priceMax?: string;
  /** Only offers that can start an instance of gpuNumber (or 1) cards now. */
  available?: boolean;
  homeTag?: boolean;
}

/** The columns of an offer as lists and details show it, prices as of a Shanghai minute. */
function goodsColumns(minute: number) {
  return {
    id: containerGoods.id,
    regionCode: containerGoods.regionCode,
    areaInfo: regions.name,
    city: regions.city,
    gpuType: containerGoods.gpuType,
    aliasGpuType: containerGoods.aliasGpuType,
    gpuTypeMapping: containerGoods.gpuTypeMapping,
    gpuVram: containerGoods.gpuVram,
    cpuCore: containerGoods.cpuCore,
    ramSize: containerGoods.ramSize,
    storageSpace: containerGoods.storageSpace,
    maxGpuNumber: containerGoods.maxGpuNumber,
    cudaVersion: containerGoods.cudaVersion,
    supplier: containerGoods.supplier,
    source: containerGoods.source,
    homeTag: containerGoods.homeTag,
    priceNow: priceNowSql(minute).as('price_now'),
    lowestPrice: lowestSql.as('lowest_price'),
    highestPrice: highestSql.as('highest_price'),
    freeGpuNumber: freeSql.as('free_gpu_number'),
    maxFreeOnOneHost: maxFreeSql.as('max_free_on_one_host'),
  };
}

export type GoodsOrder = 'priceNow' | 'lowestPrice' | 'gpuVram' | 'freeGpuNumber' | 'createdAt';

/** The market listing: filters and sorting run in the database, prices as of `now`. */
export async function listGoods(
  db: Db,
  now: Date,
  filter: GoodsFilter,
  page: { current: number; size: number; orderField?: GoodsOrder; orderSort?: 'asc' | 'desc' },
) {
  const columns = goodsColumns(shanghaiMinuteOfDay(now));
  const listing = db
    .select(columns)
    .from(containerGoods)
    .innerJoin(regions, eq(regions.code, containerGoods.regionCode))
    .where(
      and(
        eq(containerGoods.status, 'on_sale'),
        filter.regionCode ? eq(containerGoods.regionCode, filter.regionCode) : undefined,
        filter.gpuType?.length ? inArray(containerGoods.gpuType, filter.gpuType) : undefined,
        filter.gpuVramMin ? gte(containerGoods.gpuVram, filter.gpuVramMin) : undefined,
        filter.gpuNumber ? gte(containerGoods.maxGpuNumber, filter.gpuNumber) : undefined,
        filter.homeTag ? eq(containerGoods.homeTag, true) : undefined,
      ),
    )
    .as('listing');

  const conditions: SQL[] = [];
  if (filter.priceMax) conditions.push(sql`${listing.priceNow} <= ${filter.priceMax}`);
  if (filter.available) conditions.push(sql`${listing.maxFreeOnOneHost} >= ${filter.gpuNumber ?? 1}`);
  const where = conditions.length ? and(...conditions) : undefined;

  const sortable: Record<GoodsOrder, SQL> = {
    priceNow: sql`${listing.priceNow}`,
    lowestPrice: sql`${listing.lowestPrice}`,
    gpuVram: sql`${listing.gpuVram}`,
    freeGpuNumber: sql`${listing.freeGpuNumber}`,
    createdAt: sql`${listing.id}`,
  };
  const orderColumn = sortable[page.orderField ?? 'priceNow'];
  const order = page.orderSort === 'desc' ? desc(orderColumn) : asc(orderColumn);

  const [rows, [{ total } = { total: 0 }]] = await Promise.all([
    db
      .select()
      .from(listing)
      .where(where)
      .orderBy(order, asc(listing.id))
      .limit(page.size)
      .offset((page.current - 1) * page.size),
    db.select({ total: sql<number>`count(*)::int` }).from(listing).where(where),
  ]);
  const specs = await loadSpecs(db, rows.map((row) => row.id));
  const records = rows.map((row) => ({
    ...row,
    goodsBaseId: String(row.id),
    gpuNumber: row.maxGpuNumber,
    specDetailList: (specs.get(row.id) ?? []).map(specView),
  }));
  return toPage(records, Number(total), page.current, page.size);
}

export async function getGoods(db: Db, now: Date, goodsId: number) {
  const page = await listGoodsById(db, now, goodsId);
  if (!page) throw notFound('商品不存在或已下架');
  return page;
}

async function listGoodsById(db: Db, now: Date, goodsId: number) {
  const [row] = await db
    .select({ id: containerGoods.id, status: containerGoods.status })
    .from(containerGoods)
    .where(eq(containerGoods.id, goodsId));
  if (!row || row.status !== 'on_sale') return null;
  const [detail] = await db
    .select(goodsColumns(shanghaiMinuteOfDay(now)))
    .from(containerGoods)
    .innerJoin(regions, eq(regions.code, containerGoods.regionCode))
    .where(eq(containerGoods.id, goodsId));
  const specs = await loadSpecs(db, [goodsId]);
  return {
    ...detail!,
    goodsBaseId: String(goodsId),
    gpuNumber: detail!.maxGpuNumber,
    specs: specs.get(goodsId) ?? [],
    specDetailList: (specs.get(goodsId) ?? []).map(specView),
  };
}

export async function goodsRegions(db: Db) {
  return db
    .selectDistinct({ code: regions.code, name: regions.name, city: regions.city, sort: regions.sort })
    .from(regions)
    .innerJoin(containerGoods, and(eq(containerGoods.regionCode, regions.code), eq(containerGoods.status, 'on_sale')))
    .orderBy(asc(regions.sort));
}

export async function gpuTypes(db: Db) {
  return db
    .selectDistinct({ gpuType: containerGoods.gpuType, gpuVram: containerGoods.gpuVram })
    .from(containerGoods)
    .where(eq(containerGoods.status, 'on_sale'))
    .orderBy(desc(containerGoods.gpuVram), asc(containerGoods.gpuType));
}
