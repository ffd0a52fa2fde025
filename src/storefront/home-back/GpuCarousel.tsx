import { useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from '../../shared/i18n';
import { Link } from 'react-router';
import { paths } from '../../shared/config/paths';
import { ChevronLeftIcon, ChevronRightIcon } from '../../shared/ui/icons';
import type { Goods } from '../../shared/contracts/market';
import { useHomeTagGoods } from '../../shared/features/compute/api/get-home-tag-goods';
import { Section } from '../ui/Section';
import ui from '../ui/ui.module.css';
import { useIsMobile, usePrefersReducedMotion } from '../../shared/ui/use-media-query';
import { formatUnitPrice, gpuIcon, gpuName, minUnitPrice, withUnit, type CardGoods } from './gpu-card';
import styles from './home-back.module.css';

/** SPEC §2: three cards in view; infinite when there are more, static otherwise. */
const VISIBLE = 3;

function GpuCard({ goods, hidden }: { goods: CardGoods; hidden?: boolean }) {
  const { t } = useTranslation('storefront');
  const name = gpuName(goods);
  const count = goods.gpuNumber || 1;
  const specs = [
    ['vram', withUnit(goods.gpuVram, 'GB')],
    ['area', goods.areaInfo || '—'],
    ['cpu', goods.cpuCore === null || goods.cpuCore === undefined || goods.cpuCore === '' ? '—' : t('homeBack.gpu.cores', { value: goods.cpuCore })],
    ['ram', withUnit(goods.ramSize, 'GB')],
    ['disk', withUnit(goods.storageSpace, 'GB')],
  ] as const;
  return (
    <article
      className={`${ui.surface} ${styles.gpuCard}`}
      aria-label={t('homeBack.gpu.cardLabel', { name, count })}
      aria-hidden={hidden || undefined}
      inert={hidden || undefined}
      data-testid="gpu-card"
    >
      <div className={styles.gpuHead}>
        <img src={gpuIcon(goods)} alt="" width={80} height={50} loading="lazy" decoding="async" />
        <div>
          <h3 className={styles.gpuName}>{name}</h3>
          <span className={ui.tag}>× {count}</span>
        </div>
      </div>
      <dl className={styles.gpuSpecs}>
        {specs.map(([key, value]) => (
          <div key={key}>
            <dt>{t(`homeBack.gpu.${key}`)}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <div className={styles.gpuFoot}>
        <p className={styles.gpuPrice}>
          <span className={styles.gpuCurrency}>¥</span>
          <strong data-testid="gpu-price">{formatUnitPrice(minUnitPrice(goods))}</strong>
          <span className={ui.muted}>
            {t('homeBack.gpu.perHour')} {t('homeBack.gpu.from')}
          </span>
        </p>
        <Link to={paths.gpuMarket.getHref()} className={`${ui.btn} ${ui.btnSmall}`}>
          {t('homeBack.gpu.buy')}
        </Link>
      </div>
    </article>
  );
}

/**
 * An infinite strip: the goods followed by copies of the first three. Moving past the end slides
 * onto the copies, then jumps back to the real first card without animation; moving before the
 * start jumps onto the copies first and slides back.
 */
function InfiniteStrip({ goods }: { goods: Goods[] }) {
  const { t } = useTranslation('storefront');
  const [index, setIndex] = useState(0);
  const [animate, setAnimate] = useState(true);
  const pending = useRef<number | null>(null);
  const strip = [...goods, ...goods.slice(0, VISIBLE)];
  const count = goods.length;
  const reducedMotion = usePrefersReducedMotion();

  // After an unanimated jump, turn the animation back on (two frames later, once the jump has
  // been painted) and make the move that was waiting for it, if any.
  useLayoutEffect(() => {
    if (animate) return;
    let second = 0;
    const first = requestAnimationFrame(() => {
      second = requestAnimationFrame(() => {
        setAnimate(true);
        if (pending.current !== null) {
          setIndex(pending.current);
          pending.current = null;
        }
      });
    });
    return () => {
      cancelAnimationFrame(first);
      cancelAnimationFrame(second);
    };
  }, [animate]);

  const next = () => {
    // Without animation there is no transition end to wrap on: wrap at once.
    if (reducedMotion) return setIndex((index + 1) % count);
    if (index >= count) return;
    setIndex(index + 1);
  };
  const previous = () => {
    if (index > 0) return setIndex(index - 1);
    if (reducedMotion) return setIndex(count - 1);
    pending.current = count - 1;
    setAnimate(false);
    setIndex(count);
  };

  return (
    <div className={styles.gpuCarousel} role="region" aria-roledescription="carousel" aria-label={t('homeBack.gpu.carouselLabel')}>
      <button type="button" className={`${styles.gpuArrow} ${styles.gpuArrowLeft}`} aria-label={t('homeBack.gpu.previous')} onClick={previous}>
        <ChevronLeftIcon size={20} />
      </button>
      <div className={styles.gpuViewport}>
        <div
          className={styles.gpuTrack}
          style={{ transform: `translateX(calc(${-index} * (100% + 24px) / ${VISIBLE}))`, transition: animate ? undefined : 'none' }}
          onTransitionEnd={(event) => {
            if (event.target !== event.currentTarget || index < count) return;
            setAnimate(false);
            setIndex(0);
          }}
        >
          {strip.map((item, position) => (
            <GpuCard
              key={position}
              goods={item}
              hidden={position < index || position >= index + VISIBLE}
            />
          ))}
        </div>
      </div>
      <button type="button" className={`${styles.gpuArrow} ${styles.gpuArrowRight}`} aria-label={t('homeBack.gpu.next')} onClick={next}>
        <ChevronRightIcon size={20} />
      </button>
    </div>
  );
}

/** SPEC §2 section 3: the elastic GPU container section; hidden when the list is empty or fails. */
export function GpuSection() {
  const { t } = useTranslation('storefront');
  const mobile = useIsMobile();
  const { data } = useHomeTagGoods();
  const goods = data?.records ?? [];
  if (goods.length === 0) return null;

  return (
    <Section
      alt
      testId="gpu-section"
      labelledBy="gpu-title"
      eyebrow={t('homeBack.gpu.eyebrow')}
      title={t('homeBack.gpu.title')}
      lead={t('homeBack.gpu.text')}
    >
      {goods.length > VISIBLE && !mobile ? (
        <InfiniteStrip goods={goods} />
      ) : (
        // Three or fewer, or a phone: a static row (phones scroll it sideways).
        <div className={styles.gpuStatic} data-testid="gpu-static">
          {goods.map((item, position) => (
            <GpuCard key={position} goods={item} />
          ))}
        </div>
      )}
    </Section>
  );
}
