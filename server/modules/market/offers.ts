import type { Goods, GoodsSpec, RangeLabel } from '../../../src/shared/contracts/market';
import { fromMinor, PRICE } from '../../../src/shared/core/money';
import { formatClock, rangeAtMinute, type TimeRange } from '../../../src/shared/core/tidal';

/** A spec's windows as the pricing functions take them (prices in 0.0001 yuan). */
export interface Spec {
  specId: number;
  name: string;
  ranges: (TimeRange & { label: RangeLabel })[];
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
export type Listing = Omit<Offer, 'freeGpuNumber' | 'maxFreeOnOneHost'>;

/** Free cards per offer: in all, and on the emptiest host (what one instance can take). */
export type Stock = Map<number, { free: number; maxFree: number }>;

export const withStock = (listings: Listing[], stock: Stock): Offer[] =>
  listings.map((listing) => ({
    ...listing,
    freeGpuNumber: stock.get(listing.id)?.free ?? 0,
    maxFreeOnOneHost: stock.get(listing.id)?.maxFree ?? 0,
  }));

/** SPEC §3 specDetailList entry. */
export function specView(spec: Spec): GoodsSpec {
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

export type Prices = { now: number | null; lowest: number | null; highest: number | null };

/** Prices of an offer at a Shanghai minute, in 0.0001 yuan: in force now, lowest, highest. */
export function pricesAt(offer: Offer, minute: number): Prices {
  const ranges = offer.specs.flatMap((spec) => spec.ranges);
  if (ranges.length === 0) return { now: null, lowest: null, highest: null };
  const now = Math.min(...offer.specs.map((spec) => rangeAtMinute(spec.ranges, minute).unitPrice));
  const prices = ranges.map((range) => range.unitPrice);
  return { now, lowest: Math.min(...prices), highest: Math.max(...prices) };
}

const priceText = (value: number | null) => (value === null ? null : fromMinor(value, PRICE));

/** SPEC §3 goods record as lists and details answer it. */
export function offerRecord(offer: Offer, prices: Prices): Goods {
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
