import { expect, it } from 'vitest';
import { loginHref, paths, safeRedirect } from './paths';

it('builds login links with mode and redirect', () => {
  expect(loginHref()).toBe('/login');
  expect(loginHref({ redirect: '/container' })).toBe('/login?redirect=%2Fcontainer');
  expect(loginHref({ mode: 'register_phone' })).toBe('/login?mode=register_phone');
});

it('only follows same-site redirects', () => {
  expect(safeRedirect('/bss-order/renter?x=1')).toBe('/bss-order/renter?x=1');
  expect(safeRedirect('https://evil.example')).toBe('/container');
  expect(safeRedirect('//evil.example')).toBe('/container');
  expect(safeRedirect('/\\evil.example')).toBe('/container');
  expect(safeRedirect('/login?redirect=/x')).toBe('/container');
  expect(safeRedirect(null, '/')).toBe('/');
});

it('gives each route its pattern and its link', () => {
  expect(paths.mallDetail.path).toBe('/mall/detail/:goodsBaseId');
  expect(paths.mallDetail.getHref('a/b c')).toBe('/mall/detail/a%2Fb%20c');
  expect(paths.bssProfitEdit.getHref(7)).toBe('/bss-profit/add-or-update/7');
  expect(paths.content.getHref('news')).toBe('/admin/content/news');
  expect(paths.mall.getHref()).toBe(paths.mall.path);
});
