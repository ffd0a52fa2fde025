import { toMinor, PRICE } from '../../shared/core/money';
import { formatClock, MINUTES_PER_DAY, parseClock, rangeAtMinute, type TimeRange } from '../../shared/core/tidal';
import type { GoodsTimeRange } from '../../shared/contracts/market';

/** A window as the strip reads it; the label is not needed. */
type StripRange = Omit<GoodsTimeRange, 'label'> & { label?: string };

/**
 * The 24-hour price strip of an offer: one cell per clock hour, coloured by where its price sits
 * between the day's lowest and highest, so the cheap (night) windows stand out at a glance.
 */
export type Tier = 'low' | 'mid' | 'high' | 'flat';

export interface StripCell {
  hour: number;
  /** Price per card-hour at the start of the hour, in 0.0001 yuan. */
  unitPrice: number;
  /** A window boundary falls inside the hour (e.g. a 07:30 change). */
  mixed: boolean;
  tier: Tier;
  /** 0 (cheapest) … 1 (dearest). */
  level: number;
  label: string;
}

export interface StripWindow {
  begin: string;
  end: string;
  unitPrice: number;
  label: string;
  tier: Tier;
}

export interface PriceStrip {
  cells: StripCell[];
  windows: StripWindow[];
  lowest: number;
  highest: number;
}

/** The ranges as the pricing functions take them; malformed ones are skipped. */
export function toTimeRanges(ranges: StripRange[] | null | undefined): TimeRange[] {
  const result: TimeRange[] = [];
  for (const range of ranges ?? []) {
    const begin = parseClock(range.beginTime);
    const end = parseClock(range.endTime);
    if (begin === null || end === null) continue;
    let unitPrice: number;
    try {
      unitPrice = toMinor(String(range.unitPrice), PRICE);
    } catch {
      continue;
    }
    result.push({ beginMinute: begin % MINUTES_PER_DAY, endMinute: end === 0 ? MINUTES_PER_DAY : end, unitPrice, label: range.label ?? '' });
  }
  return result;
}

function tierOf(price: number, lowest: number, highest: number): Tier {
  if (highest === lowest) return 'flat';
  if (price === lowest) return 'low';
  if (price === highest) return 'high';
  return 'mid';
}

const safeRange = (ranges: TimeRange[], minute: number): TimeRange | null => {
  try {
    return rangeAtMinute(ranges, minute);
  } catch {
    return null;
  }
};

/** Cells and merged windows for a spec's ranges; null when there is nothing to draw. */
export function buildPriceStrip(input: StripRange[] | null | undefined): PriceStrip | null {
  const ranges = toTimeRanges(input);
  if (ranges.length === 0) return null;
  const prices = ranges.map((range) => range.unitPrice);
  const lowest = Math.min(...prices);
  const highest = Math.max(...prices);
  const span = highest - lowest;
  const cells: StripCell[] = [];
  for (let hour = 0; hour < 24; hour += 1) {
    const range = safeRange(ranges, hour * 60);
    if (!range) return null; // a gap: the offer's windows do not cover the day
    let mixed = false;
    for (let minute = hour * 60 + 1; minute < hour * 60 + 60; minute += 1) {
      if (safeRange(ranges, minute) !== range) {
        mixed = true;
        break;
      }
    }
    cells.push({
      hour,
      unitPrice: range.unitPrice,
      mixed,
      tier: tierOf(range.unitPrice, lowest, highest),
      level: span === 0 ? 0 : (range.unitPrice - lowest) / span,
      label: range.label,
    });
  }
  return { cells, windows: mergeWindows(ranges, lowest, highest), lowest, highest };
}

/**
 * Windows in clock order starting at midnight, neighbours at one price merged (a window that wraps
 * past midnight is shown once, from its begin).
 */
function mergeWindows(ranges: TimeRange[], lowest: number, highest: number): StripWindow[] {
  const sorted = [...ranges].sort((a, b) => a.beginMinute - b.beginMinute);
  const merged: TimeRange[] = [];
  for (const range of sorted) {
    const last = merged.at(-1);
    if (last && last.unitPrice === range.unitPrice && last.label === range.label && last.endMinute % MINUTES_PER_DAY === range.beginMinute) {
      last.endMinute = range.endMinute;
    } else {
      merged.push({ ...range });
    }
  }
  // The last window may run into the first across midnight.
  if (merged.length > 1) {
    const first = merged[0]!;
    const last = merged.at(-1)!;
    if (last.unitPrice === first.unitPrice && last.label === first.label && last.endMinute % MINUTES_PER_DAY === first.beginMinute) {
      merged.pop();
      merged[0] = { ...first, beginMinute: last.beginMinute };
    }
  }
  return merged
    .map((range) => ({
      begin: formatClock(range.beginMinute),
      end: formatClock(range.endMinute),
      unitPrice: range.unitPrice,
      label: range.label,
      tier: tierOf(range.unitPrice, lowest, highest),
    }))
    .sort((a, b) => (a.begin < b.begin ? -1 : 1));
}

const TIER_ORDER: Tier[] = ['low', 'mid', 'high', 'flat'];

/** The kinds of price window the given offers' strips use, in legend order: a legend names only these (issue 25). */
export function tiersIn(offers: (StripRange[] | null | undefined)[]): Tier[] {
  const present = new Set<Tier>();
  for (const ranges of offers) for (const cell of buildPriceStrip(ranges)?.cells ?? []) present.add(cell.tier);
  return TIER_ORDER.filter((tier) => present.has(tier));
}

/** The hour of the day in Shanghai (the strip marks "now"). */
export function shanghaiHour(at: Date): number {
  return Number(new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Shanghai', hour: '2-digit', hourCycle: 'h23' }).format(at)) % 24;
}
