import { useTranslation } from '../../shared/i18n';
import { Link } from 'react-router';
import { useSession } from '../../shared/auth/session';
import { loginHref, paths } from '../../shared/config/paths';
import {
  ArrowRightIcon,
  BookIcon,
  ClockIcon,
  CubeIcon,
  DatabaseIcon,
  GpuIcon,
  LayersIcon,
  MoonIcon,
  ServerIcon,
  UsersIcon,
} from '../../shared/ui/icons';
import { useLatestArticles } from '../../shared/features/content/api/get-article-page';
import { useLatestKnowledge } from '../../shared/features/content/api/get-knowledge-page';
import { newsHref, useNews } from '../ui/news-data';
import { formatDate } from '../ui/format';
import { Section, SectionTitle } from '../ui/Section';
import ui from '../ui/ui.module.css';
import styles from './sections.module.css';

/** SPEC §2 tidal window: 00:00–08:00 is priced at about half. */
const HOURS = Array.from({ length: 24 }, (_, hour) => hour);
const isTidal = (hour: number) => hour < 8;
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
          <Link className={ui.btn} to={paths.gpuMarket}>
            {t('home.gpu.action')}
          </Link>
          <Link className={ui.btnGhost} to={`${paths.homeBack}#peakCut`}>
            {t('home.gpu.secondary')}
          </Link>
        </div>
      </div>
      <TidalChart />
    </Section>
  );
}

function BareMetalSection() {
  const { t } = useTranslation('storefront');
  const cards = [
    { key: 'mall', to: paths.mall, Icon: ServerIcon, art: '/media/home/bare-metal.svg' },
    { key: 'demand', to: paths.demands, Icon: UsersIcon, art: '/media/home/demand-square.svg' },
  ];
  return (
    <Section alt labelledBy="home-bare" eyebrow={t('home.bare.eyebrow')} title={t('home.bare.title')}>
      <div className={ui.grid2}>
        {cards.map(({ key, to, Icon, art }) => (
          <Link key={key} to={to} className={`${ui.card} ${ui.cardLink} ${styles.mediaCard}`}>
            <img src={art} alt="" width={560} height={240} loading="lazy" decoding="async" className={styles.mediaArt} />
            <span className={ui.iconBadge}>
              <Icon size={22} />
            </span>
            <h3 className={ui.h3}>{t(`home.bare.${key}Title`)}</h3>
            <p className={ui.muted}>{t(`home.bare.${key}Text`)}</p>
            <span className={ui.textLink}>
              {t(`home.bare.${key}Action`)}
              <ArrowRightIcon size={16} />
            </span>
          </Link>
        ))}
      </div>
    </Section>
  );
}

function MarketSection() {
  const { t } = useTranslation('storefront');
  const cards = [
    { key: 'model', to: paths.modelMarket, Icon: CubeIcon },
    { key: 'dataset', to: paths.datasetMarket, Icon: DatabaseIcon },
  ];
  return (
    <Section labelledBy="home-market" className={styles.split}>
      <div>
        <SectionTitle id="home-market" eyebrow={t('home.market.eyebrow')} title={t('home.market.title')} />
        <div className={styles.stack}>
          {cards.map(({ key, to, Icon }) => (
            <Link key={key} to={to} className={`${ui.card} ${ui.cardLink} ${styles.rowCard}`}>
              <span className={ui.iconBadge}>
                <Icon size={22} />
              </span>
              <span>
                <h3 className={ui.h3}>{t(`home.market.${key}Title`)}</h3>
                <p className={ui.muted}>{t(`home.market.${key}Text`)}</p>
                <span className={ui.textLink}>
                  {t(`home.market.${key}Action`)}
                  <ArrowRightIcon size={16} />
                </span>
              </span>
            </Link>
          ))}
        </div>
      </div>
      <img src="/media/home/ai-market.svg" alt="" width={560} height={440} loading="lazy" decoding="async" className={styles.sideArt} />
    </Section>
  );
}

