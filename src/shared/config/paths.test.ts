import { expect, it } from 'vitest';
import { loginHref, safeRedirect } from './paths';

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
