import { useTranslation } from '../../shared/i18n';
import { Link } from 'react-router';
import { paths } from '../../shared/config/paths';
import { useDocumentMeta } from '../../shared/ui/use-document-meta';
import '../i18n/home-back';
import ui from '../ui/ui.module.css';
import { GpuSection } from './GpuCarousel';
import styles from './home-back.module.css';
import { NewsTiles } from './NewsTiles';
import { PeakShaving } from './PeakShaving';
import { PortraitSection } from './PortraitSection';
import { RegistrationTicker } from './Ticker';

/** /home-back, the old home (SPEC §2): six sections in the dark theme; the footer is the layout's. */
export function HomeBackPage() {
  const { t } = useTranslation('storefront');
  useDocumentMeta(t('homeBack.title'), t('homeBack.description'));
  return (
    <div className={styles.page}>
      <RegistrationTicker />
      <PeakShaving />
      <GpuSection />
      <PortraitSection />
      <NewsTiles />
      <section className={styles.slogan} aria-labelledby="slogan-title">
        <div className={`${ui.container} ${styles.sloganInner}`}>
          <h2 id="slogan-title" className={styles.sloganTitle}>
            {t('homeBack.slogan.title')}
          </h2>
          <p className={ui.lead}>{t('homeBack.slogan.text')}</p>
          <div className={styles.sloganActions}>
            <Link className={ui.btn} to={paths.gpuMarket.getHref()}>
              {t('homeBack.slogan.primary')}
            </Link>
            <Link className={ui.btnGhost} to={paths.partners.getHref()}>
              {t('homeBack.slogan.secondary')}
            </Link>
          </div>
        </div>
      </section>
    </div>
  );
}

export default HomeBackPage;
