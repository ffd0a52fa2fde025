import { theme } from 'antd';
import { useMemo } from 'react';
import { fromMinor, PRICE } from '../../../core/money';
import { formatRange, MINUTES_PER_DAY, type TimeRange } from '../../../core/tidal';
import { HourTicks } from './HourTicks';
import styles from './tidal-bar.module.css';

/** A stretch of the day, [begin, end) in minutes, never wrapping. */
interface Stretch {
  begin: number;
  end: number;
}

/** A window as stretches of one day: one, or two when it wraps past midnight. */
function stretchesOf(range: TimeRange): Stretch[] {
  const length = ((range.endMinute - range.beginMinute + MINUTES_PER_DAY - 1) % MINUTES_PER_DAY) + 1;
  const end = range.beginMinute + length;
  return end <= MINUTES_PER_DAY ? [{ begin: range.beginMinute, end }] : [{ begin: range.beginMinute, end: MINUTES_PER_DAY }, { begin: 0, end: end - MINUTES_PER_DAY }];
}

/** Stretches where `test(count)` holds, from how many windows cover each minute. */
function stretchesWhere(counts: Uint8Array, test: (count: number) => boolean): Stretch[] {
  const found: Stretch[] = [];
  let start = -1;
  for (let minute = 0; minute <= MINUTES_PER_DAY; minute += 1) {
    const inside = minute < MINUTES_PER_DAY && test(counts[minute]!);
    if (inside && start < 0) start = minute;
    if (!inside && start >= 0) {
      found.push({ begin: start, end: minute });
      start = -1;
    }
  }
  return found;
}

const percent = (minutes: number) => `${(minutes / MINUTES_PER_DAY) * 100}%`;
/** 2.5000 → "2.50", 1.2345 → "1.2345". */
const priceText = (minor: number) => fromMinor(minor, PRICE).replace(/(\.\d\d\d*?)0+$/, '$1');

export interface TidalBarProps {
  ranges: TimeRange[];
  /** Names of the labels (day → 日间), for the bar's description. */
  labelName: (label: string) => string;
  /** Indexes of `ranges` to outline, e.g. the two that overlap. */
  marked?: readonly number[];
  /** The description read out for the bar: gets the windows as one sentence. */
  describe: (windows: string) => string;
  gapText: string;
  overlapText: string;
}

/**
 * The 24-hour bar of a spec's price windows: each window coloured from cheap (cyan) to dear
 * (orange), minutes no window covers hatched as a gap, minutes two windows cover striped as an
 * overlap. It draws whatever it is given, so the editor can show a problem as it is typed.
 */
export function TidalBar({ ranges, labelName, marked = [], describe, gapText, overlapText }: TidalBarProps) {
  const { token } = theme.useToken();
  const { counts, lowest, highest } = useMemo(() => {
    const covered = new Uint8Array(MINUTES_PER_DAY);
    for (const range of ranges) for (const s of stretchesOf(range)) for (let m = s.begin; m < s.end; m += 1) covered[m] = Math.min(covered[m]! + 1, 2);
    // Windows not priced yet (0) are drawn in grey and left out of the scale.
    const prices = ranges.map((r) => r.unitPrice).filter((price) => price > 0);
    return { counts: covered, lowest: Math.min(...prices), highest: Math.max(...prices) };
  }, [ranges]);
  const gaps = stretchesWhere(counts, (count) => count === 0);
  const overlaps = stretchesWhere(counts, (count) => count > 1);
  const colour = (price: number) => {
    if (price <= 0) return token.colorFillSecondary;
    const level = highest > lowest ? (price - lowest) / (highest - lowest) : 0.5;
    return `hsl(${Math.round(190 - level * 165)} 70% ${Math.round(42 - level * 4)}%)`;
  };
  const sentence = ranges
    .filter((range) => range.unitPrice > 0)
    .sort((a, b) => a.beginMinute - b.beginMinute)
    .map((range) => `${labelName(range.label)} ${formatRange(range)} ¥${priceText(range.unitPrice)}`)
    .join('；');
  const style = {
    '--bar-empty': token.colorFillTertiary,
    '--bar-error': token.colorError,
    '--bar-error-soft': token.colorErrorBg,
    '--bar-muted': token.colorTextTertiary,
  } as React.CSSProperties;

  return (
    <div style={style}>
      <div className={styles.bar} role="img" aria-label={describe(sentence)} data-testid="tidal-bar">
        {ranges.flatMap((range, index) =>
          stretchesOf(range).map((s, part) => (
            <span
              key={`${index}-${part}`}
              className={`${styles.segment}${marked.includes(index) ? ` ${styles.marked}` : ''}`}
              style={{ left: percent(s.begin), width: percent(s.end - s.begin), background: colour(range.unitPrice) }}
              title={`${labelName(range.label)} ${formatRange(range)} ¥${priceText(range.unitPrice)}`}
            >
              {s.end - s.begin >= 150 && range.unitPrice > 0 ? `¥${priceText(range.unitPrice)}` : ''}
            </span>
          )),
        )}
        {gaps.map((s) => (
          <span key={`gap-${s.begin}`} className={`${styles.overlay} ${styles.gap}`} style={{ left: percent(s.begin), width: percent(s.end - s.begin) }}>
            {s.end - s.begin >= 90 ? gapText : ''}
          </span>
        ))}
        {overlaps.map((s) => (
          <span key={`overlap-${s.begin}`} className={`${styles.overlay} ${styles.overlap}`} style={{ left: percent(s.begin), width: percent(s.end - s.begin) }}>
            {s.end - s.begin >= 90 ? overlapText : ''}
          </span>
        ))}
      </div>
      <HourTicks hours={[0, 3, 6, 9, 12, 15, 18, 21, 24]} className={styles.ticks} />
    </div>
  );
}
