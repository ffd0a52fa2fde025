import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { weekIntervals, type Estimate, type EstimateBody } from '../../../src/shared/contracts/supplier';
import { fromMinor, PRICE, toMinor } from '../../../src/shared/core/money';
import type { Db } from '../../db/client';
import { containerGoods, goodsSpecs, specTimeRanges } from '../../db/schema';

/** How busy a plan's cards are assumed to be, from a slow week to a good one (of the hours sold). */
export const OCCUPANCY = { low: 0.4, typical: 0.65, high: 0.85 } as const;
const DAY_BEGIN = 8 * 60;
const DAY_END = 22 * 60;

/** Minutes of the windows in the tidal day (08:00–22:00) and night. */
export function dayNightMinutes(windows: { weekday: number; beginMinute: number; endMinute: number }[]) {
  let day = 0;
  let night = 0;
  for (const window of windows) {
    for (const [a, b] of weekIntervals(window)) {
      for (let minute = a; minute < b; minute += 1) {
        const ofDay = minute % 1440;
        if (ofDay >= DAY_BEGIN && ofDay < DAY_END) day += 1;
        else night += 1;
      }
    }
  }
  return { day, night };
}

const median = (values: number[]) => {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
};

/**
 * The weekly income a plan could earn, after the platform's fee: its card-hours for sale in the
 * chosen windows, priced at the lowest, median and highest price per card-hour of comparable offers
 * on sale (same GPU model; the supplier's own asking price when the market has none), at a slow,
 * typical and good occupancy. Bare-metal machines count their monthly price by the week.
 */
export async function estimateIncome(db: Db, feeRate: number, input: z.infer<typeof EstimateBody>): Promise<Estimate> {
  const { day, night } = dayNightMinutes(input.saleTime.windows);
  const keep = 1 - feeRate;
  const totals = { low: 0, typical: 0, high: 0 };
  const comparables: Estimate['comparables'] = [];
  let cardMinutes = 0;
  for (const machine of input.machines) {
    const units = machine.quantity;
    if (machine.resourceType === 'TG_BMS') {
      const weekly = machine.prices.month ? (toMinor(machine.prices.month) * 12) / 52 : 0;
      totals.low += weekly * units * OCCUPANCY.low;
      totals.typical += weekly * units * OCCUPANCY.typical;
      totals.high += weekly * units * OCCUPANCY.high;
      continue;
    }
    const cards = machine.gpuCount * units;
    cardMinutes += cards * (day + night);
    const rows = await db
      .select({ label: specTimeRanges.label, price: specTimeRanges.unitPrice })
      .from(specTimeRanges)
      .innerJoin(goodsSpecs, eq(goodsSpecs.id, specTimeRanges.specId))
      .innerJoin(containerGoods, eq(containerGoods.id, goodsSpecs.goodsId))
      .where(and(eq(containerGoods.status, 'on_sale'), sql`lower(${containerGoods.gpuType}) = lower(${machine.gpuModel})`));
    const prices = (label: 'day' | 'night', own: string | undefined) => {
      const found = rows.filter((row) => row.label === label).map((row) => toMinor(row.price, PRICE));
      if (found.length) return found;
      return own ? [toMinor(own, PRICE)] : [];
    };
    const dayPrices = prices('day', machine.prices.day);
    const nightPrices = prices('night', machine.prices.night);
    const all = rows.map((row) => toMinor(row.price, PRICE));
    comparables.push({
      gpuModel: machine.gpuModel,
      offers: rows.filter((row) => row.label === 'day').length,
      lowest: all.length ? fromMinor(Math.min(...all), PRICE) : null,
      median: all.length ? fromMinor(median(all)!, PRICE) : null,
      highest: all.length ? fromMinor(Math.max(...all), PRICE) : null,
    });
    // Price (0.0001 yuan per card-hour) × card-minutes / 60 → 0.0001 yuan; to fen at the end.
    const at = (pick: (values: number[]) => number) =>
      ((dayPrices.length ? pick(dayPrices) : 0) * cards * day + (nightPrices.length ? pick(nightPrices) : 0) * cards * night) / 60 / 100;
    totals.low += at((v) => Math.min(...v)) * OCCUPANCY.low;
    totals.typical += at((v) => median(v)!) * OCCUPANCY.typical;
    totals.high += at((v) => Math.max(...v)) * OCCUPANCY.high;
  }
  const fen = (value: number) => Math.round(value * keep);
  const result = { low: fen(totals.low), typical: fen(totals.typical), high: fen(totals.high) };
  const minimum = input.minIncomeWeekly ? toMinor(input.minIncomeWeekly) : 0;
  const warning =
    minimum > result.typical
      ? `保底周收入 ¥${fromMinor(minimum)} 高于按市场可比价格估算的常见周收入 ¥${fromMinor(result.typical)}，平台可能难以达成，建议调低保底或增加出售时段`
      : null;
  return {
    cardHours: Math.round((cardMinutes / 60) * 100) / 100,
    low: fromMinor(result.low),
    typical: fromMinor(result.typical),
    high: fromMinor(result.high),
    comparables,
    warning,
  };
}


