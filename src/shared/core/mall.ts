/** The bare-metal mall's terms, shared by the gateway and both faces (no zod: it reaches the browser). */

/** Rental terms of bare-metal goods. */
export const TERMS = ['month', 'quarter', 'year'] as const;
export type TermKey = (typeof TERMS)[number];

/** Months in one term of each kind; a month of bare metal is 720 hours (30 days) for unit prices. */
export const TERM_MONTHS: Record<TermKey, number> = { month: 1, quarter: 3, year: 12 };
export const HOURS_PER_MONTH = 720;

/** How many terms of each kind one order may buy. */
export const TERM_COUNT_MAX: Record<TermKey, number> = { month: 36, quarter: 12, year: 3 };

/** A mall order: paid, then delivered by the supplier within the lead time; or cancelled (refunded). */
export const MALL_ORDER_STATUSES = ['paid', 'delivering', 'delivered', 'cancelled'] as const;
export type MallOrderStatusKey = (typeof MALL_ORDER_STATUSES)[number];
