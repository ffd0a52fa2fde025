import { useTranslation } from '../../shared/i18n';
import { Link } from 'react-router';
import { ArrowRightIcon } from '../../shared/ui/page-icons';
import { useDocumentMeta } from '../../shared/ui/use-document-meta';
import content from '../../shared/features/content/components/content.module.css';
import '../i18n/news';
import { PageHero } from '../ui/PageHero';
import articles from '../ui/articles.module.css';
import ui from '../ui/ui.module.css';
import { newsHref, useNews } from '../ui/news-data';
import styles from './news.module.css';

/** /news: the 13 entries, newest first, the newest as the headline. */
export function NewsPage() {
  const { t } = useTranslation('storefront');
  useDocumentMeta(t('news.title'), t('news.description'));
  const [headline, ...rest] = useNews();
  return (
    <>
      <PageHero texts="news" />
      <section className={ui.section}>
        <div className={ui.container}>
          <Link to={newsHref(headline!.id)} className={`${ui.card} ${ui.cardLink} ${styles.headline}`}>
            <img src={headline!.coverImg} alt="" width={640} height={360} className={styles.headlineCover} fetchPriority="high" />
            <div className={styles.headlineBody}>
              <span className={ui.tag}>{t('news.featured')}</span>
              <h2 className={ui.h2}>{headline!.title}</h2>
              <p className={ui.lead}>{headline!.desc}</p>
              <div className={content.meta}>
                <time dateTime={headline!.time}>{headline!.time}</time>
                <span className={ui.textLink}>
                  {t('news.readMore')}
                  <ArrowRightIcon size={16} />
                </span>
              </div>
            </div>
          </Link>
          <p className={styles.count}>{t('news.count', { count: rest.length + 1 })}</p>
          <ul className={`${ui.grid3} ${articles.list}`}>
            {rest.map((item) => (
              <li key={item.id}>
                <Link to={newsHref(item.id)} className={`${ui.card} ${ui.cardLink} ${articles.item}`}>
                  <img src={item.coverImg} alt="" width={640} height={360} loading="lazy" decoding="async" className={articles.cover} />
                  <div className={styles.itemBody}>
                    <time dateTime={item.time}>{item.time}</time>
                    <h2 className={ui.h3}>{item.title}</h2>
                    <p className={articles.excerpt}>{item.desc}</p>
                  </div>
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </section>
    </>
  );
}

export default NewsPage;
