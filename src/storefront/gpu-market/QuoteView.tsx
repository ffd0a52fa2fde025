import { Alert, Skeleton } from 'antd';
import { useTranslation } from '../../shared/i18n';
import type { Quote } from '../../shared/contracts/market';
import { fromMinor, PRICE, toMinor } from '../../shared/core/money';
import { cardHoursCover, cardHoursOf } from '../../shared/core/tidal';
import { ColumnHeads } from '../ui/MarketCard';
import { displayPriceText } from './PriceStrip';
import styles from './gpu-market.module.css';

/** "2025-01-01T22:00:00+08:00" → "22:00" (Shanghai, as the gateway formats it). */
const clockOf = (iso: string) => /T(\d\d:\d\d)/.exec(iso)?.[1] ?? iso;
/** "2025-01-01T22:00:00+08:00" → "01-01 22:00". */
const dayClockOf = (iso: string) => {
  const match = /-(\d\d)-(\d\d)T(\d\d:\d\d)/.exec(iso);
  return match ? `${match[1]}-${match[2]} ${match[3]}` : iso;
};

/** What the buyer's GPU card-hours would pay of a pay-as-you-go estimate, by the rule the gateway holds and bills with. */
function cardHoursEstimate(quote: Quote, cardMinutes: number) {
  if (quote.billingMode !== 'timed' || cardMinutes <= 0) return null;
  const lines = quote.lines.map((line) => ({ unitPrice: toMinor(line.unitPrice, PRICE), minutes: line.minutes, fen: toMinor(line.amount) }));
  const cover = cardHoursCover(lines, quote.gpuNumber, cardMinutes);
  return { hours: cardHoursOf(cardMinutes), covered: fromMinor(cover.coveredFen), rest: fromMinor(Math.max(0, cover.totalFen - cover.coveredFen)) };
}

/** The live quote: the total, the tidal breakdown line by line, and the cheaper start or the prepaid discount. */
export function QuoteView({ quote, failed, settling, cardMinutes }: { quote?: Quote; failed: boolean; settling: boolean; cardMinutes: number }) {
  const { t } = useTranslation('storefront');
  if (failed && !quote) return <Alert type="error" showIcon message={t('market.quoteFailed')} />;
  if (!quote) return <Skeleton active paragraph={{ rows: 3 }} />;
  const cover = cardHoursEstimate(quote, cardMinutes);
  return (
    <section className={styles.quote} aria-label={t('market.price')} aria-busy={settling}>
      <div className={styles.quoteHead}>
        <span>{quote.billingMode === 'timed' ? t('market.estimate') : t('market.prepaidTotal')}</span>
        <strong>¥{quote.totalAmount}</strong>
        {settling && <span className={styles.quoteBusy}>{t('market.quoting')}</span>}
      </div>
      {quote.billingMode === 'timed' ? (
        <>
          <p className={styles.quoteSub}>{t('market.hourlyNow', { amount: quote.hourlyNow })}</p>
          {cover && (
            <p className={`${styles.cheapHint} ${styles.cardHours}`} data-testid="card-hours-hint">
              {t('market.cardHours', cover)}
            </p>
          )}
          <table className={styles.lines}>
            <caption>{t('market.breakdown')}</caption>
            <ColumnHeads columns={[t('market.lineWindow'), t('market.lineTime'), t('market.lineMinutes'), t('market.lineUnitPrice'), t('market.lineAmount')]} />
            <tbody>
              {quote.lines.map((line) => (
                <tr key={line.beginTime} data-window={line.rangeLabel}>
                  <td>
                    <span className={`${styles.lineTag} ${line.rangeLabel === 'night' || line.rangeLabel === 'valley' ? styles.lineTagNight : ''}`}>
                      {t(`market.labels.${line.rangeLabel}`, { defaultValue: line.rangeLabel })}
                    </span>
                  </td>
                  <td>
                    {dayClockOf(line.beginTime)} – {line.endTime.slice(0, 10) === line.beginTime.slice(0, 10) ? clockOf(line.endTime) : dayClockOf(line.endTime)}
                  </td>
                  <td>{t('market.minutesValue', { count: line.minutes })}</td>
                  <td>¥{displayPriceText(line.unitPrice)}</td>
                  <td>¥{line.amount}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {quote.cheapest ? (
            <p className={styles.cheapHint}>
              {t('market.cheapHint', { time: clockOf(quote.cheapest.startTime), amount: quote.cheapest.totalAmount, saving: quote.cheapest.saving })}
            </p>
          ) : (
            <p className={styles.cheapHint}>{t('market.inCheap')}</p>
          )}
        </>
      ) : (
        <p className={styles.quoteSub}>
          {t('market.discount', { original: quote.originalAmount, percent: quote.discountPercent / 10 })} · {dayClockOf(quote.startTime)} – {dayClockOf(quote.endTime)}
        </p>
      )}
    </section>
  );
}
