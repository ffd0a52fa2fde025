/**
 * The model market's filters, search, sorting and page live in the URL, so a shared link opens the
 * same list and the back button undoes a change. These are the only translation between the query
 * string and the page's state.
 */
import type { ModelRequest } from '../../shared/contracts/ai';
import { choice, flag, list, page, text, urlState } from '../ui/market-url';

export const MODEL_SORTS = ['downloads-desc', 'likes-desc', 'publishTime-desc'] as const;
export type ModelSort = (typeof MODEL_SORTS)[number];

/** Parameter ranges offered, in billions: [min, max] (either open). */
export const PARAM_RANGES = {
  any: [null, null],
  lt3: [null, 3],
  '3to10': [3, 10],
  '10to40': [10, 40],
  gt40: [40, null],
} as const satisfies Record<string, readonly [number | null, number | null]>;
export const PARAM_RANGE_KEYS = Object.keys(PARAM_RANGES) as [keyof typeof PARAM_RANGES, ...(keyof typeof PARAM_RANGES)[]];

export const CONTEXT_CHOICES = ['any', '8192', '32768', '131072'] as const;
export const MODEL_PAGE_SIZE = 20;

export const modelState = urlState({
  q: text(64),
  task: text(40),
  library: text(40),
  license: list(),
  commercial: flag(),
  params: choice(PARAM_RANGE_KEYS),
  context: choice(CONTEXT_CHOICES),
  lang: text(16),
  fits: flag(),
  sort: choice(MODEL_SORTS),
  page: page(),
});
export type ModelFilters = typeof modelState.defaults;

/** The gateway's listing query for the filters. */
export function modelFiltersToQuery(filters: ModelFilters): ModelRequest {
  const query = modelState.toQuery<ModelRequest>(filters, MODEL_PAGE_SIZE, {
    q: 'keyword',
    task: 'task',
    library: 'library',
    license: 'license',
    commercial: 'commercial',
    lang: 'language',
    fits: 'fitsOneCard',
  });
  const [min, max] = PARAM_RANGES[filters.params];
  if (min !== null) query.paramsMin = min;
  if (max !== null) query.paramsMax = max;
  if (filters.context !== 'any') query.contextMin = Number(filters.context);
  return query;
}
