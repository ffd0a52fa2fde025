import { useTranslation } from '../../shared/i18n';
import { platformStatsRead } from '../../shared/features/goods/api/get-platform-stats';
import { useFirstRead } from '../../shared/query/first-read';
import seeded from '../platform-figures.json';
import { deferUntilNear } from '../../shared/ui/deferred';
import { useDocumentMeta } from '../../shared/ui/use-document-meta';
import { AnnouncementBanner } from './AnnouncementBanner';
import { HeroCarousel } from './HeroCarousel';
import styles from './home.module.css';

// Everything below the first screen comes in its own chunk, when it comes near the viewport (on
// a prerendered page its HTML is there meanwhile); its placeholder keeps the page's height when
// the page is drawn in the browser, so the footer does not jump.
const HomeSections = deferUntilNear(() => import('./HomeSections'), { placeholderClass: styles.sectionsPlaceholder });

/** The platform's figures the intro states, in order; `boot` is a claim of the product, not a count. */
const FIGURES = ['gpuModels', 'regions', 'lowestDiscount', 'boot'] as const;

export function HomePage() {
  const { t } = useTranslation('storefront');
  useDocumentMeta(t('home.title'), t('home.description'));
  // The build's figures (the gateway's query over the seed) in the prerendered HTML and the first
  // render, then the gateway's once fetched: same places, same line height, no shift.
  const figures = { ...(useFirstRead(platformStatsRead).data ?? seeded), boot: t('home.intro.stats.bootValue') };
  return (
    <>
      <div className={styles.top}>
        <AnnouncementBanner page="home" />
        <HeroCarousel />
      </div>
      <section className={styles.intro} aria-labelledby="home-title">
        <div className={styles.introInner}>
          <div>
            <h1 id="home-title" className={styles.introTitle}>
              {t('home.intro.heading')}
            </h1>
            <p className={styles.introText}>{t('home.intro.text')}</p>
          </div>
          <dl className={styles.stats}>
            {FIGURES.map(
              (key) =>
                figures[key] && (
                  <div key={key} className={styles.stat}>
                    <dt>{t(`home.intro.stats.${key}`)}</dt>
                    <dd data-figure={key}>{key === 'lowestDiscount' ? t('home.intro.stats.discountValue', { value: figures[key] }) : figures[key]}</dd>
                  </div>
                ),
            )}
          </dl>
        </div>
      </section>
      <HomeSections />
    </>
  );
}

export default HomePage;
