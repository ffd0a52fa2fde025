/**
 * The mall's filters, sorting, view and page live in the URL, like the GPU market's, so a search can
 * be shared and the back button undoes a change. These functions are the only translation between
 * the query string and the page's state.
 */
import type { MallGoodsRequest, Term } from '../../shared/contracts/mall';
import { TERM_COUNT_MAX, TERMS } from '../../shared/core/mall';

export const MALL_SORTS = ['gpuHourPrice-asc', 'priceMonth-asc', 'priceMonth-desc', 'gpuCount-desc', 'deliveryLeadDays-asc', 'createdAt-desc'] as const;
export type MallSort = (typeof MALL_SORTS)[number];
export const COUNT_CHOICES = [1, 4, 8] as const;
export const MALL_PAGE_SIZE = 12;

export interface MallFilters {
  region: string | null;
  gpu: string[];
  count: number | null;
  priceMax: string | null;
  ib: boolean;
  inStock: boolean;
  sort: MallSort;
  view: 'card' | 'table';
  page: number;
}

export const DEFAULT_MALL_FILTERS: MallFilters = { region: null, gpu: [], count: null, priceMax: null, ib: false, inStock: false, sort: 'gpuHourPrice-asc', view: 'card', page: 1 };

const intIn = (value: string | null, min: number, max: number): number | null => {
  if (value === null || !/^\d+$/.test(value)) return null;
  const n = Number(value);
  return n >= min && n <= max ? n : null;
};
const PRICE_RE = /^\d{1,8}(\.\d{1,2})?$/;

export function parseMallFilters(params: URLSearchParams): MallFilters {
  const sort = params.get('sort');
  const gpu = (params.get('gpu') ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part && part.length <= 64);
  const priceMax = params.get('priceMax');
  return {
    region: params.get('region')?.slice(0, 32) || null,
    gpu: [...new Set(gpu)].slice(0, 20),
    count: intIn(params.get('count'), 1, 64),
    priceMax: priceMax && PRICE_RE.test(priceMax) ? priceMax : null,
    ib: params.get('ib') === '1',
    inStock: params.get('inStock') === '1',
    sort: (MALL_SORTS as readonly string[]).includes(sort ?? '') ? (sort as MallSort) : DEFAULT_MALL_FILTERS.sort,
    view: params.get('view') === 'table' ? 'table' : 'card',
    page: intIn(params.get('page'), 1, 10_000) ?? 1,
  };
}

export function mallFiltersToParams(f: MallFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (f.region) params.set('region', f.region);
  if (f.gpu.length) params.set('gpu', f.gpu.join(','));
  if (f.count) params.set('count', String(f.count));
  if (f.priceMax) params.set('priceMax', f.priceMax);
  if (f.ib) params.set('ib', '1');
  if (f.inStock) params.set('inStock', '1');
  if (f.sort !== DEFAULT_MALL_FILTERS.sort) params.set('sort', f.sort);
  if (f.view !== DEFAULT_MALL_FILTERS.view) params.set('view', f.view);
  if (f.page > 1) params.set('page', String(f.page));
  return params;
}

export function mallFiltersToQuery(f: MallFilters): MallGoodsRequest {
  const [orderField, orderSort] = f.sort.split('-') as [string, string];
  const query: MallGoodsRequest = { current: f.page, size: MALL_PAGE_SIZE, orderField, orderSort };
  if (f.region) query.regionCode = f.region;
  if (f.gpu.length) query.gpuModel = f.gpu.join(',');
  if (f.count) query.gpuCountMin = f.count;
  if (f.priceMax) query.priceMonthMax = f.priceMax;
  if (f.ib) query.infiniband = 'true';
  if (f.inStock) query.inStock = 'true';
  return query;
}

export const activeMallFilters = (f: MallFilters) => (f.region ? 1 : 0) + (f.gpu.length ? 1 : 0) + (f.count ? 1 : 0) + (f.priceMax ? 1 : 0) + (f.ib ? 1 : 0) + (f.inStock ? 1 : 0);

/** The detail page's order configuration, in its URL so that a trip through login comes back to it. */
export interface OrderConfig {
  term: Term;
  termCount: number;
  quantity: number;
}

export function parseOrderConfig(params: URLSearchParams): OrderConfig {
  const term = (TERMS as readonly string[]).includes(params.get('term') ?? '') ? (params.get('term') as Term) : 'month';
  return {
    term,
    termCount: intIn(params.get('termCount'), 1, TERM_COUNT_MAX[term]) ?? 1,
    quantity: intIn(params.get('quantity'), 1, 100) ?? 1,
  };
}

export function orderConfigToParams(config: OrderConfig): URLSearchParams {
  const params = new URLSearchParams();
  if (config.term !== 'month') params.set('term', config.term);
  if (config.termCount !== 1) params.set('termCount', String(config.termCount));
  if (config.quantity !== 1) params.set('quantity', String(config.quantity));
  return params;
}
