import type { ColumnStats } from '../../../shared/contracts/dataset';
import { useTranslation } from '../../../shared/i18n';
import styles from './dataset.module.css';

const WIDTH = 120;
const HEIGHT = 34;

const short = (value: number) => (Math.abs(value) >= 10_000 ? `${+(value / 1000).toFixed(1)}k` : `${+value.toFixed(2)}`);

/**
 * A column's statistics in its header: a histogram for numbers and text lengths (plain SVG), the
 * most frequent values for labels and booleans (CSS bars), and the share of nulls.
 */
export function ColumnChart({ stats }: { stats: ColumnStats }) {
  const { t } = useTranslation('storefront');
  const nulls = stats.nulls > 0 ? <span className={styles.nulls}>{t('viewer.nulls', { n: `${+((stats.nulls / Math.max(1, stats.count)) * 100).toFixed(1)}%` })}</span> : null;
  if (stats.histogram?.length) {
    const bins = stats.histogram;
    const top = Math.max(1, ...bins.map((b) => b.count));
    const gap = 2;
    const barWidth = (WIDTH - gap * (bins.length - 1)) / bins.length;
    const label = t(stats.kind === 'text' ? 'viewer.chartLengths' : 'viewer.chartNumbers', { name: stats.name });
    return (
      <div className={styles.chart} data-testid="column-chart">
        <svg width={WIDTH} height={HEIGHT} viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label={label}>
          {bins.map((bin, i) => {
            const h = bin.count === 0 ? 0 : Math.max(2, (bin.count / top) * HEIGHT);
            return (
              <rect key={i} x={i * (barWidth + gap)} y={HEIGHT - h} width={barWidth} height={h} rx={1} className={styles.bar}>
                <title>{`${short(bin.from)}${bin.to !== bin.from ? ` – ${short(bin.to)}` : ''}：${bin.count.toLocaleString('en-US')}`}</title>
              </rect>
            );
          })}
        </svg>
        <div className={styles.axis}>
          <span>{short(stats.histogram[0]!.from)}</span>
          <span>{short(stats.histogram.at(-1)!.to)}</span>
        </div>
        {nulls}
      </div>
    );
  }
  if (stats.frequencies?.length) {
    const total = Math.max(1, stats.count - stats.nulls);
    const shown = stats.frequencies.slice(0, 3);
    const rest = total - shown.reduce((sum, f) => sum + f.count, 0);
    return (
      <div className={styles.chart} data-testid="column-chart" role="img" aria-label={t('viewer.chartLabels', { name: stats.name })}>
        {shown.map((f) => (
          <div key={f.value} className={styles.freq} title={`${f.value}：${f.count.toLocaleString('en-US')}`}>
            <span className={styles.freqBar} style={{ width: `${(f.count / total) * 100}%` }} />
            <span className={styles.freqText}>
              {f.value} <em>{Math.round((f.count / total) * 100)}%</em>
            </span>
          </div>
        ))}
        {rest > 0 && <span className={styles.nulls}>{t('viewer.others', { n: `${Math.round((rest / total) * 100)}%` })}</span>}
        {nulls}
      </div>
    );
  }
  return <div className={styles.chart}>{nulls}</div>;
}
