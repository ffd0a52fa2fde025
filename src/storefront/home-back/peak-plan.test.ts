import { expect, it } from 'vitest';
import { comparePlans, EXAMPLE_PLAN, isValidPlan } from './peak-plan';

it('reproduces the plan example of the spec: 9,600,000 against 7,968,000, 17% less', () => {
  expect(comparePlans(EXAMPLE_PLAN)).toEqual({ traditional: 9_600_000, peak: 7_968_000, saved: 1_632_000, percent: 17 });
});

it('scales with cards, months and price, exactly to the fen', () => {
  expect(comparePlans({ cards: 8, months: 3, price: 2999.99 })).toEqual({
    traditional: 71_999.76,
    peak: 59_759.8,
    saved: 12_239.96,
    percent: 17,
  });
  expect(comparePlans({ cards: 1, months: 1, price: 1 }).peak).toBe(0.83);
});

it('accepts only whole cards and months within bounds, and prices within bounds', () => {
  expect(isValidPlan(EXAMPLE_PLAN)).toBe(true);
  expect(isValidPlan({ cards: 0, months: 24, price: 1000 })).toBe(false);
  expect(isValidPlan({ cards: 1.5, months: 24, price: 1000 })).toBe(false);
  expect(isValidPlan({ cards: 400, months: 61, price: 1000 })).toBe(false);
  expect(isValidPlan({ cards: 400, months: 24, price: Number.NaN })).toBe(false);
  expect(isValidPlan({ cards: 400, months: 24, price: 999.5 })).toBe(true);
});
