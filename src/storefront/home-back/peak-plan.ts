/**
 * The peak-shaving plan example of SPEC §2, made a calculator: the traditional plan pays every
 * card every month; the peak-shaving plan of the example comes to 17% less (9,600,000 against
 * 7,968,000). Amounts are worked in fen, as integers, so no float creeps into the totals.
 */
export const EXAMPLE_PLAN = { cards: 400, months: 24, price: 1000 } as const;
export const PEAK_SAVING_PERCENT = 17;
/** SPEC §2 claims: the cost cut and the supplier-side gain. */
export const CLAIMED_CUT = '20~30%';
export const CLAIMED_GAIN = '10%+';

export const LIMITS = {
  cards: { min: 1, max: 10_000 },
  months: { min: 1, max: 60 },
  price: { min: 1, max: 100_000 },
} as const;

export interface PlanInput {
  cards: number;
  months: number;
  /** Yuan per card per month, up to two decimals. */
  price: number;
}

export interface PlanComparison {
  traditional: number;
  peak: number;
  saved: number;
  percent: number;
}

export function isValidPlan(input: PlanInput): boolean {
  return (Object.keys(LIMITS) as (keyof PlanInput)[]).every((key) => {
    const value = input[key];
    const okWhole = key === 'price' || Number.isInteger(value);
    return Number.isFinite(value) && okWhole && value >= LIMITS[key].min && value <= LIMITS[key].max;
  });
}

/** Both plans in yuan (two decimals at most). */
export function comparePlans({ cards, months, price }: PlanInput): PlanComparison {
  const traditionalFen = Math.round(price * 100) * cards * months;
  const peakFen = Math.round((traditionalFen * (100 - PEAK_SAVING_PERCENT)) / 100);
  return {
    traditional: traditionalFen / 100,
    peak: peakFen / 100,
    saved: (traditionalFen - peakFen) / 100,
    percent: PEAK_SAVING_PERCENT,
  };
}
