import type { RangeRow } from '../../../shared/features/goods/components/range-rows';

/** One window's price before and after a change, as the confirmation lists it. */
export interface PriceLine {
  window: string;
  before: string | null;
  after: string;
  changed: boolean;
}

/** What a change at once means: each window's old and new price, and the hour running instances move to it. */
export interface PriceChange {
  lines: PriceLine[];
  /** "HH:00" in Beijing time: the next whole hour, from which running pay-as-you-go instances pay the new prices. */
  nextHour: string;
  runningInstances: number;
}

const windowOf = (row: RangeRow) => `${row.beginTime ?? ''}–${row.endTime ?? ''}`;
const money = (value: string | undefined) => (value === undefined ? null : Number(value).toFixed(4));

/**
 * The confirmation's figures for 立即生效: every new window with the price it replaces (null when
 * the window is new), and when running instances start paying it — the next whole hour in Beijing
 * time after `now` (the hour in progress keeps the price it started under).
 */
export function priceChange(current: readonly RangeRow[], next: readonly RangeRow[], runningInstances: number, now: Date): PriceChange {
  const before = new Map(current.map((row) => [windowOf(row), money(row.unitPrice)]));
  const lines = next.map((row) => {
    const old = before.get(windowOf(row)) ?? null;
    const after = money(row.unitPrice) ?? '0.0000';
    return { window: windowOf(row), before: old, after, changed: old !== after };
  });
  const beijingHour = (Math.floor(now.getTime() / 3_600_000) + 8 + 1) % 24;
  return { lines, nextHour: `${String(beijingHour).padStart(2, '0')}:00`, runningInstances };
}
