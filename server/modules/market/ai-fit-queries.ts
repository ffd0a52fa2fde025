import { and, eq, sql } from 'drizzle-orm';
import { formatClock } from '../../../src/shared/core/tidal';
import type { Db } from '../../db/client';
import { containerGoods } from '../../db/schema';
import type { MarketCatalog } from './catalog';

/*
 * The market's reads the AI market's fit estimate needs: the GPU offers on sale with their card
 * size, cards per machine, free cards and prices (now and in the cheapest window). Read only.
 */

/** An offer on sale as the fit estimate sees it (prices per card-hour in 0.0001 yuan). */
export interface FitOffer {
  goodsId: number;
  gpuType: string;
  gpuVram: number;
  areaInfo: string;
  maxGpuNumber: number;
  freeCards: number;
  priceNow: number | null;
  cheapest: { unitPrice: number; beginTime: string; endTime: string; label: string } | null;
}

/** Every offer on sale at `now`, from the market's catalogue (the same data the GPU market lists). */
export async function fitOffers(catalog: MarketCatalog, now: Date): Promise<FitOffer[]> {
  const market = await catalog.at(now);
  return market.sortedBy('priceNow', 'asc').map(({ offer, prices }) => {
    const ranges = offer.specs.flatMap((spec) => spec.ranges);
    const low = ranges.reduce<(typeof ranges)[number] | null>((best, range) => (best === null || range.unitPrice < best.unitPrice ? range : best), null);
    return {
      goodsId: offer.id,
      gpuType: offer.gpuType,
      gpuVram: offer.gpuVram,
      areaInfo: offer.areaInfo,
      maxGpuNumber: offer.maxGpuNumber,
      freeCards: offer.freeGpuNumber,
      priceNow: prices.now,
      cheapest: low && { unitPrice: low.unitPrice, beginTime: formatClock(low.beginMinute), endTime: formatClock(low.endMinute), label: low.label },
    };
  });
}

/** The largest card (GB) of any offer on sale, or 0: what "fits one card I can rent here" compares with. */
export async function largestCardOnSale(db: Db): Promise<number> {
  const [row] = await db
    .select({ vram: sql<number | null>`max(${containerGoods.gpuVram})` })
    .from(containerGoods)
    .where(and(eq(containerGoods.status, 'on_sale')));
  return Number(row?.vram ?? 0);
}
