/**
 * The market's filters, sorting, view and the configure-and-buy panel live in the URL, so a
 * search can be shared, the back button undoes a change, and a visitor sent to log in comes back
 * to the very configuration they were buying. These functions are the only translation between
 * the query string and the page's state.
 */
import type { BillingMode, GoodsRequest, PeriodUnit, QuoteRequest } from '../../shared/contracts/market';
import { choice, flag, int, intIn, list, page, price, text, urlState, VIEWS } from '../ui/market-url';

export const SORTS = ['priceNow-asc', 'priceNow-desc', 'lowestPrice-asc', 'gpuVram-desc', 'freeGpuNumber-desc', 'createdAt-desc'] as const;
export type SortKey = (typeof SORTS)[number];

export const CARD_CHOICES = [1, 2, 4, 8] as const;
export const VRAM_CHOICES = [16, 24, 32, 48, 80] as const;
export const PAGE_SIZE = 12;
export const PRICE_RE = /^\d{1,6}(\.\d{1,2})?$/;

/**
 * The list's fields in the URL. `toParams` keeps parameters that are not filters (the buy
 * panel's) from its `base`; `activeCount` says how many filters narrow the list.
 */
export const marketState = urlState({
  region: text(32),
  gpu: list(),
  cards: int(1, 16),
  vram: int(1, 1024),
  priceMax: price(PRICE_RE),
  available: flag(),
  sort: choice(SORTS),
  view: choice(VIEWS),
  page: page(),
});
export type MarketFilters = typeof marketState.defaults;

/** The gateway's listing query for the filters. */
export const filtersToQuery = (filters: MarketFilters) =>
  marketState.toQuery<GoodsRequest>(filters, PAGE_SIZE, { region: 'regionCode', gpu: 'gpuType', cards: 'gpuNumber', vram: 'gpuVramMin', priceMax: 'priceMax', available: 'available' });

/** The configure-and-buy panel's choices. `plan` folds billing mode and period into one choice. */
export type Plan = 'timed' | PeriodUnit;
export const PLANS: readonly Plan[] = ['timed', 'day', 'week', 'month'];

export interface BuyConfig {
  goodsId: number;
  /** Cards wanted; null until chosen (the panel then takes the filter's count or 1). */
  gpuNumber: number | null;
  plan: Plan;
  /** Prepaid periods (1–12). */
  count: number;
  /** Estimated hours for pay-as-you-go (1–720). */
  hours: number;
  imageId: number | null;
  name: string;
}

const BUY_KEYS = ['buy', 'gpus', 'plan', 'count', 'hours', 'image', 'name'] as const;
export const NAME_MAX = 40;

/** The buy panel's configuration from the URL, or null when the panel is closed. */
export function parseBuy(params: URLSearchParams): BuyConfig | null {
  const goodsId = intIn(params.get('buy'), 1, Number.MAX_SAFE_INTEGER);
  if (!goodsId) return null;
  const plan = params.get('plan');
  return {
    goodsId,
    gpuNumber: intIn(params.get('gpus'), 1, 16),
    plan: (PLANS as readonly string[]).includes(plan ?? '') ? (plan as Plan) : 'timed',
    count: intIn(params.get('count'), 1, 12) ?? 1,
    hours: intIn(params.get('hours'), 1, 720) ?? 1,
    imageId: intIn(params.get('image'), 1, Number.MAX_SAFE_INTEGER),
    name: (params.get('name') ?? '').slice(0, NAME_MAX),
  };
}

/** The URL with the buy panel's configuration (or without it, for null), other parameters kept. */
export function buyToParams(config: BuyConfig | null, base?: URLSearchParams): URLSearchParams {
  const params = new URLSearchParams(base);
  for (const key of BUY_KEYS) params.delete(key);
  if (!config) return params;
  params.set('buy', String(config.goodsId));
  if (config.gpuNumber) params.set('gpus', String(config.gpuNumber));
  if (config.plan !== 'timed') params.set('plan', config.plan);
  if (config.plan !== 'timed' && config.count !== 1) params.set('count', String(config.count));
  if (config.plan === 'timed' && config.hours !== 1) params.set('hours', String(config.hours));
  if (config.imageId) params.set('image', String(config.imageId));
  if (config.name) params.set('name', config.name);
  return params;
}

export const billingModeOf = (plan: Plan): BillingMode => (plan === 'timed' ? 'timed' : 'common');

/** The quote request for a configuration. */
export function quoteParams(config: BuyConfig, gpuNumber: number): QuoteRequest {
  return config.plan === 'timed'
    ? { goodsId: config.goodsId, gpuNumber, billingMode: 'timed', durationHours: config.hours }
    : { goodsId: config.goodsId, gpuNumber, billingMode: 'common', periodUnit: config.plan, periodCount: config.count };
}
