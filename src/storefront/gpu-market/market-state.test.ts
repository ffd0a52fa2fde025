import { describe, expect, it } from 'vitest';
import { buyToParams, filtersToQuery, marketState, parseBuy, quoteParams, type BuyConfig } from './market-state';

const parse = (query: string) => marketState.parse(new URLSearchParams(query));

describe('market filters in the URL', () => {
  it('reads defaults from an empty query and writes nothing for them', () => {
    expect(parse('')).toEqual(marketState.defaults);
    expect(marketState.toParams(marketState.defaults).toString()).toBe('');
  });

  it('round-trips every filter', () => {
    const filters = {
      region: 'gz-a',
      gpu: ['RTX 4090', 'A100'],
      cards: 2,
      vram: 24,
      priceMax: '3.5',
      available: true,
      sort: 'gpuVram-desc' as const,
      view: 'table' as const,
      page: 3,
    };
    const query = marketState.toParams(filters).toString();
    expect(parse(query)).toEqual(filters);
  });

  it('drops malformed values instead of sending them on', () => {
    expect(parse('cards=0&vram=-3&priceMax=1e9&sort=evil&view=grid&page=abc&available=yes')).toEqual(marketState.defaults);
    expect(parse('gpu=,A100,,A100').gpu).toEqual(['A100']);
  });

  it('keeps the buy panel parameters when filters change', () => {
    const base = new URLSearchParams('buy=7&gpus=2&region=old');
    const params = marketState.toParams({ ...marketState.defaults, region: 'bj' }, base);
    expect(params.get('buy')).toBe('7');
    expect(params.get('gpus')).toBe('2');
    expect(params.get('region')).toBe('bj');
  });

  it('maps filters onto the gateway listing query', () => {
    expect(filtersToQuery({ ...marketState.defaults, gpu: ['A100', 'H800'], cards: 4, vram: 80, priceMax: '2.00', available: true, page: 2 })).toEqual({
      current: 2,
      size: 12,
      orderField: 'priceNow',
      orderSort: 'asc',
      gpuType: 'A100,H800',
      gpuNumber: 4,
      gpuVramMin: 80,
      priceMax: '2.00',
      available: 'true',
    });
  });
});

describe('buy configuration in the URL', () => {
  const config: BuyConfig = { goodsId: 12, gpuNumber: 2, plan: 'timed', count: 1, hours: 8, imageId: 3, name: '训练机 #1' };

  it('round-trips a pay-as-you-go configuration', () => {
    const params = buyToParams(config, new URLSearchParams('region=gz'));
    expect(params.get('region')).toBe('gz');
    expect(parseBuy(params)).toEqual(config);
  });

  it('round-trips a prepaid configuration, leaving out what it does not use', () => {
    const prepaid: BuyConfig = { ...config, plan: 'week', count: 2, hours: 1 };
    const params = buyToParams(prepaid);
    expect(params.has('hours')).toBe(false);
    expect(parseBuy(params)).toEqual(prepaid);
  });

  it('is closed without a goods id and cleared by null', () => {
    expect(parseBuy(new URLSearchParams('gpus=2'))).toBeNull();
    expect(buyToParams(null, buyToParams(config)).toString()).toBe('');
  });

  it('clamps what a hand-edited link may carry', () => {
    expect(parseBuy(new URLSearchParams('buy=5&gpus=99&plan=year&count=50&hours=9999'))).toEqual({
      goodsId: 5,
      gpuNumber: null,
      plan: 'timed',
      count: 1,
      hours: 1,
      imageId: null,
      name: '',
    });
  });

  it('asks for the quote that matches the plan', () => {
    expect(quoteParams(config, 2)).toEqual({ goodsId: 12, gpuNumber: 2, billingMode: 'timed', durationHours: 8 });
    expect(quoteParams({ ...config, plan: 'month', count: 3 }, 1)).toEqual({ goodsId: 12, gpuNumber: 1, billingMode: 'common', periodUnit: 'month', periodCount: 3 });
  });
});
