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

/** How many minutes a window covers: 1–1440 (begin = end is the whole day). */
const lengthOf = (range: Pick<TimeRange, 'beginMinute' | 'endMinute'>) =>
  ((range.endMinute - range.beginMinute + MINUTES_PER_DAY - 1) % MINUTES_PER_DAY) + 1;

/** The minutes [begin, end) a window covers, wrapping past midnight. */
function* minutesOf(range: TimeRange): Generator<number> {
  const length = lengthOf(range);
  for (let i = 0; i < length; i += 1) yield (range.beginMinute + i) % MINUTES_PER_DAY;
}

/**
 * A cheaper window's price as a share of the dearer one, in 折 to one place, as every page states
 * it (the market's "夜间 4.5 折", the home page's lowest discount): 0.4541 → 4.5, 0.5 → 5.
 */
export const discountTenths = (share: number): number => Math.round(share * 100) / 10;

/** "08:00–22:00": how a window is named to a person. */
export const formatRange = (range: Pick<TimeRange, 'beginMinute' | 'endMinute'>): string =>
  `${formatClock(range.beginMinute)}–${formatClock(range.endMinute)}`;

/**
 * What is wrong with a day's windows, if anything: a window that is not a window (`invalid`, with
 * its index and what), two that cover the same minutes (`overlap`, the indexes of both), or minutes
 * no window covers (`gap`, the first uncovered stretch as a window).
 */
export type RangeProblem =
  | { kind: 'empty' }
  | { kind: 'invalid'; index: number; field: 'beginMinute' | 'endMinute' | 'unitPrice' }
  | { kind: 'overlap'; first: number; second: number }
  | { kind: 'gap'; beginMinute: number; endMinute: number };

/**
 * The one rule for a spec's windows, which the gateway enforces on every write and the back
 * office's editor shows as it is edited: they must cover the day exactly once, no gap, no overlap.
 */
export function checkRanges(ranges: TimeRange[]): RangeProblem | null {
  if (ranges.length === 0) return { kind: 'empty' };
  for (const [index, range] of ranges.entries()) {
    if (!Number.isInteger(range.beginMinute) || range.beginMinute < 0 || range.beginMinute >= MINUTES_PER_DAY) return { kind: 'invalid', index, field: 'beginMinute' };
    if (!Number.isInteger(range.endMinute) || range.endMinute < 1 || range.endMinute > MINUTES_PER_DAY) return { kind: 'invalid', index, field: 'endMinute' };
    if (!Number.isInteger(range.unitPrice) || range.unitPrice <= 0) return { kind: 'invalid', index, field: 'unitPrice' };
  }
  // Which window covers each minute: the first clash names both windows.
  const owner = new Int16Array(MINUTES_PER_DAY).fill(-1);
  for (const [index, range] of ranges.entries()) {
    for (const minute of minutesOf(range)) {
      const earlier = owner[minute]!;
      if (earlier >= 0) return { kind: 'overlap', first: earlier, second: index };
      owner[minute] = index;
    }
  }
  const start = owner.findIndex((value, minute) => value < 0 && owner[(minute + MINUTES_PER_DAY - 1) % MINUTES_PER_DAY]! >= 0);
  if (start < 0) return null;
  // The gap runs until a window begins again (it may wrap past midnight).
  let length = 1;
  while (length < MINUTES_PER_DAY && owner[(start + length) % MINUTES_PER_DAY]! < 0) length += 1;
  const end = (start + length) % MINUTES_PER_DAY;
  return { kind: 'gap', beginMinute: start, endMinute: end === 0 ? MINUTES_PER_DAY : end };
}

/** A problem as a person reads it: "08:00–10:00 与 09:00–22:00 重叠", "22:00–24:00 未设置价格". */
export function describeRangeProblem(problem: RangeProblem, ranges: TimeRange[]): string {
  switch (problem.kind) {
    case 'empty':
      return '至少需要一个价格时段';
    case 'invalid':
      return problem.field === 'unitPrice' ? '单价须大于0' : problem.field === 'beginMinute' ? '时段开始时间无效' : '时段结束时间无效';
    case 'overlap':
      return `${formatRange(ranges[problem.first]!)} 与 ${formatRange(ranges[problem.second]!)} 重叠`;
    case 'gap':
      return `时段未覆盖全天：${formatRange(problem)} 未设置价格`;
  }
}

/** The windows must cover the day exactly once: no gap, no overlap. Answers the problem or null. */
export function validateRanges(ranges: TimeRange[]): string | null {
  const problem = checkRanges(ranges);
  return problem ? describeRangeProblem(problem, ranges) : null;
}

/** Minute of the Shanghai day an instant falls in. */
export function shanghaiMinuteOfDay(at: Date): number {
  const minutes = Math.floor(at.getTime() / MINUTE_MS) + SHANGHAI_OFFSET_MINUTES;
  return ((minutes % MINUTES_PER_DAY) + MINUTES_PER_DAY) % MINUTES_PER_DAY;
}

export function rangeAtMinute(ranges: TimeRange[], minute: number): TimeRange {
  const found = ranges.find((range) => (minute - range.beginMinute + MINUTES_PER_DAY) % MINUTES_PER_DAY < lengthOf(range));
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

/**
 * What `available` card-minutes of GPU card-hours pay of some GPU time, by the rule above: the
 * card-minutes spent, the fen they cover and the fen of all the lines. The gateway holds and bills
 * by it; the buy panel shows its estimate by it.
 */
export function cardHoursCover(lines: { unitPrice: number; minutes: number; fen: number }[], cards: number, available: number) {
  const cover = coverByCardMinutes(lines, cards, available);
  return {
    cardMinutes: cover.reduce((sum, c) => sum + c.cardMinutes, 0),
    coveredFen: cover.reduce((sum, c) => sum + c.coveredFen, 0),
    totalFen: lines.reduce((sum, line) => sum + line.fen, 0),
  };
}

/** The cheapest and dearest card-hour prices of a spec. */
export function priceSpan(ranges: TimeRange[]): { lowest: number; highest: number } {
  const prices = ranges.map((range) => range.unitPrice);
  return { lowest: Math.min(...prices), highest: Math.max(...prices) };
}

/** Fen for a whole day of `cards` cards: every minute once at its window's price. */
export function dayFen(ranges: TimeRange[], cards: number): number {
  let total = 0;
  for (const range of ranges) total += range.unitPrice * cards * lengthOf(range);
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
