import { useState } from 'react';
import { useTranslation } from '../../shared/i18n';
import { PauseIcon, PlayIcon } from '../../shared/ui/icons';
import { useBroadcast } from '../../shared/features/content/api/get-broadcast';
import { useIsMobile } from '../../shared/ui/use-media-query';
import styles from './home-back.module.css';
import { tickerSeconds } from './ticker';

/** Items per loop at least, so one copy of the loop is wider (or taller) than its window. */
const MIN_LOOP_ITEMS = 10;

/**
 * SPEC §2 section 1: recently registered users as masked phones, scrolling. Horizontal on
 * desktops, vertical on phones; two copies of the loop make it seamless, and assistive tech reads
 * each phone once. Hidden when there is nothing to show or the call fails.
 */
export function RegistrationTicker() {
  const { t } = useTranslation('storefront');
  const { data, isPending } = useBroadcast();
  const mobile = useIsMobile();
  const [paused, setPaused] = useState(false);
  const items = data ?? [];
  // While the list loads, hold the ticker's height so the sections below do not jump (CLS).
  if (isPending) return <div className={styles.ticker} aria-hidden="true" data-testid="ticker-placeholder"><div className={styles.tickerInner} /></div>;
  if (items.length === 0) return null;

  const loop = Array.from({ length: Math.ceil(MIN_LOOP_ITEMS / items.length) }, () => items).flat();
  const seconds = tickerSeconds(loop.length, mobile);

  return (
    <section className={styles.ticker} aria-label={t('homeBack.ticker.label')} data-testid="ticker">
      <div className={styles.tickerInner}>
        <span className={styles.tickerLabel} aria-hidden="true">
          {t('homeBack.ticker.label')}
        </span>
        <div className={`${styles.tickerWindow} ${mobile ? styles.tickerVertical : ''}`}>
          <div
            className={`${styles.tickerTrack} ${paused ? styles.tickerPaused : ''}`}
            style={{ animationDuration: `${seconds}s` }}
            data-testid="ticker-track"
          >
            {[0, 1].map((copy) => (
              <ul key={copy} className={styles.tickerList} aria-hidden={copy === 1 || undefined}>
                {loop.map((item, index) => (
                  <li key={index} aria-hidden={(copy === 0 && index >= items.length) || undefined}>
                    {t('homeBack.ticker.item', { phone: item.phone })}
                  </li>
                ))}
              </ul>
            ))}
          </div>
        </div>
        <button
          type="button"
          className={styles.tickerToggle}
          aria-label={paused ? t('homeBack.ticker.resume') : t('homeBack.ticker.pause')}
          aria-pressed={paused}
          onClick={() => setPaused((value) => !value)}
        >
          {paused ? <PlayIcon size={14} /> : <PauseIcon size={14} />}
        </button>
      </div>
    </section>
  );
}
