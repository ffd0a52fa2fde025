/**
 * The dataset market's filters, search, sorting and page live in the URL, so a shared link opens
 * the same list and the back button undoes a change.
 */
import type { DatasetRequest } from '../../../shared/contracts/dataset';
import { DATASET_SIZE_KEYS } from '../../../shared/core/dataset';
import { choice, list, page, text, urlState } from '../../ui/market-url';

export const DATASET_SORTS = ['downloads-desc', 'publishTime-desc', 'rows-desc'] as const;
export type DatasetSort = (typeof DATASET_SORTS)[number];
export const DATASET_PAGE_SIZE = 20;

export const datasetState = urlState({
  q: text(64),
  task: text(40),
  modality: text(20),
  license: list(),
  lang: text(16),
  size: text(16),
  sort: choice(DATASET_SORTS),
  page: page(),
});
export type DatasetFilters = typeof datasetState.defaults;

/** The gateway's listing query for the filters. */
export function datasetFiltersToQuery(filters: DatasetFilters): DatasetRequest {
  const query = datasetState.toQuery<DatasetRequest>(filters, DATASET_PAGE_SIZE, { q: 'keyword', task: 'task', modality: 'modality', license: 'license', lang: 'language' });
  if (filters.size && (DATASET_SIZE_KEYS as readonly string[]).includes(filters.size)) query.sizeCategory = filters.size;
  return query;
}
