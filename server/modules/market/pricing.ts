import { fromMinor, PRICE } from '../../../src/shared/core/money';
import { dayFen, nextCheapStart, rangeAt, roundDiv, segmentFen, segmentsBetween, type TimeRange } from '../../../src/shared/core/tidal';
import { toShanghaiIso } from '../../lib/time';

/** Prepaid periods (billing mode `common`) and their discounts, in percent of the tidal day price. */
export const PREPAID = {
  day: { days: 1, percent: 95, label: '包天' },
  week: { days: 7, percent: 90, label: '包周' },
  month: { days: 30, percent: 80, label: '包月' },
} as const;
export type PeriodUnit = keyof typeof PREPAID;

const MINUTE = 60_000;
const fen = (value: number) => fromMinor(value);

interface QuoteLine {
  rangeLabel: string;
  beginTime: string;
  endTime: string;
  minutes: number;
  unitPrice: string;
  amount: string;
}

/** Cost of running `cards` cards from `start` for `minutes`, line by line (hour × price window). */
export function timedCost(ranges: TimeRange[], cards: number, start: Date, minutes: number) {
  const segments = segmentsBetween(ranges, start, new Date(start.getTime() + minutes * MINUTE));
  // Group consecutive pieces of one window for display; the total is the sum of the billed pieces.
  const lines: (QuoteLine & { fen: number })[] = [];
  let totalFen = 0;
  for (const segment of segments) {
    const cost = segmentFen(segment.range.unitPrice, cards, segment.minutes);
    totalFen += cost;
    const last = lines.at(-1);
    if (last && last.rangeLabel === segment.range.label && last.endTime === toShanghaiIso(segment.start)) {
      last.minutes += segment.minutes;
      last.fen += cost;
      last.endTime = toShanghaiIso(segment.end);
      last.amount = fen(last.fen);
    } else {
      lines.push({
        rangeLabel: segment.range.label,
        beginTime: toShanghaiIso(segment.start),
        endTime: toShanghaiIso(segment.end),
        minutes: segment.minutes,
        unitPrice: fromMinor(segment.range.unitPrice, PRICE),
        amount: fen(cost),
        fen: cost,
      });
    }
  }
  return { totalFen, lines: lines.map(({ fen: _fen, ...line }) => line) };
}

export function prepaidCost(ranges: TimeRange[], cards: number, unit: PeriodUnit, count: number) {
  const period = PREPAID[unit];
  const originalFen = dayFen(ranges, cards) * period.days * count;
  const totalFen = roundDiv(originalFen * period.percent, 100);
  return { originalFen, totalFen, percent: period.percent, days: period.days * count };
}

export interface QuoteInput {
  ranges: TimeRange[];
  gpuNumber: number;
  billingMode: 'timed' | 'common';
  start: Date;
  durationHours?: number;
  periodUnit?: PeriodUnit;
  periodCount?: number;
}

/** calculatePriceV2: the exact cost with its breakdown, and what starting in the next cheap window would cost. */
export function quote(input: QuoteInput) {
  const { ranges, gpuNumber, start } = input;
  const priceNow = rangeAt(ranges, start).unitPrice;
  if (input.billingMode === 'common') {
    const unit = input.periodUnit ?? 'day';
    const count = input.periodCount ?? 1;
    const cost = prepaidCost(ranges, gpuNumber, unit, count);
    return {
      billingMode: 'common' as const,
      gpuNumber,
      periodUnit: unit,
      periodCount: count,
      startTime: toShanghaiIso(start),
      endTime: toShanghaiIso(new Date(start.getTime() + cost.days * 24 * 60 * MINUTE)),
      priceNow: fromMinor(priceNow, PRICE),
      originalAmount: fen(cost.originalFen),
      discountPercent: cost.percent,
      totalAmount: fen(cost.totalFen),
      lines: [],
    };
  }
  const minutes = Math.round((input.durationHours ?? 1) * 60);
  const cost = timedCost(ranges, gpuNumber, start, minutes);
  const cheapStart = nextCheapStart(ranges, start);
  const cheap = cheapStart.getTime() === start.getTime() ? null : timedCost(ranges, gpuNumber, cheapStart, minutes);
  return {
    billingMode: 'timed' as const,
    gpuNumber,
    durationHours: minutes / 60,
    startTime: toShanghaiIso(start),
    endTime: toShanghaiIso(new Date(start.getTime() + minutes * MINUTE)),
    priceNow: fromMinor(priceNow, PRICE),
    /** Per hour for all cards at the current price. */
    hourlyNow: fen(segmentFen(priceNow, gpuNumber, 60)),
    totalAmount: fen(cost.totalFen),
    lines: cost.lines,
    cheapest: cheap
      ? {
          startTime: toShanghaiIso(cheapStart),
          totalAmount: fen(cheap.totalFen),
          saving: fen(Math.max(0, cost.totalFen - cheap.totalFen)),
        }
      : null,
  };
}
