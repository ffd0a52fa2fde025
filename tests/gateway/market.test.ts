import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../server/lib/clock';
import { call, createTestApp, login } from './helpers';

let app: FastifyInstance;
// 20:00 in Shanghai: day prices in force, the night window two hours away.
const clock = new ManualClock('2026-11-20T20:00:00+08:00');
beforeAll(async () => {
  app = await createTestApp({ clock });
});

interface Goods {
  goodsBaseId: string;
  gpuType: string;
  regionCode: string;
  areaInfo: string;
  priceNow: string;
  lowestPrice: string;
  freeGpuNumber: number;
  maxFreeOnOneHost: number;
  gpuVram: number;
  specDetailList: { containerGoodsSpecTimeRangeVOS: { beginTime: string; endTime: string; unitPrice: string }[] }[];
}
const page = (query = '') => call<{ records: Goods[]; total: number }>(app, { method: 'GET', url: `/gateway/v1/container_goods/containerGoods4ConsolePage?size=100${query}` });

describe('market listing', () => {
  it('lists offers in the SPEC §3 shape with tidal windows and free cards', async () => {
    const res = await page();
    expect(res.code).toBe(100000);
    expect(res.data.total).toBeGreaterThan(10);
    const offer = res.data.records.find((g) => g.gpuType === 'RTX 4090' && g.regionCode === 'cn-east-1')!;
    expect(offer.areaInfo).toBe('华东一区');
    expect(offer.priceNow).toBe('2.1800');
    expect(offer.lowestPrice).toBe('0.9900');
    expect(offer.specDetailList[0]!.containerGoodsSpecTimeRangeVOS).toEqual([
      { beginTime: '08:00', endTime: '22:00', unitPrice: '2.1800', label: 'day' },
      { beginTime: '22:00', endTime: '08:00', unitPrice: '0.9900', label: 'night' },
    ]);
    expect(offer.freeGpuNumber).toBeGreaterThan(0);
  });

  it('filters by region, GPU type, VRAM, price and availability, and sorts', async () => {
    const east = await page('&regionCode=cn-east-1');
    expect(east.data.records.every((g) => g.regionCode === 'cn-east-1')).toBe(true);
    const types = await page('&gpuType=A800,H800');
    expect(new Set(types.data.records.map((g) => g.gpuType))).toEqual(new Set(['A800', 'H800']));
    const big = await page('&gpuVramMin=80');
    expect(big.data.records.every((g) => g.gpuVram >= 80)).toBe(true);
    const cheap = await page('&priceMax=2.0000');
    expect(cheap.data.records.length).toBeGreaterThan(0);
    expect(cheap.data.records.every((g) => Number(g.priceNow) <= 2)).toBe(true);
    const eight = await page('&gpuNumber=8&available=true');
    expect(eight.data.records.every((g) => g.maxFreeOnOneHost >= 8)).toBe(true);
    const sorted = await page('&orderField=priceNow&orderSort=desc');
    const prices = sorted.data.records.map((g) => Number(g.priceNow));
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
  });

  it('answers the home carousel and the regions', async () => {
    const home = await call<{ records: Goods[] }>(app, { method: 'POST', url: '/gateway/v1/container_goods/homeTagGoods/page', payload: { current: 1, size: 100 } });
    expect(home.data.records.length).toBeGreaterThan(3);
    const regions = await call<{ code: string; name: string }[]>(app, { method: 'GET', url: '/gateway/v1/container_goods/selectGoodsRegions' });
    expect(regions.data.map((r) => r.code)).toEqual(['cn-east-1', 'cn-north-1', 'cn-south-1', 'cn-southwest-1']);
  });

  it('refuses bad filters', async () => {
    expect((await page('&priceMax=cheap')).code).toBe(50005);
    expect((await page('&orderField=password')).code).toBe(50005);
    expect((await page('&gpuNumber=0')).code).toBe(50005);
  });
});

