import { expect, it } from 'vitest';
import { tickerSeconds } from './ticker';

it('runs count/50 × 10 s on phones and count/50 × 50 s on desktops', () => {
  expect(tickerSeconds(50, true)).toBe(10);
  expect(tickerSeconds(50, false)).toBe(50);
  expect(tickerSeconds(25, true)).toBe(5);
  expect(tickerSeconds(3, false)).toBe(3);
});