function SpaceSection() {
  const { t } = useTranslation('storefront');
  const knowledge = useLatestKnowledge(3);
  const articles = useLatestArticles(3);
  const columns = [
    {
      key: 'knowledge',
      to: paths.knowledge,
      Icon: BookIcon,
      items: knowledge.data?.records.map((r) => ({ id: r.aiKnowledgeBaseId, title: r.title, time: r.publishTime, to: paths.knowledgeDetail(r.aiKnowledgeBaseId) })),
    },
    {
      key: 'article',
      to: paths.article,
      Icon: LayersIcon,
      items: articles.data?.records.map((r) => ({ id: r.articleBaseId, title: r.title, time: r.publishTime, to: paths.articleDetail(r.articleBaseId) })),
    },
  ];
  return (
    <Section alt labelledBy="home-space" eyebrow={t('home.space.eyebrow')} title={t('home.space.title')} lead={t('home.space.text')}>
      <div className={ui.grid2}>
        {columns.map(({ key, to, Icon, items }) => (
          <div key={key} className={ui.card}>
            <div className={styles.spaceHead}>
              <span className={ui.iconBadge}>
                <Icon size={22} />
              </span>
              <div>
                <h3 className={ui.h3}>
                  <Link to={to} className={styles.plainLink}>
                    {t(`home.space.${key}Title`)}
                  </Link>
                </h3>
                <p className={ui.muted}>{t(`home.space.${key}Text`)}</p>
              </div>
            </div>
            {/* Fetch failures are swallowed (SPEC §8): the column then shows its description only. */}
            <ul className={styles.latestList} aria-label={t('home.space.latest')}>
              {(items ?? []).map((item) => (
                <li key={item.id}>
                  <Link to={item.to}>{item.title}</Link>
                  <time dateTime={item.time ?? undefined}>{formatDate(item.time)}</time>
                </li>
              ))}
            </ul>
            <Link to={to} className={ui.textLink}>
              {t('ui.viewAll')}
              <ArrowRightIcon size={16} />
            </Link>
          </div>
        ))}
      </div>
    </Section>
  );
}

function NewsSection() {
  const { t } = useTranslation('storefront');
  const latest = useNews().slice(0, 3);
  return (
    <Section labelledBy="home-news">
      <div className={styles.headRow}>
        <div>
          <SectionTitle id="home-news" eyebrow={t('home.news.eyebrow')} title={t('home.news.title')} />
        </div>
        <Link to={paths.news} className={ui.textLink}>
          {t('home.news.more')}
          <ArrowRightIcon size={16} />
        </Link>
      </div>
      <div className={ui.grid3}>
        {latest.map((item) => (
          <Link key={item.id} to={newsHref(item.id)} className={`${ui.card} ${ui.cardLink} ${styles.newsCard}`}>
            <img src={item.coverImg} alt="" width={640} height={360} loading="lazy" decoding="async" className={styles.newsCover} />
            <time dateTime={item.time} className={styles.newsTime}>
              {item.time}
            </time>
            <h3 className={ui.h3}>{item.title}</h3>
            <p className={`${ui.muted} ${styles.clamp}`}>{item.desc}</p>
          </Link>
        ))}
      </div>
    </Section>
  );
}

function CallToAction() {
  const { t } = useTranslation('storefront');
  const { loggedIn } = useSession();
  return (
    <section className={styles.cta} aria-labelledby="home-cta">
      <div className={`${ui.container} ${styles.ctaInner}`}>
        <div>
          <SectionTitle id="home-cta" title={t('home.cta.title')} lead={t('home.cta.text')} />
        </div>
        <div className={styles.ctaActions}>
          {loggedIn ? (
            <Link className={ui.btn} to={paths.container}>
              {t('home.cta.console')}
            </Link>
          ) : (
            <Link className={ui.btn} to={loginHref({ mode: 'register_phone', redirect: paths.home })}>
              {t('home.cta.primary')}
            </Link>
          )}
          <Link className={ui.btnGhost} to={paths.consultation}>
            {t('home.cta.secondary')}
          </Link>
        </div>
      </div>
    </section>
  );
}

/** The home page below the carousel (SPEC §2): elastic GPU, bare metal and demands, AI market, AI space, news. */
export default function HomeSections() {
  return (
    <>
      <GpuSection />
      <BareMetalSection />
      <MarketSection />
      <SpaceSection />
      <NewsSection />
      <CallToAction />
    </>
  );
}
