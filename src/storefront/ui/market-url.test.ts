import { describe, expect, it } from 'vitest';
import { choice, flag, int, list, page, price, text, urlState } from './market-url';

const board = urlState({ gpu: text(8), region: text(32), count: int(1, 64), page: page() });
const shop = urlState({
  region: text(32),
  gpu: list(),
  price: price(/^\d{1,3}$/),
  ib: flag(),
  sort: choice(['price-asc', 'price-desc']),
  view: choice(['card', 'table']),
  page: page(),
});

describe('list state in the URL', () => {
  it('reads every kind of field, malformed values as their default', () => {
    expect(board.defaults).toEqual({ gpu: null, region: null, count: null, page: 1 });
    expect(board.parse(new URLSearchParams('gpu=A100-80GB-SXM&count=65&page=0'))).toEqual({ gpu: 'A100-80G', region: null, count: null, page: 1 });
    expect(shop.parse(new URLSearchParams('gpu=H800,,A800,H800&price=1000&ib=1&sort=price-desc&view=grid&page=3'))).toEqual({
      region: null,
      gpu: ['H800', 'A800'],
      price: null,
      ib: true,
      sort: 'price-desc',
      view: 'card',
      page: 3,
    });
  });

  it('writes only what differs from the defaults, in field order, after parameters that are not its own', () => {
    const state = { ...shop.defaults, gpu: ['H800'], ib: true, view: 'table' as const, page: 2 };
    expect(shop.toParams(state, new URLSearchParams('buy=7&page=9')).toString()).toBe('buy=7&gpu=H800&ib=1&view=table&page=2');
    expect(shop.toParams(shop.defaults).toString()).toBe('');
  });

  it('counts the filters that are on, not sorting, view or page', () => {
    expect(shop.activeCount({ ...shop.defaults, sort: 'price-desc', view: 'table', page: 4 })).toBe(0);
    expect(shop.activeCount({ ...shop.defaults, region: 'cn-east-1', gpu: ['A100'], ib: true })).toBe(3);
  });

  it('builds the gateway query under the gateway’s names, with the sort only where the list has one', () => {
    const state = { ...shop.defaults, region: 'cn-east-1', gpu: ['H800', 'A800'], ib: true, sort: 'price-desc' as const };
    expect(shop.toQuery(state, 12, { region: 'regionCode', gpu: 'gpuModel', ib: 'infiniband' })).toEqual({
      current: 1,
      size: 12,
      orderField: 'price',
      orderSort: 'desc',
      regionCode: 'cn-east-1',
      gpuModel: 'H800,A800',
      infiniband: 'true',
    });
    expect(board.toQuery({ ...board.defaults, count: 8, page: 2 }, 10, { gpu: 'gpuModel', count: 'gpuCountMin' })).toEqual({ current: 2, size: 10, gpuCountMin: 8 });
  });
});
