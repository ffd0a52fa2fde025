import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { fromMinor, PRICE } from '../../../src/shared/core/money';
import { formatClock, rangeAtMinute, shanghaiMinuteOfDay, type TimeRange } from '../../../src/shared/core/tidal';
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

/** An offer as loaded: its columns, region, specs and free cards (prices are per time window). */
export interface Offer {
  id: number;
  regionCode: string;
  areaInfo: string;
  city: string;
  gpuType: string;
  aliasGpuType: string;
  gpuTypeMapping: string;
  gpuVram: number;
  cpuCore: number;
  ramSize: number;
  storageSpace: number;
  maxGpuNumber: number;
  cudaVersion: string;
  supplier: string;
  source: string;
  homeTag: boolean;
  specs: Spec[];
  freeGpuNumber: number;
  maxFreeOnOneHost: number;
}

/** On-sale offers (all, or the given ids) with specs and stock, in three queries. */
export async function loadOffers(db: Db, ids?: number[]): Promise<Offer[]> {
  const rows = await db
    .select({
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
    })
    .from(containerGoods)
    .innerJoin(regions, eq(regions.code, containerGoods.regionCode))
    .where(and(eq(containerGoods.status, 'on_sale'), ids ? inArray(containerGoods.id, ids) : undefined))
    .orderBy(asc(containerGoods.id));
  if (rows.length === 0) return [];
  const goodsIds = rows.map((row) => row.id);
  const [specs, stock] = await Promise.all([
    loadSpecs(db, goodsIds),
    db
      .select({
        goodsId: hosts.goodsId,
        free: sql<number>`sum(${hosts.gpuTotal} - ${hosts.gpuUsed})::int`,
        maxFree: sql<number>`max(${hosts.gpuTotal} - ${hosts.gpuUsed})::int`,
      })
      .from(hosts)
      .where(and(eq(hosts.status, 'online'), ids ? inArray(hosts.goodsId, ids) : undefined))
      .groupBy(hosts.goodsId),
  ]);
  const stockOf = new Map(stock.map((row) => [row.goodsId, row]));
  return rows.map((row) => ({
    ...row,
    specs: specs.get(row.id) ?? [],
    freeGpuNumber: Number(stockOf.get(row.id)?.free ?? 0),
    maxFreeOnOneHost: Number(stockOf.get(row.id)?.maxFree ?? 0),
  }));
}

/** Prices of an offer at a Shanghai minute, in 0.0001 yuan: in force now, lowest, highest. */
function pricesAt(offer: Offer, minute: number) {
  const ranges = offer.specs.flatMap((spec) => spec.ranges);
  if (ranges.length === 0) return { now: null, lowest: null, highest: null };
  const now = Math.min(...offer.specs.map((spec) => rangeAtMinute(spec.ranges, minute).unitPrice));
  const prices = ranges.map((range) => range.unitPrice);
  return { now, lowest: Math.min(...prices), highest: Math.max(...prices) };
}

const priceText = (value: number | null) => (value === null ? null : fromMinor(value, PRICE));

/** SPEC §3 goods record as lists and details answer it. */
function offerRecord(offer: Offer, prices: ReturnType<typeof pricesAt>) {
  const { specs, ...columns } = offer;
  return {
    ...columns,
    priceNow: priceText(prices.now),
    lowestPrice: priceText(prices.lowest),
    highestPrice: priceText(prices.highest),
    goodsBaseId: String(offer.id),
    gpuNumber: offer.maxGpuNumber,
    specDetailList: specs.map(specView),
  };
}

/**
 * The market's offers, held in memory and reloaded when older than `ttlMs` or when this process
 * changed something (an order, an instance action, a price edit). Listing, filtering and sorting
 * a few thousand offers in memory takes well under a millisecond, so the public market page costs
 * the database three queries every couple of seconds rather than an aggregate per request. Stock
 * shown may lag other gateways by up to ttlMs; ordering itself takes cards by a guarded UPDATE,
 * so a stale listing can never oversell.
 */
export class MarketCatalog {
  private cached: { loadedAt: number; offers: Offer[] } | null = null;
  private loading: Promise<Offer[]> | null = null;
  private generation = 0;

  constructor(
    private readonly db: Db,
    private readonly ttlMs = 2000,
  ) {}

  invalidate(): void {
    this.generation += 1;
    this.cached = null;
  }

  async offers(): Promise<Offer[]> {
    if (this.cached && performance.now() - this.cached.loadedAt < this.ttlMs) return this.cached.offers;
    // One load at a time: concurrent requests share it.
    this.loading ??= this.load().finally(() => {
      this.loading = null;
    });
    return this.loading;
  }

  private async load(): Promise<Offer[]> {
    const generation = this.generation;
    const loadedAt = performance.now();
    const offers = await loadOffers(this.db);
    // A change made while loading makes this load stale: keep it for nobody.
    if (generation === this.generation) this.cached = { loadedAt, offers };
    return offers;
  }
}

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

export type GoodsOrder = 'priceNow' | 'lowestPrice' | 'gpuVram' | 'freeGpuNumber' | 'createdAt';

/** The market listing: filters, sorting and paging over the catalog, prices as of `now`. */
export function listGoods(
  offers: Offer[],
  now: Date,
  filter: GoodsFilter,
  page: { current: number; size: number; orderField?: GoodsOrder; orderSort?: 'asc' | 'desc' },
) {
  const minute = shanghaiMinuteOfDay(now);
  const priceMax = filter.priceMax === undefined ? null : Math.round(Number(filter.priceMax) * 10_000);
  const types = filter.gpuType?.length ? new Set(filter.gpuType) : null;
  const matching = offers
    .filter(
      (offer) =>
        (!filter.regionCode || offer.regionCode === filter.regionCode) &&
        (!types || types.has(offer.gpuType)) &&
        (!filter.gpuVramMin || offer.gpuVram >= filter.gpuVramMin) &&
        (!filter.gpuNumber || offer.maxGpuNumber >= filter.gpuNumber) &&
        (!filter.homeTag || offer.homeTag) &&
        (!filter.available || offer.maxFreeOnOneHost >= (filter.gpuNumber ?? 1)),
    )
    .map((offer) => ({ offer, prices: pricesAt(offer, minute) }))
    .filter(({ prices }) => priceMax === null || (prices.now !== null && prices.now <= priceMax));

  const key: Record<GoodsOrder, (item: (typeof matching)[number]) => number> = {
    priceNow: (item) => item.prices.now ?? Number.MAX_SAFE_INTEGER,
    lowestPrice: (item) => item.prices.lowest ?? Number.MAX_SAFE_INTEGER,
    gpuVram: (item) => item.offer.gpuVram,
    freeGpuNumber: (item) => item.offer.freeGpuNumber,
    createdAt: (item) => item.offer.id,
  };
  const by = key[page.orderField ?? 'priceNow'];
  const sign = page.orderSort === 'desc' ? -1 : 1;
  matching.sort((a, b) => sign * (by(a) - by(b)) || a.offer.id - b.offer.id);
  const slice = matching.slice((page.current - 1) * page.size, page.current * page.size);
  return toPage(
    slice.map(({ offer, prices }) => offerRecord(offer, prices)),
    matching.length,
    page.current,
    page.size,
  );
}

/** One on-sale offer, read fresh from the database (ordering and quoting never use a cached price). */
export async function getGoods(db: Db, now: Date, goodsId: number) {
  const [offer] = await loadOffers(db, [goodsId]);
  if (!offer) throw notFound('商品不存在或已下架');
  return { ...offerRecord(offer, pricesAt(offer, shanghaiMinuteOfDay(now))), specs: offer.specs };
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
