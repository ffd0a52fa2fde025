import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSession } from '../../shared/auth/session';
import { loginHref, paths } from '../../shared/config/paths';
import { ChevronLeftIcon, ChevronRightIcon, PauseIcon, PlayIcon } from '../../shared/ui/icons';
import styles from './home.module.css';

/** SPEC §9: the home carousel advances every 5000 ms. */
export const AUTOPLAY_MS = 5000;

/** SPEC §2: the four slides; the first two need a signed-in user and send visitors to login first. */
const SLIDES = [
  { key: 'questionnaire', to: paths.questionnaire, needsLogin: true, art: '/media/home/slide-questionnaire.svg' },
  { key: 'certification', to: paths.certification, needsLogin: true, art: '/media/home/slide-certification.svg' },
  { key: 'photo', to: paths.accessPoint, needsLogin: false, art: '/media/home/slide-photo.svg' },
  { key: 'space', to: paths.knowledge, needsLogin: false, art: '/media/home/slide-space.svg' },
] as const;

export function HeroCarousel() {
  const { t } = useTranslation('storefront');
  const { loggedIn } = useSession();
  const [active, setActive] = useState(0);
  const [paused, setPaused] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const pointerStart = useRef<number | null>(null);
  const count = SLIDES.length;

  const go = useCallback((index: number) => setActive(((index % count) + count) % count), [count]);

  // Restarts whenever the slide changes, so a manual move gets a full 5 s too.
  useEffect(() => {
    if (paused || hovered || focused) return;
    const timer = setTimeout(() => go(active + 1), AUTOPLAY_MS);
    return () => clearTimeout(timer);
  }, [active, paused, hovered, focused, go]);

  return (
    <section
      className={styles.carousel}
      aria-roledescription="carousel"
      aria-label={t('home.carouselLabel')}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node)) setFocused(false);
      }}
      onPointerDown={(event) => {
        if (event.pointerType !== 'mouse') pointerStart.current = event.clientX;
      }}
      onPointerUp={(event) => {
        if (pointerStart.current === null) return;
        const delta = event.clientX - pointerStart.current;
        pointerStart.current = null;
        if (Math.abs(delta) > 48) go(active + (delta < 0 ? 1 : -1));
      }}
    >
      <div className={styles.slides} aria-live={paused ? 'polite' : 'off'}>
        {SLIDES.map((slide, index) => {
          const current = index === active;
          const target = slide.needsLogin && !loggedIn ? loginHref({ mode: 'login_phone', redirect: slide.to }) : slide.to;
          return (
            <div
              key={slide.key}
              className={`${styles.slide} ${styles[`slide_${slide.key}`]} ${current ? styles.slideActive : ''}`}
              role="group"
              aria-roledescription="slide"
              aria-label={t('home.slideLabel', { index: index + 1, total: count })}
              aria-hidden={!current}
              inert={!current}
              data-testid={`slide-${slide.key}`}
            >
              <div className={styles.slideInner}>
                <div className={styles.slideText}>
                  <span className={styles.slideTag}>{t(`home.slides.${slide.key}.tag`)}</span>
                  <h2 className={styles.slideTitle}>{t(`home.slides.${slide.key}.title`)}</h2>
                  <p className={styles.slideDesc}>{t(`home.slides.${slide.key}.text`)}</p>
                  <Link className={styles.slideAction} to={target}>
                    {t(`home.slides.${slide.key}.action`)}
                    <ChevronRightIcon size={16} />
                  </Link>
                </div>
                <img
                  className={styles.slideArt}
                  src={slide.art}
                  alt={t(`home.slides.${slide.key}.alt`)}
                  width={520}
                  height={360}
                  fetchPriority={index === 0 ? 'high' : 'low'}
                  decoding="async"
                />
              </div>
            </div>
          );
        })}
      </div>
      <div className={styles.carouselControls}>
        <button type="button" className={styles.carouselArrow} aria-label={t('ui.previous')} onClick={() => go(active - 1)}>
          <ChevronLeftIcon size={18} />
        </button>
        <div className={styles.dots}>
          {SLIDES.map((slide, index) => (
            <button
              key={slide.key}
              type="button"
              className={`${styles.dot} ${index === active ? styles.dotActive : ''}`}
              aria-label={`${t('home.slideLabel', { index: index + 1, total: count })}：${t(`home.slides.${slide.key}.title`)}`}
              aria-current={index === active ? 'true' : undefined}
              onClick={() => go(index)}
            />
          ))}
        </div>
        <button type="button" className={styles.carouselArrow} aria-label={t('ui.next')} onClick={() => go(active + 1)}>
          <ChevronRightIcon size={18} />
        </button>
        <button
          type="button"
          className={styles.carouselArrow}
          aria-label={paused ? t('ui.play') : t('ui.pause')}
          onClick={() => setPaused((value) => !value)}
        >
          {paused ? <PlayIcon size={16} /> : <PauseIcon size={16} />}
        </button>
      </div>
    </section>
  );
}
