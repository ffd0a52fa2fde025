import { useTranslation } from '../../shared/i18n';
import { Link } from 'react-router';
import { paths } from '../../shared/config/paths';
import { ClockIcon, GpuIcon, LayersIcon, MoonIcon } from '../../shared/ui/icons';
import { deferUntilNear } from '../../shared/ui/deferred';
import { Section, SectionTitle } from '../ui/Section';
import ui from '../ui/ui.module.css';
import styles from './sections.module.css';
import '../i18n/home-sections';
import { NIGHT_BEGIN, NIGHT_END } from '../../shared/core/tidal-window';

/** The tidal window the prices use (core/tidal-window): 22:00–08:00, across midnight. */
const HOURS = Array.from({ length: 24 }, (_, hour) => hour);
const isTidal = (hour: number) => hour * 60 >= NIGHT_BEGIN || hour * 60 < NIGHT_END;
const POINT_ICONS = [ClockIcon, MoonIcon, GpuIcon, LayersIcon];

function TidalChart() {
  const { t } = useTranslation('storefront');
  return (
    <figure className={styles.chart}>
      <figcaption className={styles.chartTitle}>{t('home.gpu.chartTitle')}</figcaption>
      <div className={styles.chartBars} role="img" aria-label={t('home.gpu.chartAlt')}>
        {HOURS.map((hour) => (
          <span key={hour} className={`${styles.bar} ${isTidal(hour) ? styles.barTidal : ''}`} style={{ height: isTidal(hour) ? '48%' : '92%' }} />
        ))}
      </div>
      <div className={styles.chartAxis} aria-hidden="true">
        <span>00:00</span>
        <span>08:00</span>
        <span>16:00</span>
        <span>24:00</span>
      </div>
      <div className={styles.chartLegend}>
        <span>
          <i className={styles.legendDay} />
          {t('home.gpu.chartDay')}
        </span>
        <span>
          <i className={styles.legendNight} />
          {t('home.gpu.chartNight')}
        </span>
      </div>
    </figure>
  );
}

function GpuSection() {
  const { t } = useTranslation('storefront');
  const points = t('home.gpu.points', { returnObjects: true }) as { title: string; text: string }[];
  return (
    <Section id="peakCut" labelledBy="home-gpu" className={styles.split}>
      <div>
        <SectionTitle id="home-gpu" eyebrow={t('home.gpu.eyebrow')} title={t('home.gpu.title')} lead={t('home.gpu.text')} />
        <ul className={styles.points}>
          {points.map((point, index) => {
            const Icon = POINT_ICONS[index % POINT_ICONS.length]!;
            return (
              <li key={point.title}>
                <span className={styles.pointIcon}>
                  <Icon size={20} />
                </span>
                <span>
                  <strong>{point.title}</strong>
                  {point.text}
                </span>
              </li>
            );
          })}
        </ul>
        <div className={ui.heroActions}>
          <Link className={ui.btn} to={paths.gpuMarket.getHref()}>
            {t('home.gpu.action')}
          </Link>
          <Link className={ui.btnGhost} to={`${paths.homeBack.getHref()}#peakCut`}>
            {t('home.gpu.secondary')}
          </Link>
        </div>
      </div>
      <TidalChart />
    </Section>
  );
}

// Everything after the elastic GPU section (bare metal, AI market, AI space, news and the call to
// action) loads when it comes near the viewport, with the query client the AI space and news read
// through and their texts.
const HomeMore = deferUntilNear(() => import('./HomeMore'), { placeholderClass: styles.morePlaceholder });

/** The home page below the carousel (SPEC §2): elastic GPU, then the rest (HomeMore). */
export default function HomeSections() {
  return (
    <>
      <GpuSection />
      <HomeMore />
    </>
  );
}
