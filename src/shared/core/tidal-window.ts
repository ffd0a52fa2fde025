/**
 * The platform's standard tidal day and billing unit (issue 25): the windows every offer is
 * seeded and created with, and the one place every text that states a window, the billing unit or
 * how a run across windows is billed reads them from. Kept tiny and literal (it is on `/`); the
 * unit test checks the texts equal what the price calculation does with the windows
 * (core/tidal.ts: formatRange, each minute billed at the price of its window; metering to the minute).
 */

/** Where the night (tidal) window begins and ends, in minutes from midnight (Shanghai time); the day is the rest. */
export const NIGHT_BEGIN = 1320;
export const NIGHT_END = 480;
/** 日间 08:00–22:00. */
export const DAY_WINDOW = { beginMinute: NIGHT_END, endMinute: NIGHT_BEGIN } as const;
/** 夜间（潮汐）22:00–08:00, across midnight. */
export const NIGHT_WINDOW = { beginMinute: NIGHT_BEGIN, endMinute: NIGHT_END } as const;

/** The windows as people read them: formatRange(DAY_WINDOW), formatRange(NIGHT_WINDOW). */
export const DAY_HOURS = '08:00–22:00';
export const NIGHT_HOURS = '22:00–08:00';

/** What metering does: usage billed to the minute (prices are per card-hour). */
export const BILLING_UNIT = '按分钟计费';

/** How a run across windows is billed: each stretch at the price of the window it falls in. */
export const SEGMENT_RULE = '跨时段运行时，每一段按其所在时段的价格分别计费';
