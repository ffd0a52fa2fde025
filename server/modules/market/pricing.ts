import type { PeriodUnit, PrepaidQuote, QuoteLine, TimedQuote } from '../../../src/shared/contracts/market';
import { fromMinor, PRICE } from '../../../src/shared/core/money';
import { dayFen, nextCheapStart, rangeAt, roundDiv, segmentFen, segmentsBetween, type TimeRange } from '../../../src/shared/core/tidal';
import { HOUR, MINUTE, toShanghaiIso } from '../../../src/shared/core/time';

/**
 * The market's prices (SPEC §3 tidal pricing): what running cards costs, line by line, and what a
 * prepaid term costs. Pure functions over a spec's windows (prices in 0.0001 yuan, amounts in fen):
 * quotes, orders, holds and metering all price through here.
 */

/** Prepaid periods (billing mode `common`) and their discounts, in percent of the tidal day price. */
export const PREPAID = {
  day: { days: 1, percent: 95, label: '包天' },
  week: { days: 7, percent: 90, label: '包周' },
  month: { days: 30, percent: 80, label: '包月' },
} as const satisfies Record<PeriodUnit, { days: number; percent: number; label: string }>;

/** A piece of running time at one price: what card-hours and the wallet pay for. */
export interface CostLine {
  /** Per card-hour, 0.0001 yuan. */
  unitPrice: number;
  minutes: number;
  fen: number;
}

/**
 * What running `cards` cards from `from` to `until` costs: one line per clock hour and price
 * window (as metering bills it), each rounded to the fen on its own.
 */
export function costLines(ranges: TimeRange[], cards: number, from: Date, until: Date): (CostLine & { start: Date; end: Date; label: string })[] {
  if (until <= from) return [];
  return segmentsBetween(ranges, from, until).map((segment) => ({
    start: segment.start,
    end: segment.end,
    label: segment.range.label,
    unitPrice: segment.range.unitPrice,
    minutes: segment.minutes,
    fen: segmentFen(segment.range.unitPrice, cards, segment.minutes),
  }));
}

/** A price change applied to a spec: when it applied, and the ranges in force until then. */
export interface PriceChange {
  appliedAt: Date;
  before: TimeRange[];
}

/** The ranges in force at `at`: those the first change applied after it replaced, or the current ones. */
export function rangesInForce(current: TimeRange[], changes: readonly PriceChange[], at: Date): TimeRange[] {
  return changes.find((change) => change.appliedAt > at)?.before ?? current;
}

/**
 * costLines as metering bills running cards: each clock hour priced by the ranges in force when it
 * began (or when the run began, inside it), so a price change reaches running instances at the next
 * hour and they keep the price they started the hour under. `changes` are those applied since
 * `from`, oldest first; without any this is costLines.
 */
export function hourlyCostLines(current: TimeRange[], changes: readonly PriceChange[], cards: number, from: Date, until: Date) {
  if (changes.length === 0) return costLines(current, cards, from, until);
  const lines: ReturnType<typeof costLines> = [];
  let cursor = from;
  while (cursor < until) {
    const hourEnd = new Date(Math.floor(cursor.getTime() / HOUR) * HOUR + HOUR);
    const end = until < hourEnd ? until : hourEnd;
    lines.push(...costLines(rangesInForce(current, changes, cursor), cards, cursor, end));
    cursor = end;
  }
  return lines;
}

/** The hour from `from`: what a pay-as-you-go instance holds before it runs it. */
export const nextHourLines = (ranges: TimeRange[], cards: number, from: Date): CostLine[] =>
  costLines(ranges, cards, from, new Date(from.getTime() + HOUR));

