import type { FitGoods, ModelFit } from '../../../src/shared/contracts/ai';
import { cardsNeeded, estimateVram, PRECISION_KEYS } from '../../../src/shared/core/ai';
import { fromMinor, PRICE } from '../../../src/shared/core/money';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/envelope';
import { fitOffers, type FitOffer } from '../market/ai-fit-queries';
import type { MarketCatalog } from '../market/catalog';
import { modelShape } from './queries';

/** Goods listed per precision: the cheapest ones. */
export const FIT_GOODS_MAX = 12;

const price = (unitPrice: number | null, cards: number) => (unitPrice === null ? null : fromMinor(unitPrice * cards, PRICE));

/** The goods that hold `bytes` on one card or across the cards of one machine, cheapest per hour first. */
export function goodsHolding(offers: FitOffer[], bytes: number): FitGoods[] {
  return offers
    .flatMap((offer) => {
      const cards = cardsNeeded(bytes, offer.gpuVram, offer.maxGpuNumber);
      if (cards === null) return [];
      return [
        {
          goodsId: offer.goodsId,
          gpuType: offer.gpuType,
          gpuVram: offer.gpuVram,
          areaInfo: offer.areaInfo,
          cards,
          freeCards: offer.freeCards,
          hourlyNow: price(offer.priceNow, cards),
          hourlyCheapest: price(offer.cheapest?.unitPrice ?? null, cards),
          cheapestWindow: offer.cheapest && { beginTime: offer.cheapest.beginTime, endTime: offer.cheapest.endTime, label: offer.cheapest.label },
          sortKey: offer.priceNow === null ? Number.MAX_SAFE_INTEGER : offer.priceNow * cards,
        },
      ];
    })
    .sort((a, b) => a.sortKey - b.sortKey || a.goodsId - b.goodsId)
    .slice(0, FIT_GOODS_MAX)
    .map(({ sortKey: _sortKey, ...goods }) => goods);
}

/**
 * The fit estimate of a model: for each precision, the VRAM it needs at this context and batch
 * (SPEC issue 22's formula, src/shared/core/ai.ts) and the market's goods that hold it.
 */
export async function modelFit(db: Db, catalog: MarketCatalog, now: Date, modelId: string, contextLength: number, batch: number): Promise<ModelFit> {
  const shape = await modelShape(db, modelId);
  if (!shape) throw notFound('模型不存在');
  const offers = await fitOffers(catalog, now);
  return {
    modelId,
    params: shape.params,
    contextLength,
    batch,
    estimates: PRECISION_KEYS.map((precision) => {
      const estimate = estimateVram(shape, precision, contextLength, batch);
      return { ...estimate, goods: goodsHolding(offers, estimate.totalBytes) };
    }),
  };
}
