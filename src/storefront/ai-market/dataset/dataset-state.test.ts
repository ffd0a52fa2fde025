import { describe, expect, it } from 'vitest';
import { datasetFiltersToQuery, datasetState } from './dataset-state';

describe('the dataset market URL', () => {
  it('reads filters, sort and page from the query string and turns them into the gateway query', () => {
    const state = datasetState.parse(new URLSearchParams('task=text-classification&license=mit,cc0-1.0&size=10K%3Cn%3C100K&sort=rows-desc&page=2&lang=zh'));
    expect(datasetFiltersToQuery(state)).toEqual({
      current: 2,
      size: 20,
      orderField: 'rows',
      orderSort: 'desc',
      task: 'text-classification',
      license: 'mit,cc0-1.0',
      language: 'zh',
      sizeCategory: '10K<n<100K',
    });
  });

  it('reads a malformed sort as the default and sends no unknown size', () => {
    const state = datasetState.parse(new URLSearchParams('size=huge&sort=random'));
    expect(state.sort).toBe('downloads-desc');
    expect(datasetFiltersToQuery(state)).toEqual({ current: 1, size: 20, orderField: 'downloads', orderSort: 'desc' });
  });
});