/** Cost of running `cards` cards from `start` for `minutes`, grouped by price window for display. */
export function timedCost(ranges: TimeRange[], cards: number, start: Date, minutes: number) {
  const lines: (QuoteLine & { fen: number })[] = [];
  let totalFen = 0;
  for (const piece of costLines(ranges, cards, start, new Date(start.getTime() + minutes * MINUTE))) {
    totalFen += piece.fen;
    const last = lines.at(-1);
    // Consecutive pieces of one window read as one line; the total is the sum of the billed pieces.
    if (last && last.rangeLabel === piece.label && last.endTime === toShanghaiIso(piece.start)) {
      last.minutes += piece.minutes;
      last.fen += piece.fen;
      last.endTime = toShanghaiIso(piece.end);
      last.amount = fromMinor(last.fen);
    } else {
      lines.push({
        rangeLabel: piece.label,
        beginTime: toShanghaiIso(piece.start),
        endTime: toShanghaiIso(piece.end),
        minutes: piece.minutes,
        unitPrice: fromMinor(piece.unitPrice, PRICE),
        amount: fromMinor(piece.fen),
        fen: piece.fen,
      });
    }
  }
  return { totalFen, lines: lines.map(({ fen: _fen, ...line }): QuoteLine => line) };
}

/** A prepaid term: `count` periods of whole tidal days, at the period's discount. */
export function prepaidCost(ranges: TimeRange[], cards: number, unit: PeriodUnit, count: number) {
  const period = PREPAID[unit];
  const originalFen = dayFen(ranges, cards) * period.days * count;
  const totalFen = roundDiv(originalFen * period.percent, 100);
  return { originalFen, totalFen, percent: period.percent, days: period.days * count };
}

export interface PriceInput {
  ranges: TimeRange[];
  gpuNumber: number;
  billingMode: 'timed' | 'common';
  periodUnit?: PeriodUnit;
  periodCount?: number;
}

/** What an order costs at `start`: a prepaid term paid now, or pay-as-you-go whose first hour is held. */
export type OrderPrice =
  | { billingMode: 'common'; unit: PeriodUnit; count: number; days: number; totalFen: number; label: string }
  | { billingMode: 'timed'; firstHour: CostLine[] };

export function priceOrder(input: PriceInput, start: Date): OrderPrice {
  if (input.billingMode === 'common') {
    const unit = input.periodUnit ?? 'day';
    const count = input.periodCount ?? 1;
    const { totalFen, days } = prepaidCost(input.ranges, input.gpuNumber, unit, count);
    return { billingMode: 'common', unit, count, days, totalFen, label: PREPAID[unit].label };
  }
  return { billingMode: 'timed', firstHour: nextHourLines(input.ranges, input.gpuNumber, start) };
}

export interface QuoteInput extends PriceInput {
  goodsId: string;
  specId: number;
  start: Date;
  durationHours?: number;
}

/** calculatePriceV2: the exact cost with its breakdown, and what starting in the next cheap window would cost. */
export function quote(input: QuoteInput): TimedQuote | PrepaidQuote {
  const { ranges, gpuNumber, start } = input;
  const priceNow = rangeAt(ranges, start).unitPrice;
  const base = { goodsId: input.goodsId, specId: input.specId, gpuNumber, startTime: toShanghaiIso(start), priceNow: fromMinor(priceNow, PRICE) };
  if (input.billingMode === 'common') {
    const unit = input.periodUnit ?? 'day';
    const count = input.periodCount ?? 1;
    const cost = prepaidCost(ranges, gpuNumber, unit, count);
    return {
      ...base,
      billingMode: 'common',
      periodUnit: unit,
      periodCount: count,
      endTime: toShanghaiIso(new Date(start.getTime() + cost.days * 24 * HOUR)),
      originalAmount: fromMinor(cost.originalFen),
      discountPercent: cost.percent,
      totalAmount: fromMinor(cost.totalFen),
      lines: [],
    };
  }
  const minutes = Math.round((input.durationHours ?? 1) * 60);
  const cost = timedCost(ranges, gpuNumber, start, minutes);
  const cheapStart = nextCheapStart(ranges, start);
  const cheap = cheapStart.getTime() === start.getTime() ? null : timedCost(ranges, gpuNumber, cheapStart, minutes);
  return {
    ...base,
    billingMode: 'timed',
    durationHours: minutes / 60,
    endTime: toShanghaiIso(new Date(start.getTime() + minutes * MINUTE)),
    hourlyNow: fromMinor(segmentFen(priceNow, gpuNumber, 60)),
    totalAmount: fromMinor(cost.totalFen),
    lines: cost.lines,
    cheapest: cheap
      ? { startTime: toShanghaiIso(cheapStart), totalAmount: fromMinor(cheap.totalFen), saving: fromMinor(Math.max(0, cost.totalFen - cheap.totalFen)) }
      : null,
  };
}
