import { useTranslation } from '../../shared/i18n';
import { Link } from 'react-router';
import { paths } from '../../shared/config/paths';
import { ArrowRightIcon } from '../../shared/ui/page-icons';
import { useLatestArticles } from '../../shared/features/content/api/get-article-page';
import { useLatestKnowledge } from '../../shared/features/content/api/get-knowledge-page';
import { newsHref, useNews } from '../ui/news-data';
import { formatDate } from '../ui/format';
import { Section } from '../ui/Section';
import ui from '../ui/ui.module.css';
import styles from './home-back.module.css';

interface Tile {
  key: 'company' | 'knowledge' | 'article';
  to: string;
  cover: string;
  latest?: { title: string; to: string; time?: string | null };
}

/** SPEC §2 section 5: three tiles, each with the latest item of /news, /club/knowledge and /club/article. */
export function NewsTiles() {
  const { t } = useTranslation('storefront');
  const [company] = useNews();
  const knowledge = useLatestKnowledge(1).data?.records[0];
  const article = useLatestArticles(1).data?.records[0];
  const tiles: Tile[] = [
    {
      key: 'company',
      to: paths.news.getHref(),
      cover: company!.coverImg,
      latest: { title: company!.title, to: newsHref(company!.id), time: company!.time },
    },
    {
      key: 'knowledge',
      to: paths.knowledge.getHref(),
      cover: knowledge?.coverUrl || '/media/knowledge/kb-llm-compute.svg',
      latest: knowledge && { title: knowledge.title, to: paths.knowledgeDetail.getHref(knowledge.aiKnowledgeBaseId), time: knowledge.publishTime },
    },
    {
      key: 'article',
      to: paths.article.getHref(),
      cover: article?.thumbnail || '/media/articles/art-transformer.svg',
      latest: article && { title: article.title, to: paths.articleDetail.getHref(article.articleBaseId), time: article.publishTime },
    },
  ];
  return (
    <Section alt labelledBy="tiles-title" eyebrow={t('homeBack.news.eyebrow')} title={t('homeBack.news.title')}>
      <div className={ui.grid3}>
        {tiles.map((tile) => {
          const name = t(`homeBack.news.${tile.key}`);
          return (
            <article key={tile.key} className={`${ui.surface} ${styles.tile}`} data-testid={`tile-${tile.key}`}>
              <img src={tile.cover} alt="" width={640} height={360} loading="lazy" decoding="async" className={styles.tileCover} />
              <div className={styles.tileBody}>
                <h3 className={ui.h3}>
                  <Link to={tile.to} className={styles.tileLink}>
                    {name}
                  </Link>
                </h3>
                {tile.latest ? (
                  <p className={styles.tileLatest}>
                    <span className={ui.tag}>{t('homeBack.news.latest')}</span>
                    <Link to={tile.latest.to}>{tile.latest.title}</Link>
                    <time dateTime={tile.latest.time ?? undefined}>{formatDate(tile.latest.time)}</time>
                  </p>
                ) : (
                  <p className={styles.tileLatest} />
                )}
                <Link to={tile.to} className={ui.textLink}>
                  {t('homeBack.news.enter', { name })}
                  <ArrowRightIcon size={16} />
                </Link>
              </div>
            </article>
          );
        })}
      </div>
    </Section>
  );
}
