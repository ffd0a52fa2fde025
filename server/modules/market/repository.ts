import { and, asc, desc, eq } from 'drizzle-orm';
import { repositoryPlugin } from '../../lib/repository-plugin';
import type { Goods, GoodsPage, GpuTypeOption, Region } from '../../../src/shared/contracts/market';
import { shanghaiMinuteOfDay } from '../../../src/shared/core/tidal';
import type { Db } from '../../db/client';
import { containerGoods, regions } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { notFound, paramError } from '../../lib/envelope';
import { listGoods, type GoodsFilter, type MarketCatalog } from './catalog';
import { offerRecord, pricesAt, withStock, type Offer, type Spec } from './offers';
import { loadListings, loadStock } from './queries';

/** On-sale offers (all, or the given ids) with specs and stock, read now. */
export async function loadOffers(db: Db, now: Date, ids?: number[]): Promise<Offer[]> {
  const [listings, stock] = await Promise.all([loadListings(db, ids), loadStock(db, now, ids)]);
  return withStock(listings, stock);
}

/** One on-sale offer, read fresh from the database (ordering and quoting never use a cached price). */
export async function loadGoods(db: Db, now: Date, goodsId: number): Promise<Goods & { specs: Spec[] }> {
  const [offer] = await loadOffers(db, now, [goodsId]);
  if (!offer) throw notFound('商品不存在或已下架');
  return { ...offerRecord(offer, pricesAt(offer, shanghaiMinuteOfDay(now))), specs: offer.specs };
}

/** An offer to order or quote `gpuNumber` cards of: on sale, and with that many cards on one machine. */
export async function orderableGoods(db: Db, now: Date, goodsId: number, gpuNumber: number) {
  const goods = await loadGoods(db, now, goodsId);
  if (gpuNumber > goods.maxGpuNumber) throw paramError('gpuNumber', `该机型单台最多${goods.maxGpuNumber}卡`);
  return { ...goods, spec: goods.specs[0]! };
}

/** The market's reads: the listing through the catalog, regions, GPU types and one offer. */
export function marketRepository(db: Db, clock: Clock, catalog: MarketCatalog) {
  return {
    async regions(): Promise<Region[]> {
      return db
        .selectDistinct({ code: regions.code, name: regions.name, city: regions.city, sort: regions.sort })
        .from(regions)
        .innerJoin(containerGoods, and(eq(containerGoods.regionCode, regions.code), eq(containerGoods.status, 'on_sale')))
        .orderBy(asc(regions.sort));
    },

    async gpuTypes(): Promise<GpuTypeOption[]> {
      return db
        .selectDistinct({ gpuType: containerGoods.gpuType, gpuVram: containerGoods.gpuVram })
        .from(containerGoods)
        .where(eq(containerGoods.status, 'on_sale'))
        .orderBy(desc(containerGoods.gpuVram), asc(containerGoods.gpuType));
    },

    /**
     * A listing page as sent (UTF-8 JSON of the whole answer), made once per query text for the
     * market at this minute: `query` is the query string as sent, which always parses to the same filter.
     */
    async listing(query: string, filter: GoodsFilter, page: Parameters<typeof listGoods>[2], serialize: (page: GoodsPage) => string): Promise<Buffer> {
      const market = await catalog.at(clock.now());
      return market.answer(query, () => serialize(listGoods(market, filter, page)));
    },

    /** The home page's recommended offers, cheapest first. */
    async homeTagGoods(current: number, size: number): Promise<GoodsPage> {
      return listGoods(await catalog.at(clock.now()), { homeTag: true }, { current, size, orderField: 'lowestPrice', orderSort: 'asc' });
    },

    async detail(goodsId: number): Promise<Goods> {
      const { specs: _specs, ...goods } = await loadGoods(db, clock.now(), goodsId);
      return goods;
    },

  };
}

export type MarketRepository = ReturnType<typeof marketRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    marketRepository: MarketRepository;
  }
}

export default repositoryPlugin('marketRepository', (app) => marketRepository(app.db, app.clock, app.market), { name: 'market-repository', dependencies: ['db'] });
