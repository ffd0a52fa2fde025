import type { GoodsTimeRange } from '../../../shared/contracts/market';
import { trimPrice } from '../../components/format';

/** Ranges in a line: "08:00–22:00 ¥2.18，22:00–08:00 ¥0.99". */
export const rangesText = (ranges: readonly GoodsTimeRange[]): string => ranges.map((r) => `${r.beginTime}–${r.endTime} ¥${trimPrice(r.unitPrice)}`).join('，');
