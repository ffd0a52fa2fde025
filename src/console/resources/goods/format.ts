import dayjs, { type Dayjs } from 'dayjs';
import type { GoodsTimeRange } from '../../../shared/contracts/market';
import { formatDateTimeSeconds } from '../../../shared/core/time';

/**
 * Business times are Beijing time (DESIGN §2): the pickers show and take the wall clock in
 * Shanghai, whatever zone the operator's browser is in.
 */
export const pickerValue = (iso: string): Dayjs => dayjs(formatDateTimeSeconds(iso));
export const fromPicker = (value: Dayjs): string => `${value.format('YYYY-MM-DDTHH:mm:ss')}+08:00`;
/** Now, as the pickers read it. */
export const pickerNow = (): Dayjs => dayjs(formatDateTimeSeconds(new Date()));

/** "2.1800" → "2.18", "1.2345" → "1.2345". */
export const priceText = (value: string | null | undefined): string => {
  if (!value) return '—';
  const [whole, frac = ''] = value.split('.');
  return `${whole}.${frac.replace(/0+$/, '').padEnd(2, '0')}`;
};

/** Ranges in a line: "08:00–22:00 ¥2.18，22:00–08:00 ¥0.99". */
export const rangesText = (ranges: readonly GoodsTimeRange[]): string => ranges.map((r) => `${r.beginTime}–${r.endTime} ¥${priceText(r.unitPrice)}`).join('，');
