import type { GoodsOrderField } from '../../../src/shared/contracts/market';
import { PRICE, toMinor } from '../../../src/shared/core/money';
import { toPage } from '../../../src/shared/core/paging';
import { shanghaiMinuteOfDay } from '../../../src/shared/core/tidal';
import type { Database, Db, Subscription } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { offerRecord, pricesAt, withStock, type Listing, type Offer, type Prices, type Stock } from './offers';
import { loadListings, loadStock } from './queries';

/** The channel on which the database announces edits to offers, specs, prices or regions (migration 0005_change_notifications). */
export const MARKET_CHANGED = 'market_changed';

type GoodsRecord = ReturnType<typeof offerRecord>;
interface Priced {
  offer: Offer;
  prices: Prices;
  /** Built when a page first shows the offer. */
  record?: GoodsRecord;
}

/** Distinct listing queries answered from memory per market snapshot (it lasts a couple of seconds). */
const MAX_ANSWERS = 100;

const ORDER_KEYS: Record<GoodsOrderField, (item: Priced) => number> = {
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
   * A listing answer as sent (UTF-8 JSON, serialised by `make`), made once per query for this market: the same page
   * asked again (the default page, a popular filter) costs a lookup instead of filtering,
   * serializing and encoding twenty offers with their windows. At most MAX_ANSWERS queries are kept.
   */
  answer(query: string, make: () => string): Buffer {
    let body = this.answers.get(query);
    if (body === undefined) {
      body = Buffer.from(make());
      if (this.answers.size < MAX_ANSWERS) this.answers.set(query, body);
    }
    return body;
  }

  sortedBy(field: GoodsOrderField, sort: 'asc' | 'desc'): Priced[] {
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
    clock: Clock,
    private readonly subscription: Subscription,
  ) {
    this.listings = new Loaded(() => loadListings(db));
    // Hosts entering or leaving a maintenance window change the stock too: at most STOCK_TTL_MS late.
    this.stock = new Loaded(() => loadStock(db, clock.now()));
  }

  static async open(database: Database, clock: Clock): Promise<MarketCatalog> {
    let catalog: MarketCatalog | null = null;
    const subscription = await database.listen(MARKET_CHANGED, () => catalog?.offersChanged());
    catalog = new MarketCatalog(database.db, clock, subscription);
    return catalog;
  }

  /** Cards were taken or given back, or hosts edited, here (the inventory says so once its transaction commits). */
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

/** The market listing: filters, sorting and paging over the priced market. */
export function listGoods(
  market: PricedMarket,
  filter: GoodsFilter,
  page: { current: number; size: number; orderField?: GoodsOrderField; orderSort?: 'asc' | 'desc' },
) {
  const priceMax = filter.priceMax === undefined ? null : toMinor(filter.priceMax, PRICE);
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
