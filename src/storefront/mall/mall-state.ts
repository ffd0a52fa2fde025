/**
 * The mall's filters, sorting, view and page live in the URL, like the GPU market's, so a search can
 * be shared and the back button undoes a change. These functions are the only translation between
 * the query string and the page's state.
 */
import type { MallGoodsRequest, Term } from '../../shared/contracts/mall';
import { TERM_COUNT_MAX, TERMS } from '../../shared/core/mall';
import { choice, flag, int, intIn, list, page, price, text, urlState, VIEWS } from '../ui/market-url';

export const MALL_SORTS = ['gpuHourPrice-asc', 'priceMonth-asc', 'priceMonth-desc', 'gpuCount-desc', 'deliveryLeadDays-asc', 'createdAt-desc'] as const;
export type MallSort = (typeof MALL_SORTS)[number];
export const COUNT_CHOICES = [1, 4, 8] as const;
export const MALL_PAGE_SIZE = 12;
export const MALL_PRICE_RE = /^\d{1,8}(\.\d{1,2})?$/;

export const mallState = urlState({
  region: text(32),
  gpu: list(),
  count: int(1, 64),
  priceMax: price(MALL_PRICE_RE),
  ib: flag(),
  inStock: flag(),
  sort: choice(MALL_SORTS),
  view: choice(VIEWS),
  page: page(),
});
export type MallFilters = typeof mallState.defaults;

export const mallFiltersToQuery = (f: MallFilters) =>
  mallState.toQuery<MallGoodsRequest>(f, MALL_PAGE_SIZE, { region: 'regionCode', gpu: 'gpuModel', count: 'gpuCountMin', priceMax: 'priceMonthMax', ib: 'infiniband', inStock: 'inStock' });

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
