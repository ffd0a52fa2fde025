import { useMemo } from 'react';
import { useTranslation } from '../../shared/i18n';
import type { GoodsTimeRange } from '../../shared/contracts/market';
import { fromMinor, PRICE } from '../../shared/core/money';
import { formatClock } from '../../shared/core/tidal';
import { HourTicks } from '../../shared/features/goods/components/HourTicks';
import { buildPriceStrip, shanghaiHour, tiersIn, type Tier } from './price-strip';
import styles from './gpu-market.module.css';

/** 2.5000 → "2.50", 1.2345 → "1.2345": two places, more only when the price has them. */
export function displayPrice(minor: number): string {
  return fromMinor(minor, PRICE).replace(/(\.\d\d\d*?)0+$/, '$1');
}

/** "2.5000" → "2.50"; null or malformed → "—". */
export function displayPriceText(value: string | null | undefined): string {
  if (!value) return '—';
  const match = /^(\d+)(?:\.(\d+))?$/.exec(value);
  if (!match) return '—';
  const frac = (match[2] ?? '').replace(/0+$/, '').padEnd(2, '0');
  return `${match[1]}.${frac}`;
}

export const TIER_CLASS: Record<Tier, string | undefined> = {
  low: styles.cellLow,
  mid: styles.cellMid,
  high: styles.cellHigh,
  flat: styles.cellFlat,
};

/** What each kind of window is called in the legend and in a strip's sentence. */
export const TIER_NAME: Record<Tier, 'market.cheapWindow' | 'market.midWindow' | 'market.peakWindow' | 'market.flatWindow'> = {
  low: 'market.cheapWindow',
  mid: 'market.midWindow',
  high: 'market.peakWindow',
  flat: 'market.flatWindow',
};

/** The strip's legend: a swatch and a name for each kind of window the shown offers use, none other. */
export function PriceLegend({ ranges }: { ranges: (GoodsTimeRange[] | undefined)[] }) {
  const { t } = useTranslation('storefront');
  const tiers = useMemo(() => tiersIn(ranges), [ranges]);
  return (
    <div className={styles.legend} aria-hidden="true" data-testid="price-legend">
      <strong>{t('market.strip')}</strong>
      {tiers.map((tier) => (
        <span key={tier} data-tier={tier}>
          <i className={`${styles.swatch} ${TIER_CLASS[tier]}`} /> {t(TIER_NAME[tier])}
        </span>
      ))}
    </div>
  );
}

/**
 * The 24-hour price strip (issue 6): a bar of hour cells coloured by price tier, the current hour
 * marked, hour ticks below and (unless compact) the windows spelled out. Screen readers get the
 * windows as one sentence; pointer users get each hour's price as a tooltip.
 */
export function PriceStrip({ ranges, compact = false, now = new Date() }: { ranges: GoodsTimeRange[] | undefined; compact?: boolean; now?: Date }) {
  const { t } = useTranslation('storefront');
  const strip = useMemo(() => buildPriceStrip(ranges), [ranges]);
  if (!strip) return null;
  const hour = shanghaiHour(now);
  const labelOf = (label: string, tier: Tier) =>
    t(`market.labels.${label}`, { defaultValue: '' }) ||
    t(TIER_NAME[tier]);
  const sentence = strip.windows
    .map((w) => `${labelOf(w.label, w.tier)} ${w.begin}–${w.end} ¥${displayPrice(w.unitPrice)}/卡时`)
    .join('；');
  return (
    <div className={compact ? `${styles.strip} ${styles.stripCompact}` : styles.strip}>
      <div className={styles.stripBar} role="img" aria-label={t('market.stripLabel', { windows: sentence })}>
        {strip.cells.map((cell) => (
          <span
            key={cell.hour}
            className={`${styles.cell} ${TIER_CLASS[cell.tier]}${cell.mixed ? ` ${styles.cellMixed}` : ''}${cell.hour === hour ? ` ${styles.cellNow}` : ''}`}
            style={{ ['--level' as string]: cell.level.toFixed(2) }}
            title={`${labelOf(cell.label, cell.tier)} ${t('market.hourTip', {
              from: formatClock(cell.hour * 60),
              to: formatClock(cell.hour * 60 + 60),
              price: displayPrice(cell.unitPrice),
            })}${cell.hour === hour ? `（${t('market.stripNow')}）` : ''}`}
            data-tier={cell.tier}
          />
        ))}
        <span className={styles.nowMarker} style={{ left: `${((hour + 0.5) / 24) * 100}%` }} aria-hidden="true" />
      </div>
      <HourTicks hours={[0, 6, 12, 18, 24]} className={styles.ticks} />
      {!compact && (
        <ul className={styles.windows} aria-hidden="true">
          {strip.windows.map((w) => (
            <li key={`${w.begin}-${w.end}`}>
              <i className={`${styles.swatch} ${TIER_CLASS[w.tier]}`} />
              <span className={styles.windowName}>{labelOf(w.label, w.tier)}</span>
              <span className={styles.windowTime}>
                {w.begin}–{w.end}
              </span>
              <b>¥{displayPrice(w.unitPrice)}</b>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
