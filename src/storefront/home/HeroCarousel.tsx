import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../shared/i18n';
import { useSession } from '../../shared/auth/session';
import { loginHref, paths } from '../../shared/config/paths';
import { useSlides } from '../../shared/features/content/api/get-slides';
import { plainSlideClass, SlideView } from '../../shared/features/content/components/SlideView';
import { ChevronLeftIcon, ChevronRightIcon, PauseIcon, PlayIcon } from '../../shared/ui/icons';
import styles from './home.module.css';

/** SPEC §9: the home carousel advances every 5000 ms. */
export const AUTOPLAY_MS = 5000;

/** SPEC §2: the four slides; the first two need a signed-in user and send visitors to login first. */
const SLIDES = [
  { key: 'questionnaire', to: paths.questionnaire.getHref(), needsLogin: true, art: '/media/home/slide-questionnaire.svg' },
  { key: 'certification', to: paths.certification.getHref(), needsLogin: true, art: '/media/home/slide-certification.svg' },
  { key: 'photo', to: paths.accessPoint.getHref(), needsLogin: false, art: '/media/home/slide-photo.svg' },
  { key: 'space', to: paths.knowledge.getHref(), needsLogin: false, art: '/media/home/slide-space.svg' },
] as const;

interface Slide {
  key: string;
  to: string;
  needsLogin: boolean;
  art: string;
  tag?: string;
  title: string;
  text: string;
  action: string;
  alt: string;
  className: string;
}

/** The built-in slides, then those operators published (管理 › 内容 › 首页轮播图), in their order. */
function useAllSlides(): Slide[] {
  const { t } = useTranslation('storefront');
  const published = useSlides().data ?? [];
  return [
    ...SLIDES.map((slide) => ({
      key: slide.key,
      to: slide.to,
      needsLogin: slide.needsLogin,
      art: slide.art,
      tag: t(`home.slides.${slide.key}.tag`),
      title: t(`home.slides.${slide.key}.title`),
      text: t(`home.slides.${slide.key}.text`),
      action: t(`home.slides.${slide.key}.action`),
      alt: t(`home.slides.${slide.key}.alt`),
      className: styles[`slide_${slide.key}`]!,
    })),
    ...published.map((slide) => ({
      key: `published-${slide.id}`,
      to: slide.link,
      needsLogin: slide.loginRequired,
      art: slide.imageUrl,
      title: slide.title,
      text: slide.subtitle,
      action: slide.buttonText,
      alt: slide.title,
      className: plainSlideClass ?? '',
    })),
  ];
}

export function HeroCarousel() {
  const { t } = useTranslation('storefront');
  const { loggedIn } = useSession();
  const slides = useAllSlides();
  const [active, setActive] = useState(0);
  const [paused, setPaused] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const pointerStart = useRef<number | null>(null);
  const count = slides.length;

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
        {slides.map((slide, index) => {
          const current = index === active;
          const target = slide.needsLogin && !loggedIn ? loginHref({ mode: 'login_phone', redirect: slide.to }) : slide.to;
          return (
            <div
              key={slide.key}
              className={`${styles.slide} ${slide.className} ${current ? styles.slideActive : ''}`}
              role="group"
              aria-roledescription="slide"
              aria-label={t('home.slideLabel', { index: index + 1, total: count })}
              aria-hidden={!current}
              inert={!current}
              data-testid={`slide-${slide.key}`}
            >
              <SlideView tag={slide.tag} title={slide.title} text={slide.text} action={slide.action} to={target} art={slide.art} alt={slide.alt} priority={index === 0} />
            </div>
          );
        })}
      </div>
      <div className={styles.carouselControls}>
        <button type="button" className={styles.carouselArrow} aria-label={t('ui.previous')} onClick={() => go(active - 1)}>
          <ChevronLeftIcon size={18} />
        </button>
        <div className={styles.dots}>
          {slides.map((slide, index) => (
            <button
              key={slide.key}
              type="button"
              className={`${styles.dot} ${index === active ? styles.dotActive : ''}`}
              aria-label={`${t('home.slideLabel', { index: index + 1, total: count })}：${slide.title}`}
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