describe('calculatePriceV2', () => {
  const quote = (query: string) =>
    call<{ totalAmount: string; lines: { rangeLabel: string; minutes: number; unitPrice: string; amount: string }[]; cheapest: { totalAmount: string } | null; discountPercent?: number; originalAmount?: string }>(app, {
      method: 'GET',
      url: `/gateway/v1/order/calculatePriceV2?${query}`,
    });

  it('splits an 8-hour run from 20:00 across day and night prices', async () => {
    const goods = (await page('&regionCode=cn-east-1&gpuType=RTX%204090')).data.records[0]!;
    const res = await quote(`goodsId=${goods.goodsBaseId}&gpuNumber=2&durationHours=8`);
    expect(res.code).toBe(100000);
    expect(res.data.lines).toEqual([
      expect.objectContaining({ rangeLabel: 'day', minutes: 120, unitPrice: '2.1800', amount: '8.72' }),
      expect.objectContaining({ rangeLabel: 'night', minutes: 360, unitPrice: '0.9900', amount: '11.88' }),
    ]);
    expect(res.data.totalAmount).toBe('20.60');
    // Starting in the next cheap window (22:00) puts all eight hours at night prices.
    expect(res.data.cheapest!.totalAmount).toBe('15.84');
  });

  it('prices prepaid days, weeks and months at their discounts', async () => {
    const goods = (await page('&regionCode=cn-east-1&gpuType=RTX%204090')).data.records[0]!;
    const day = await quote(`goodsId=${goods.goodsBaseId}&gpuNumber=1&billingMode=common&periodUnit=day&periodCount=1`);
    // 14 h × 2.18 + 10 h × 0.99 = 40.42, less 5 %
    expect(day.data).toMatchObject({ originalAmount: '40.42', discountPercent: 95, totalAmount: '38.40' });
  });

  it('refuses unknown goods, zero and too many cards, negative durations', async () => {
    expect((await quote('goodsId=999999&gpuNumber=1')).code).toBe(100006);
    expect((await quote('goodsId=500001&gpuNumber=0')).msg).toContain('卡数至少为1');
    expect((await quote('goodsId=500001&gpuNumber=16')).msg).toContain('该机型单台最多8卡');
    expect((await quote('goodsId=500001&gpuNumber=1&durationHours=-3')).code).toBe(50005);
    expect((await quote('goodsId=500001&gpuNumber=1&billingMode=common')).code).toBe(50005);
  });
});

describe('price windows', () => {
  it('lets operators replace windows that cover the day exactly once, and no one else', async () => {
    const operator = await login(app, 'demo_operator');
    const renter = await login(app, 'demo_renter');
    const body = (ranges: { beginTime: string; endTime: string; unitPrice: string; label: string }[]) => ({ timeRanges: ranges });
    const good = body([
      { beginTime: '08:00', endTime: '23:00', unitPrice: '2.0000', label: 'day' },
      { beginTime: '23:00', endTime: '08:00', unitPrice: '0.9000', label: 'night' },
    ]);
    const overlapping = body([
      { beginTime: '08:00', endTime: '23:00', unitPrice: '2.0000', label: 'day' },
      { beginTime: '22:00', endTime: '08:00', unitPrice: '0.9000', label: 'night' },
    ]);
    const gap = body([{ beginTime: '08:00', endTime: '22:00', unitPrice: '2.0000', label: 'day' }]);
    const patch = (token: string, payload: object, specId = 1) =>
      call(app, { method: 'PATCH', url: `/gateway/v1/container_goods/spec/update/${specId}`, headers: { authorization: token }, payload });
    expect((await patch(renter, good)).code).toBe(403);
    expect((await patch(operator, overlapping)).msg).toBe('08:00–23:00 与 22:00–08:00 重叠');
    expect((await patch(operator, gap)).msg).toBe('时段未覆盖全天：22:00–08:00 未设置价格');
    expect((await patch(operator, good)).code).toBe(100000);
    expect((await patch(operator, good, 999999)).code).toBe(100006);
  });
});
