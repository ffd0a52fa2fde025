import type { TFunction } from '../../shared/i18n';
import type { Demand } from '../../shared/contracts/mall';

const hhmm = (minute: number) => `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;

/** "连续使用 90 天" or "每晚 00:00–06:00（共 30 天）". */
export function usageText(t: TFunction, demand: Pick<Demand, 'durationDays' | 'nightWindow'>): string {
  if (demand.nightWindow) {
    const night = t('demands.night', { from: hhmm(demand.nightWindow.beginMinute), to: hhmm(demand.nightWindow.endMinute) });
    return demand.durationDays ? `${night}（${t('demands.duration', { count: demand.durationDays })}）` : night;
  }
  return t('demands.continuous', { count: demand.durationDays ?? 0 });
}

export const modelsText = (t: TFunction, demand: Pick<Demand, 'gpuModels'>) => (demand.gpuModels.length ? demand.gpuModels.join(' / ') : t('demands.anyModel'));

/** A unit price without trailing zeros past two places: "15.5000" → "15.50", "0.9550" → "0.955". */
export function priceText(value: string): string {
  const [whole, frac = ''] = value.replace('-', '').split('.');
  const trimmed = frac.replace(/0+$/, '').padEnd(2, '0');
  return `${whole}.${trimmed}`;
}
