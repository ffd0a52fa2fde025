import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { fromMinor, PRICE } from '../../../src/shared/core/money';
import { formatClock, rangeAtMinute, shanghaiMinuteOfDay, type TimeRange } from '../../../src/shared/core/tidal';
import type { Database, Db, Subscription } from '../../db/client';
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

/** An offer without its stock: what changes only when an operator edits the market. */
type Listing = Omit<Offer, 'freeGpuNumber' | 'maxFreeOnOneHost'>;

/** Free cards per offer: in all, and on the emptiest host (what one instance can take). */
type Stock = Map<number, { free: number; maxFree: number }>;

/** On-sale offers (all, or the given ids) with their region and specs, in two queries. */
async function loadListings(db: Db, ids?: number[]): Promise<Listing[]> {
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
  const specs = await loadSpecs(db, rows.map((row) => row.id));
  return rows.map((row) => ({ ...row, specs: specs.get(row.id) ?? [] }));
}

/** The free cards of online hosts (of all offers, or of the given ids), in one query. */
async function loadStock(db: Db, ids?: number[]): Promise<Stock> {
  const rows = await db
    .select({
      goodsId: hosts.goodsId,
      free: sql<number>`sum(${hosts.gpuTotal} - ${hosts.gpuUsed})::int`,
      maxFree: sql<number>`max(${hosts.gpuTotal} - ${hosts.gpuUsed})::int`,
    })
    .from(hosts)
    .where(and(eq(hosts.status, 'online'), ids ? inArray(hosts.goodsId, ids) : undefined))
    .groupBy(hosts.goodsId);
  return new Map(rows.map((row) => [row.goodsId, { free: Number(row.free), maxFree: Number(row.maxFree) }]));
}

const withStock = (listings: Listing[], stock: Stock): Offer[] =>
  listings.map((listing) => ({
    ...listing,
    freeGpuNumber: stock.get(listing.id)?.free ?? 0,
    maxFreeOnOneHost: stock.get(listing.id)?.maxFree ?? 0,
  }));

