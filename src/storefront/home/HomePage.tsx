import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../shared/config/paths';
import { useDocumentMeta } from '../../shared/ui/use-document-meta';
import styles from './home.module.css';

export function HomePage() {
  const { t } = useTranslation('storefront');
  useDocumentMeta(t('home.title'), t('home.description'));
  return (
    <section className={styles.hero} aria-labelledby="hero-title">
      <div className={styles.heroInner}>
        <span className={styles.tag}>{t('home.heroTag')}</span>
        <h1 id="hero-title" className={styles.title}>
          {t('home.heroTitle')}
        </h1>
        <p className={styles.text}>{t('home.heroText')}</p>
        <div className={styles.ctas}>
          <Link className={styles.primary} to={paths.gpuMarket}>
            {t('home.heroPrimary')}
          </Link>
          <Link className={styles.secondary} to={paths.container}>
            {t('home.heroSecondary')}
          </Link>
        </div>
      </div>
    </section>
  );
}

export default HomePage;
