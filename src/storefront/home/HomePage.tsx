import { useTranslation } from '../../shared/i18n';
import { deferUntilNear } from '../../shared/ui/deferred';
import { useDocumentMeta } from '../../shared/ui/use-document-meta';
import { AnnouncementBanner } from './AnnouncementBanner';
import { HeroCarousel } from './HeroCarousel';
import styles from './home.module.css';

// Everything below the first screen comes in its own chunk, when it comes near the viewport (on
// a prerendered page its HTML is there meanwhile); its placeholder keeps the page's height when
// the page is drawn in the browser, so the footer does not jump.
const HomeSections = deferUntilNear(() => import('./HomeSections'), { placeholderClass: styles.sectionsPlaceholder });

interface Stat {
  value: string;
  label: string;
}

export function HomePage() {
  const { t } = useTranslation('storefront');
  useDocumentMeta(t('home.title'), t('home.description'));
  const stats = t('home.intro.stats', { returnObjects: true }) as Stat[];
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
            {stats.map((stat) => (
              <div key={stat.label} className={styles.stat}>
                <dt>{stat.label}</dt>
                <dd>{stat.value}</dd>
              </div>
            ))}
          </dl>
        </div>
      </section>
      <HomeSections />
    </>
  );
}

export default HomePage;
