import { useTranslation } from '../../shared/i18n';
import { Link, useParams } from 'react-router';
import { paths } from '../../shared/config/paths';
import { formatDate } from '../../shared/core/time';
import { useNewsDetail } from '../../shared/features/content/api/get-news';
import { ContentArticle } from '../../shared/features/content/components/ContentArticle';
import content from '../../shared/features/content/components/content.module.css';
import { ChevronLeftIcon, ChevronRightIcon } from '../../shared/ui/icons';
import { useDocumentMeta } from '../../shared/ui/use-document-meta';
import '../i18n/news';
import { Breadcrumb } from '../ui/Breadcrumb';
import articles from '../ui/articles.module.css';
import ui from '../ui/ui.module.css';
import { isNewsId, newsHref, useNews, type NewsItem } from '../ui/news-data';
import styles from './news.module.css';

/**
 * /news/detail/:newsBaseId: a built-in entry, or one operators published (its body from the
 * gateway, drawn by the shared ContentArticle as the console's preview draws it). The white
 * paper's id never gets here: its route redirects (SPEC §3).
 */
export function NewsDetailPage() {
  const { t } = useTranslation('storefront');
  const { newsBaseId } = useParams();
  const news = useNews();
  const builtIn = isNewsId(newsBaseId);
  const remote = useNewsDetail(newsBaseId, !builtIn);
  const index = news.findIndex((item) => item.id === newsBaseId);
  const item: Pick<NewsItem, 'id' | 'title' | 'desc'> | undefined = builtIn
    ? news[index]
    : remote.data && { id: remote.data.newsBaseId, title: remote.data.title, desc: remote.data.desc };
  useDocumentMeta(item ? t('news.detailTitle', { title: item.title }) : t('news.notFoundTitle'), item?.desc ?? t('news.notFoundText'));

  if (!builtIn && remote.isPending) return <section className={ui.section} aria-busy="true" />;

  if (!item) {
    return (
      <section className={ui.section}>
        <div className={`${ui.container} ${articles.missing}`}>
          <h1 className={ui.h2}>{t('news.notFoundTitle')}</h1>
          <p className={ui.lead}>{t('news.notFoundText')}</p>
          <Link to={paths.news.getHref()} className={ui.btn}>
            {t('news.back')}
          </Link>
        </div>
      </section>
    );
  }

  const newer = index >= 0 ? news[index - 1] : undefined;
  const older = index >= 0 ? news[index + 1] : undefined;
  const related = news.filter((other) => other.id !== item.id).slice(0, 4);
  const breadcrumb = <Breadcrumb items={[{ label: t('nav.home'), to: paths.home.getHref() }, { label: t('nav.news'), to: paths.news.getHref() }, { label: item.title }]} />;

  return (
    <div className={ui.section}>
      <div className={`${ui.container} ${articles.detail}`}>
        <div className={articles.article}>
          {remote.data ? (
            <ContentArticle
              before={breadcrumb}
              title={remote.data.title}
              meta={[formatDate(remote.data.publishTime), t('news.source')]}
              cover={remote.data.coverImg}
              summary={remote.data.desc}
              body={remote.data.content}
            />
          ) : (
            <BuiltInArticle item={news[index]!} breadcrumb={breadcrumb} />
          )}
          <nav className={articles.pager} aria-label={t('news.related')}>
            {newer ? (
              <Link to={newsHref(newer.id)} className={`${articles.pagerLink} ${styles.pagerLink}`}>
                <ChevronLeftIcon size={16} />
                <span>
                  <small>{t('news.previous')}</small>
                  {newer.title}
                </span>
              </Link>
            ) : (
              <span />
            )}
            {older && (
              <Link to={newsHref(older.id)} className={`${articles.pagerLink} ${styles.pagerLink} ${articles.pagerNext} ${styles.pagerNext}`}>
                <span>
                  <small>{t('news.next')}</small>
                  {older.title}
                </span>
                <ChevronRightIcon size={16} />
              </Link>
            )}
          </nav>
        </div>
        <aside className={`${ui.sidePanel} ${styles.aside}`} aria-labelledby="news-related">
          <h2 id="news-related" className={ui.h3}>
            {t('news.related')}
          </h2>
          <ul className={ui.list}>
            {related.map((other) => (
              <li key={other.id} className={`${articles.relatedItem} ${styles.relatedItem}`}>
                <Link to={newsHref(other.id)}>{other.title}</Link>
                <time dateTime={other.time}>{other.time}</time>
              </li>
            ))}
          </ul>
          <Link to={paths.news.getHref()} className={ui.textLink}>
            {t('news.back')}
          </Link>
        </aside>
      </div>
    </div>
  );
}

/** A built-in entry: its paragraphs are texts of the site. */
function BuiltInArticle({ item, breadcrumb }: { item: NewsItem; breadcrumb: React.ReactNode }) {
  const { t } = useTranslation('storefront');
  const body = t(`newsBodies.${item.id}`, { returnObjects: true }) as string[];
  return (
    <article>
      {breadcrumb}
      <h1 className={styles.articleTitle}>{item.title}</h1>
      <p className={content.meta}>
        <time dateTime={item.time}>{item.time}</time>
        <span>{t('news.source')}</span>
      </p>
      <img src={item.coverImg} alt="" width={640} height={360} className={content.cover} fetchPriority="high" />
      <div className={content.prose}>
        <p className={styles.summary}>{item.desc}</p>
        {body.map((paragraph) => (
          <p key={paragraph.slice(0, 24)}>{paragraph}</p>
        ))}
      </div>
    </article>
  );
}

export default NewsDetailPage;
