import { expect, it } from 'vitest';
import { isItemActive, NAV_ITEMS } from './nav';

const item = (key: string) => NAV_ITEMS.find((i) => i.key === key)!;

it('marks the bare-metal item active on /mall and /demands', () => {
  expect(isItemActive(item('mall'), '/mall')).toBe(true);
  expect(isItemActive(item('mall'), '/mall/detail/1')).toBe(true);
  expect(isItemActive(item('mall'), '/demands/publish')).toBe(true);
  expect(isItemActive(item('mall'), '/malls')).toBe(false);
});

it('marks home active only on /', () => {
  expect(isItemActive(item('home'), '/')).toBe(true);
  expect(isItemActive(item('home'), '/news')).toBe(false);
});

it('marks AI market and AI space active across their children', () => {
  expect(isItemActive(item('aiMarket'), '/ai-market/dataset/9')).toBe(true);
  expect(isItemActive(item('aiSpace'), '/club/article')).toBe(true);
});

it('hides bare metal below xl and AI market below lg', () => {
  expect(item('mall').hideBelow).toBe('xl');
  expect(item('aiMarket').hideBelow).toBe('lg');
  expect(item('gpuMarket').hot).toBe(true);
});
