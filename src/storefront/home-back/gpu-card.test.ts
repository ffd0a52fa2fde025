import { expect, it } from 'vitest';
import { formatUnitPrice, gpuIcon, gpuName, isRtx4090, minUnitPrice, withUnit } from './gpu-card';

it('picks the RTX 4090 icon only for RTX 4090 types', () => {
  expect(isRtx4090('NVIDIA GeForce RTX 4090')).toBe(true);
  expect(isRtx4090('RTX 4090D')).toBe(true);
  expect(isRtx4090('RTX4090')).toBe(true);
  expect(isRtx4090('RTX 3090')).toBe(false);
  expect(isRtx4090(undefined)).toBe(false);
  expect(gpuIcon({ gpuType: 'RTX 4090' })).toBe('/media/gpu/rtx4090.svg');
  expect(gpuIcon({ gpuType: 'A100' })).toBe('/media/gpu/gpu.svg');
});

it('takes the minimum numeric unit price across specs and time ranges, or 0', () => {
  const goods = {
    specDetailList: [
      { containerGoodsSpecTimeRangeVOS: [{ unitPrice: '2.80' }, { unitPrice: 1.4 }, { unitPrice: 'n/a' }] },
      { containerGoodsSpecTimeRangeVOS: [{ unitPrice: '1.3500' }, { unitPrice: null }, { unitPrice: '' }] },
      { containerGoodsSpecTimeRangeVOS: null },
    ],
  };
  expect(minUnitPrice(goods)).toBe(1.35);
  expect(minUnitPrice({})).toBe(0);
  expect(minUnitPrice({ specDetailList: [{ containerGoodsSpecTimeRangeVOS: [{ unitPrice: 'free' }] }] })).toBe(0);
});

it('formats prices and sizes for the card', () => {
  expect(formatUnitPrice(1.35)).toBe('1.35');
  expect(formatUnitPrice(0)).toBe('0.00');
  expect(formatUnitPrice(1.2345)).toBe('1.2345');
  expect(withUnit(24, 'GB')).toBe('24GB');
  expect(withUnit('24GB', 'GB')).toBe('24GB');
  expect(withUnit(null, 'GB')).toBe('—');
  expect(gpuName({ gpuType: 'NVIDIA RTX 4090', aliasGpuType: 'RTX 4090' })).toBe('RTX 4090');
});
