import { useTranslation } from '../../shared/i18n';
import { Link } from 'react-router';
import { useSession } from '../../shared/auth/session';
import { loginHref, paths } from '../../shared/config/paths';
import { useLatestArticles } from '../../shared/features/content/api/get-article-page';
import { useLatestKnowledge } from '../../shared/features/content/api/get-knowledge-page';
import { withQueries } from '../../shared/query/provider';
import { LayersIcon } from '../../shared/ui/icons';
import { ArrowRightIcon, BookIcon, CubeIcon, DatabaseIcon, ServerIcon, UsersIcon } from '../../shared/ui/page-icons';
import { newsHref, useNews } from '../ui/news-data';
import { formatDate } from '../ui/format';
import { Section, SectionTitle } from '../ui/Section';
import ui from '../ui/ui.module.css';
import styles from './sections.module.css';
import '../i18n/home-more';

function BareMetalSection() {
  const { t } = useTranslation('storefront');
  const cards = [
    { key: 'mall', to: paths.mall.getHref(), Icon: ServerIcon, art: '/media/home/bare-metal.svg' },
    { key: 'demand', to: paths.demands.getHref(), Icon: UsersIcon, art: '/media/home/demand-square.svg' },
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
    { key: 'model', to: paths.modelMarket.getHref(), Icon: CubeIcon },
    { key: 'dataset', to: paths.datasetMarket.getHref(), Icon: DatabaseIcon },
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
            <Link className={ui.btn} to={paths.container.getHref()}>
              {t('home.cta.console')}
            </Link>
          ) : (
            <Link className={ui.btn} to={loginHref({ mode: 'register_phone', redirect: paths.home.getHref() })}>
              {t('home.cta.primary')}
            </Link>
          )}
          <Link className={ui.btnGhost} to={paths.consultation.getHref()}>
            {t('home.cta.secondary')}
          </Link>
        </div>
      </div>
    </section>
  );
}

function SpaceSection() {
  const { t } = useTranslation('storefront');
  const knowledge = useLatestKnowledge(3);
  const articles = useLatestArticles(3);
  const columns = [
    {
      key: 'knowledge',
      to: paths.knowledge.getHref(),
      Icon: BookIcon,
      items: knowledge.data?.records.map((r) => ({ id: r.aiKnowledgeBaseId, title: r.title, time: r.publishTime, to: paths.knowledgeDetail.getHref(r.aiKnowledgeBaseId) })),
    },
    {
      key: 'article',
      to: paths.article.getHref(),
      Icon: LayersIcon,
      items: articles.data?.records.map((r) => ({ id: r.articleBaseId, title: r.title, time: r.publishTime, to: paths.articleDetail.getHref(r.articleBaseId) })),
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
        <Link to={paths.news.getHref()} className={ui.textLink}>
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

/** The home page after its elastic GPU section (SPEC §2), loaded when it comes near the viewport (HomeSections). */
function HomeMore() {
  return (
    <>
      <BareMetalSection />
      <MarketSection />
      <SpaceSection />
      <NewsSection />
      <CallToAction />
    </>
  );
}

export default withQueries(HomeMore);
