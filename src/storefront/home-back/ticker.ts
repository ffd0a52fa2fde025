/**
 * SPEC §2: the registration ticker's speed scales with its length: one loop takes count/50 × 10 s
 * on phones and count/50 × 50 s on desktops, i.e. every item passes at the same pace whatever
 * the count (0.2 s an item on phones, 1 s on desktops).
 */
export const TICKER_BASE_COUNT = 50;

export function tickerSeconds(count: number, mobile: boolean): number {
  return (count / TICKER_BASE_COUNT) * (mobile ? 10 : 50);
}