/** On-sale offers (all, or the given ids) with specs and stock, read now. */
export async function loadOffers(db: Db, ids?: number[]): Promise<Offer[]> {
  const [listings, stock] = await Promise.all([loadListings(db, ids), loadStock(db, ids)]);
  return withStock(listings, stock);
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

/** The channel on which the database announces edits to offers, specs, prices or regions (migration 0005_change_notifications). */
export const MARKET_CHANGED = 'market_changed';

type Prices = ReturnType<typeof pricesAt>;
type GoodsRecord = ReturnType<typeof offerRecord>;
interface Priced {
  offer: Offer;
  prices: Prices;
  /** Built when a page first shows the offer. */
  record?: GoodsRecord;
}

/** Distinct listing queries answered from memory per market snapshot (it lasts a couple of seconds). */
const MAX_ANSWERS = 100;

const ORDER_KEYS: Record<GoodsOrder, (item: Priced) => number> = {
  priceNow: (item) => item.prices.now ?? Number.MAX_SAFE_INTEGER,
  lowestPrice: (item) => item.prices.lowest ?? Number.MAX_SAFE_INTEGER,
  gpuVram: (item) => item.offer.gpuVram,
  freeGpuNumber: (item) => item.offer.freeGpuNumber,
  createdAt: (item) => item.offer.id,
};

/**
 * The market at one minute: every offer priced once, each sort order asked for sorted once and
 * each record shown built once, shared by every listing until the minute, the offers or the stock
 * change. A listing is then a filter over a sorted array and a slice.
 */
export class PricedMarket {
  private readonly items: Priced[];
  private readonly orders = new Map<string, Priced[]>();
  private readonly answers = new Map<string, Buffer>();

  constructor(
    offers: Offer[],
    readonly minute: number,
  ) {
    this.items = offers.map((offer) => ({ offer, prices: pricesAt(offer, minute) }));
  }

  /**
   * A listing answer as sent (UTF-8 JSON), made once per query for this market: the same page
   * asked again (the default page, a popular filter) costs a lookup instead of filtering,
   * serializing and encoding twenty offers with their windows. At most MAX_ANSWERS queries are kept.
   */
  answer(query: string, make: () => unknown): Buffer {
    let body = this.answers.get(query);
    if (body === undefined) {
      body = Buffer.from(JSON.stringify(make()));
      if (this.answers.size < MAX_ANSWERS) this.answers.set(query, body);
    }
    return body;
  }

  sortedBy(field: GoodsOrder, sort: 'asc' | 'desc'): Priced[] {
    const name = `${field} ${sort}`;
    let sorted = this.orders.get(name);
    if (!sorted) {
      const by = ORDER_KEYS[field];
      const sign = sort === 'desc' ? -1 : 1;
      sorted = [...this.items].sort((a, b) => sign * (by(a) - by(b)) || a.offer.id - b.offer.id);
      this.orders.set(name, sorted);
    }
    return sorted;
  }
}

/** A value loaded from the database, kept until it is too old or something changed it. */
class Loaded<T> {
  private value: { loadedAt: number; data: T; epoch: number } | null = null;
  private loading: Promise<T> | null = null;
  private generation = 0;

  constructor(private readonly load: () => Promise<T>) {}

  drop(): void {
    this.generation += 1;
    this.value = null;
  }

  /** The value if younger than `ttlMs` and read under `epoch`; otherwise one load that concurrent callers share. */
  get(ttlMs: number, epoch = 0): Promise<T> | T {
    if (this.value && this.value.epoch === epoch && performance.now() - this.value.loadedAt < ttlMs) return this.value.data;
    this.loading ??= this.reload(epoch).finally(() => {
      this.loading = null;
    });
    return this.loading;
  }

  private async reload(epoch: number): Promise<T> {
    const generation = this.generation;
    const loadedAt = performance.now();
    const data = await this.load();
    // A change made while loading makes this load stale: keep it for nobody.
    if (generation === this.generation) this.value = { loadedAt, data, epoch };
    return data;
  }
}

/** Stock is reread at least this often: other gateways and the worker take and free cards. */
const STOCK_TTL_MS = 2000;
/** Offers and prices are reread this often only while the database's notifications are not arriving. */
const LISTING_TTL_MS = 2000;

/**
 * The market's offers, held in memory for the public listings. Offers, specs and prices change
 * only when an operator edits them: they are reread when the database announces an edit
 * (NOTIFY market_changed, from any gateway), or every couple of seconds while notifications are
 * not arriving. Stock changes with every order: reread when this process changed it and at least
 * every STOCK_TTL_MS, so stock shown may lag other gateways by that much; ordering takes cards by
 * a guarded UPDATE, so a stale listing can never oversell. Reading offers is the expensive part
 * (a thousand offers with their windows block PGlite's thread for a good fraction of a second
 * under load), rereading stock is one aggregate.
 */
export class MarketCatalog {
  private readonly listings: Loaded<Listing[]>;
  private readonly stock: Loaded<Stock>;
  private priced: { market: PricedMarket; listings: Listing[]; stock: Stock } | null = null;

  private constructor(
    db: Db,
    private readonly subscription: Subscription,
  ) {
    this.listings = new Loaded(() => loadListings(db));
    this.stock = new Loaded(() => loadStock(db));
  }

  static async open(database: Database): Promise<MarketCatalog> {
    let catalog: MarketCatalog | null = null;
    const subscription = await database.listen(MARKET_CHANGED, () => catalog?.offersChanged());
    catalog = new MarketCatalog(database.db, subscription);
    return catalog;
  }

  /** Cards were taken or given back here (an order, an instance action). */
  invalidate(): void {
    this.stock.drop();
  }

  /** Offers, specs or prices were edited here: reread them now rather than when the notification arrives. */
  offersChanged(): void {
    this.listings.drop();
  }

  /** The market priced at `now`'s minute. */
  async at(now: Date): Promise<PricedMarket> {
    const { live, epoch } = this.subscription;
    const [listings, stock] = await Promise.all([this.listings.get(live ? Infinity : LISTING_TTL_MS, epoch), this.stock.get(STOCK_TTL_MS)]);
    const minute = shanghaiMinuteOfDay(now);
    const current = this.priced;
    if (current && current.listings === listings && current.stock === stock && current.market.minute === minute) return current.market;
    const market = new PricedMarket(withStock(listings, stock), minute);
    this.priced = { market, listings, stock };
    return market;
  }

  close(): Promise<void> {
    return this.subscription.close();
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

/** The market listing: filters, sorting and paging over the priced market. */
export function listGoods(
  market: PricedMarket,
  filter: GoodsFilter,
  page: { current: number; size: number; orderField?: GoodsOrder; orderSort?: 'asc' | 'desc' },
) {
  const priceMax = filter.priceMax === undefined ? null : Math.round(Number(filter.priceMax) * 10_000);
  const types = filter.gpuType?.length ? new Set(filter.gpuType) : null;
  const matching = market
    .sortedBy(page.orderField ?? 'priceNow', page.orderSort ?? 'asc')
    .filter(
      ({ offer, prices }) =>
        (!filter.regionCode || offer.regionCode === filter.regionCode) &&
        (!types || types.has(offer.gpuType)) &&
        (!filter.gpuVramMin || offer.gpuVram >= filter.gpuVramMin) &&
        (!filter.gpuNumber || offer.maxGpuNumber >= filter.gpuNumber) &&
        (!filter.homeTag || offer.homeTag) &&
        (!filter.available || offer.maxFreeOnOneHost >= (filter.gpuNumber ?? 1)) &&
        (priceMax === null || (prices.now !== null && prices.now <= priceMax)),
    );
  const slice = matching.slice((page.current - 1) * page.size, page.current * page.size);
  return toPage(
    slice.map((item) => (item.record ??= offerRecord(item.offer, item.prices))),
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
