/**
 * The market's filters, sorting, view and the configure-and-buy panel live in the URL, so a
 * search can be shared, the back button undoes a change, and a visitor sent to log in comes back
 * to the very configuration they were buying. These functions are the only translation between
 * the query string and the page's state.
 */
import type { BillingMode, GoodsRequest, PeriodUnit, QuoteRequest } from '../../shared/contracts/market';

export const SORTS = ['priceNow-asc', 'priceNow-desc', 'lowestPrice-asc', 'gpuVram-desc', 'freeGpuNumber-desc', 'createdAt-desc'] as const;
export type SortKey = (typeof SORTS)[number];
export type ViewMode = 'card' | 'table';

export const CARD_CHOICES = [1, 2, 4, 8] as const;
export const VRAM_CHOICES = [16, 24, 32, 48, 80] as const;
export const PAGE_SIZE = 12;

export interface MarketFilters {
  region: string | null;
  gpu: string[];
  cards: number | null;
  vram: number | null;
  priceMax: string | null;
  available: boolean;
  sort: SortKey;
  view: ViewMode;
  page: number;
}

export const DEFAULT_FILTERS: MarketFilters = {
  region: null,
  gpu: [],
  cards: null,
  vram: null,
  priceMax: null,
  available: false,
  sort: 'priceNow-asc',
  view: 'card',
  page: 1,
};

const FILTER_KEYS = ['region', 'gpu', 'cards', 'vram', 'priceMax', 'available', 'sort', 'view', 'page'] as const;

const intIn = (value: string | null, min: number, max: number): number | null => {
  if (value === null || !/^\d+$/.test(value)) return null;
  const n = Number(value);
  return n >= min && n <= max ? n : null;
};
const PRICE_RE = /^\d{1,6}(\.\d{1,2})?$/;

export function parseFilters(params: URLSearchParams): MarketFilters {
  const sort = params.get('sort');
  const gpu = (params.get('gpu') ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part && part.length <= 64);
  const priceMax = params.get('priceMax');
  return {
    region: params.get('region')?.slice(0, 32) || null,
    gpu: [...new Set(gpu)].slice(0, 20),
    cards: intIn(params.get('cards'), 1, 16),
    vram: intIn(params.get('vram'), 1, 1024),
    priceMax: priceMax && PRICE_RE.test(priceMax) ? priceMax : null,
    available: params.get('available') === '1',
    sort: (SORTS as readonly string[]).includes(sort ?? '') ? (sort as SortKey) : DEFAULT_FILTERS.sort,
    view: params.get('view') === 'table' ? 'table' : 'card',
    page: intIn(params.get('page'), 1, 10_000) ?? 1,
  };
}

/**
 * The query string for filters, defaults left out; parameters that are not filters (the buy
 * panel's) are kept from `base`.
 */
export function filtersToParams(filters: MarketFilters, base?: URLSearchParams): URLSearchParams {
  const params = new URLSearchParams(base);
  for (const key of FILTER_KEYS) params.delete(key);
  if (filters.region) params.set('region', filters.region);
  if (filters.gpu.length) params.set('gpu', filters.gpu.join(','));
  if (filters.cards) params.set('cards', String(filters.cards));
  if (filters.vram) params.set('vram', String(filters.vram));
  if (filters.priceMax) params.set('priceMax', filters.priceMax);
  if (filters.available) params.set('available', '1');
  if (filters.sort !== DEFAULT_FILTERS.sort) params.set('sort', filters.sort);
  if (filters.view !== DEFAULT_FILTERS.view) params.set('view', filters.view);
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}

/** The gateway's listing query for the filters. */
export function filtersToQuery(filters: MarketFilters): GoodsRequest {
  const [orderField, orderSort] = filters.sort.split('-') as [string, string];
  const query: GoodsRequest = { current: filters.page, size: PAGE_SIZE, orderField, orderSort };
  if (filters.region) query.regionCode = filters.region;
  if (filters.gpu.length) query.gpuType = filters.gpu.join(',');
  if (filters.cards) query.gpuNumber = filters.cards;
  if (filters.vram) query.gpuVramMin = filters.vram;
  if (filters.priceMax) query.priceMax = filters.priceMax;
  if (filters.available) query.available = 'true';
  return query;
}

/** How many filters narrow the list (for the "clear" affordance). */
export const activeFilterCount = (f: MarketFilters) =>
  (f.region ? 1 : 0) + (f.gpu.length ? 1 : 0) + (f.cards ? 1 : 0) + (f.vram ? 1 : 0) + (f.priceMax ? 1 : 0) + (f.available ? 1 : 0);

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
