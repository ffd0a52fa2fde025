/**
 * Tidal pricing (SPEC §1, §3): a GPU's price per card-hour depends on the time of day, in
 * Shanghai time. Pure functions, shared by the gateway (quotes, metering) and the market page
 * (the 24-hour price strip). Prices are integers of 0.0001 yuan; amounts are integers of fen.
 */

export const MINUTES_PER_DAY = 1440;
const SHANGHAI_OFFSET_MINUTES = 480;
const MINUTE_MS = 60_000;

export interface TimeRange {
  /** Minutes from midnight, 0–1439. */
  beginMinute: number;
  /** Minutes from midnight, 1–1440; at or before beginMinute the window wraps past midnight. */
  endMinute: number;
  /** Price per card-hour in 0.0001 yuan. */
  unitPrice: number;
  label: string;
}

/** "08:30" → 510; "24:00" → 1440. Null when malformed. */
export function parseClock(value: string): number | null {
  const match = /^([01]\d|2[0-4]):([0-5]\d)$/.exec(value);
  if (!match) return null;
  const minutes = Number(match[1]) * 60 + Number(match[2]);
  return minutes <= MINUTES_PER_DAY ? minutes : null;
}

export const formatClock = (minutes: number): string =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** The minutes [begin, end) a window covers, wrapping past midnight. */
function* minutesOf(range: TimeRange): Generator<number> {
  const length = ((range.endMinute - range.beginMinute + MINUTES_PER_DAY - 1) % MINUTES_PER_DAY) + 1;
  for (let i = 0; i < length; i += 1) yield (range.beginMinute + i) % MINUTES_PER_DAY;
}

/** The windows must cover the day exactly once: no gap, no overlap. Answers the problem or null. */
export function validateRanges(ranges: TimeRange[]): string | null {
  if (ranges.length === 0) return '至少需要一个价格时段';
  const covered = new Uint8Array(MINUTES_PER_DAY);
  for (const range of ranges) {
    if (!Number.isInteger(range.beginMinute) || range.beginMinute < 0 || range.beginMinute >= MINUTES_PER_DAY) return '时段开始时间无效';
    if (!Number.isInteger(range.endMinute) || range.endMinute < 1 || range.endMinute > MINUTES_PER_DAY) return '时段结束时间无效';
    if (!Number.isInteger(range.unitPrice) || range.unitPrice <= 0) return '单价须大于0';
    if (range.beginMinute === range.endMinute % MINUTES_PER_DAY && ranges.length > 1) return '时段重叠';
    for (const minute of minutesOf(range)) {
      if (covered[minute]) return `时段重叠：${formatClock(minute)}`;
      covered[minute] = 1;
    }
  }
  if (covered.indexOf(0) < 0) return null;
  // Name the gap where coverage stops, which is what a person fixing the windows looks for.
  const gap = covered.findIndex((value, minute) => !value && covered[(minute + MINUTES_PER_DAY - 1) % MINUTES_PER_DAY] === 1);
  return `时段未覆盖全天：${formatClock(Math.max(gap, 0))} 起无价格`;
}

/** Minute of the Shanghai day an instant falls in. */
export function shanghaiMinuteOfDay(at: Date): number {
  const minutes = Math.floor(at.getTime() / MINUTE_MS) + SHANGHAI_OFFSET_MINUTES;
  return ((minutes % MINUTES_PER_DAY) + MINUTES_PER_DAY) % MINUTES_PER_DAY;
}

export function rangeAtMinute(ranges: TimeRange[], minute: number): TimeRange {
  const found = ranges.find((range) => {
    const offset = (minute - range.beginMinute + MINUTES_PER_DAY) % MINUTES_PER_DAY;
    const length = ((range.endMinute - range.beginMinute + MINUTES_PER_DAY - 1) % MINUTES_PER_DAY) + 1;
    return offset < length;
  });
  if (!found) throw new RangeError(`no price at minute ${minute}`);
  return found;
}

export const rangeAt = (ranges: TimeRange[], at: Date) => rangeAtMinute(ranges, shanghaiMinuteOfDay(at));

export interface Segment {
  start: Date;
  end: Date;
  minutes: number;
  range: TimeRange;
}

/**
 * Split [from, to) (whole minutes) at every clock hour and every price-window boundary: each piece
 * is one bill line, priced by one window.
 */
export function segmentsBetween(ranges: TimeRange[], from: Date, to: Date): Segment[] {
  const segments: Segment[] = [];
  let cursor = Math.floor(from.getTime() / MINUTE_MS);
  const stop = Math.floor(to.getTime() / MINUTE_MS);
  while (cursor < stop) {
    const range = rangeAt(ranges, new Date(cursor * MINUTE_MS));
    let next = cursor + 1;
    while (next < stop && next % 60 !== 0 && rangeAt(ranges, new Date(next * MINUTE_MS)) === range) next += 1;
    segments.push({ start: new Date(cursor * MINUTE_MS), end: new Date(next * MINUTE_MS), minutes: next - cursor, range });
    cursor = next;
  }
  return segments;
}

/** n / d rounded half up, for non-negative integers. */
export const roundDiv = (n: number, d: number): number => Math.floor((2 * n + d) / (2 * d));

/** Fen for `minutes` of `cards` cards at a card-hour price in 0.0001 yuan, rounded half up. */
export const segmentFen = (unitPrice: number, cards: number, minutes: number): number => roundDiv(unitPrice * cards * minutes, 6000);

/** Card-minutes shown as card-hours, to two places. */
export const cardHoursOf = (cardMinutes: number): number => roundDiv(cardMinutes * 100, 60) / 100;

/**
 * GPU card-hours pay for GPU time before the wallet: line by line in time order, to the card-minute.
 * Each line takes what is left, up to its cards × minutes, and covers that part of its amount.
 */
export function coverByCardMinutes(
  lines: { unitPrice: number; minutes: number; fen: number }[],
  cards: number,
  available: number,
): { cardMinutes: number; coveredFen: number }[] {
  let left = Math.max(0, available);
  return lines.map((line) => {
    const cardMinutes = Math.min(left, line.minutes * cards);
    left -= cardMinutes;
    return { cardMinutes, coveredFen: Math.min(line.fen, segmentFen(line.unitPrice, 1, cardMinutes)) };
  });
}

/** The cheapest and dearest card-hour prices of a spec. */
export function priceSpan(ranges: TimeRange[]): { lowest: number; highest: number } {
  const prices = ranges.map((range) => range.unitPrice);
  return { lowest: Math.min(...prices), highest: Math.max(...prices) };
}

/** Fen for a whole day of `cards` cards: every minute once at its window's price. */
export function dayFen(ranges: TimeRange[], cards: number): number {
  let total = 0;
  for (const range of ranges) {
    let minutes = 0;
    for (const _ of minutesOf(range)) minutes += 1;
    total += range.unitPrice * cards * minutes;
  }
  return roundDiv(total, 6000);
}

/** The next instant at or after `from` when the cheapest window begins (or `from` if inside it). */
export function nextCheapStart(ranges: TimeRange[], from: Date): Date {
  const { lowest } = priceSpan(ranges);
  const minute = shanghaiMinuteOfDay(from);
  for (let i = 0; i < MINUTES_PER_DAY; i += 1) {
    if (rangeAtMinute(ranges, (minute + i) % MINUTES_PER_DAY).unitPrice === lowest) {
      const start = new Date(Math.floor(from.getTime() / MINUTE_MS) * MINUTE_MS + i * MINUTE_MS);
      return i === 0 ? from : start;
    }
  }
  return from;
}
