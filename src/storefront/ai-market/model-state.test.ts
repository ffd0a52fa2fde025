import { describe, expect, it } from 'vitest';
import { modelFiltersToQuery, modelState } from './model-state';

describe('the model market URL', () => {
  it('reads a shared URL into the same gateway query', () => {
    const filters = modelState.parse(new URLSearchParams('task=text-generation&license=apache-2.0,mit&commercial=1&params=3to10&context=131072&lang=zh&fits=1&q=qwen&sort=likes-desc&page=2'));
    expect(modelFiltersToQuery(filters)).toEqual({
      current: 2,
      size: 20,
      orderField: 'likes',
      orderSort: 'desc',
      keyword: 'qwen',
      task: 'text-generation',
      license: 'apache-2.0,mit',
      commercial: 'true',
      language: 'zh',
      fitsOneCard: 'true',
      paramsMin: 3,
      paramsMax: 10,
      contextMin: 131072,
    });
    // Written back, the URL is the same list; defaults stay out of it.
    expect(modelState.toParams(filters).toString()).toBe('q=qwen&task=text-generation&license=apache-2.0%2Cmit&commercial=1&params=3to10&context=131072&lang=zh&fits=1&sort=likes-desc&page=2');
    expect(modelState.toParams(modelState.defaults).toString()).toBe('');
  });

  it('reads malformed values as the defaults', () => {
    const filters = modelState.parse(new URLSearchParams('params=huge&context=7&sort=name&page=-1'));
    expect(filters).toMatchObject({ params: 'any', context: 'any', sort: 'downloads-desc', page: 1 });
    expect(modelFiltersToQuery(filters)).toEqual({ current: 1, size: 20, orderField: 'downloads', orderSort: 'desc' });
  });
});
