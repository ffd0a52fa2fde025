import type { Goods } from '../../shared/contracts/market';

/** A field as a card reads it: SPEC §3 asks each to be read defensively (missing, null, a number as text). */
type Loose<T> = T extends (infer U)[] ? Loose<U>[] | null : T extends object ? { [K in keyof T]?: Loose<T[K]> | null } : T | string | number | null;

/** What a home GPU card reads of an offer. */
export type CardGoods = Loose<
  Pick<Goods, 'gpuType' | 'aliasGpuType' | 'gpuTypeMapping' | 'gpuNumber' | 'gpuVram' | 'areaInfo' | 'cpuCore' | 'ramSize' | 'storageSpace' | 'specDetailList'>
>;

/** SPEC §2: the card's icon depends on whether the GPU type contains RTX 4090. */
export const isRtx4090 = (gpuType: string | null | undefined): boolean => /RTX\s*4090/i.test(gpuType ?? '');

export const gpuIcon = (goods: CardGoods): string =>
  isRtx4090(goods.gpuType === null || goods.gpuType === undefined ? undefined : String(goods.gpuType)) ? '/media/gpu/rtx4090.svg' : '/media/gpu/gpu.svg';

/** The name shown on a card: the alias when the goods has one. */
export const gpuName = (goods: CardGoods): string => String(goods.aliasGpuType || goods.gpuTypeMapping || goods.gpuType || '');

/** SPEC §3: the 'from' price is the minimum numeric unitPrice across all specs and time ranges, or 0. */
export function minUnitPrice(goods: CardGoods): number {
  const prices = (goods.specDetailList ?? [])
    .flatMap((spec) => spec?.containerGoodsSpecTimeRangeVOS ?? [])
    .map((range) => (range?.unitPrice === null || range?.unitPrice === undefined || range.unitPrice === '' ? Number.NaN : Number(range.unitPrice)))
    .filter((price) => Number.isFinite(price));
  return prices.length > 0 ? Math.min(...prices) : 0;
}

/** A price as the card shows it: two decimals, more only when the price carries them (up to four). */
export function formatUnitPrice(value: number): string {
  return new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 4, useGrouping: false }).format(value);
}

/** A size with its unit, whether the gateway sends 24, "24" or "24GB". */
export function withUnit(value: string | number | null | undefined, unit: string): string {
  if (value === null || value === undefined || value === '') return '—';
  const text = String(value).trim();
  return /^\d+(\.\d+)?$/.test(text) ? `${text}${unit}` : text;
}
