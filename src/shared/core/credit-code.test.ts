import { expect, it } from 'vitest';
import { creditCodeCheckChar, isCreditCode } from './credit-code';

it('accepts published codes whose check character matches', () => {
  expect(isCreditCode('91440300708461136T')).toBe(true);
  expect(isCreditCode('91110108551385082Q')).toBe(true);
  expect(isCreditCode('913100007109385971')).toBe(true);
  const built = '91310115MA1H7A2B3';
  expect(isCreditCode(built + creditCodeCheckChar(built))).toBe(true);
});

it('refuses wrong lengths, letters outside the alphabet and bad checksums', () => {
  expect(isCreditCode('')).toBe(false);
  expect(isCreditCode('91310115MA1H7A2B3')).toBe(false);
  expect(isCreditCode('91310115MA1H7A2BIO')).toBe(false);
  expect(isCreditCode('91440300708461136U')).toBe(false);
});

it('accepts lower case input', () => {
  expect(isCreditCode('91440300708461136t')).toBe(true);
});
