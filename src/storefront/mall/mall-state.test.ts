import { describe, expect, it } from 'vitest';
import { mallFiltersToQuery, mallState, orderConfigToParams, parseOrderConfig } from './mall-state';

describe('mall URL state', () => {
  it('round-trips filters and drops defaults and nonsense', () => {
    const filters = { ...mallState.defaults, region: 'cn-east-1', gpu: ['H800', 'A800'], count: 8, priceMax: '50000', ib: true, sort: 'priceMonth-desc' as const, view: 'table' as const, page: 2 };
    const params = mallState.toParams(filters);
    expect(mallState.parse(params)).toEqual(filters);
    expect(mallState.toParams(mallState.defaults).toString()).toBe('');
    expect(mallState.parse(new URLSearchParams('sort=evil&count=999&priceMax=1e9&page=-1'))).toEqual(mallState.defaults);
    expect(mallFiltersToQuery(filters)).toMatchObject({ current: 2, regionCode: 'cn-east-1', gpuModel: 'H800,A800', gpuCountMin: 8, priceMonthMax: '50000', infiniband: 'true', orderField: 'priceMonth', orderSort: 'desc' });
  });

  it('keeps the order configuration within each term’s limits', () => {
    expect(parseOrderConfig(new URLSearchParams('term=year&termCount=3&quantity=2'))).toEqual({ term: 'year', termCount: 3, quantity: 2 });
    expect(parseOrderConfig(new URLSearchParams('term=year&termCount=9'))).toEqual({ term: 'year', termCount: 1, quantity: 1 });
    expect(orderConfigToParams({ term: 'quarter', termCount: 2, quantity: 1 }).toString()).toBe('term=quarter&termCount=2');
  });
});
