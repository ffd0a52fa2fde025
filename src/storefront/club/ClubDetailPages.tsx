import { useQuery } from '@tanstack/react-query';
import type { MouseEvent, ReactNode } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { useSession } from '../../shared/auth/session';
import { loginHref, paths } from '../../shared/config/paths';
import { formatDate } from '../../shared/core/time';
import { articleDetailQueryOptions, articlePageQueryOptions } from '../../shared/features/content/api/get-article-page';
import { knowledgeDetailQueryOptions, knowledgePageQueryOptions, useDownloadReport } from '../../shared/features/content/api/get-knowledge-page';
import { downloadBlob } from '../../shared/ui/download';
import { ContentArticle } from '../../shared/features/content/components/ContentArticle';
import { useTranslation } from '../../shared/i18n';
import { useDocumentMeta } from '../../shared/ui/use-document-meta';
import '../i18n/club';
import { Breadcrumb } from '../ui/Breadcrumb';
import articles from '../ui/articles.module.css';
import ui from '../ui/ui.module.css';
import styles from './club.module.css';

/** The newest hundred of a section: enough to find an item's neighbours and related items. */
const NEIGHBOURS = { current: 1, size: 100 } as const;

interface Entry {
  id: string;
  title: string;
  category: string;
  publishTime: string | null;
  href: string;
}

/** The items either side of `id` in the newest-first list, and up to four others of its category (or the newest). */
function around(entries: Entry[], id: string, category: string) {
  const index = entries.findIndex((entry) => entry.id === id);
  const others = entries.filter((entry) => entry.id !== id);
  const sameCategory = others.filter((entry) => entry.category === category);
  return {
    newer: index > 0 ? entries[index - 1] : undefined,
    older: index >= 0 ? entries[index + 1] : undefined,
    related: [...sameCategory, ...others.filter((entry) => entry.category !== category)].slice(0, 4),
  };
}

function DetailFrame(props: { entries: Entry[]; id: string; category: string; children: ReactNode }) {
  const { t } = useTranslation('storefront');
  const { newer, older, related } = around(props.entries, props.id, props.category);
  return (
    <div className={ui.section}>
      <div className={`${ui.container} ${articles.detail}`}>
        <div className={articles.article}>
          {props.children}
          <nav className={articles.pager} aria-label={t('club.related')}>
            {newer ? (
              <Link to={newer.href} className={`${articles.pagerLink} ${styles.pagerLink}`}>
                <small>{t('club.previous')}</small>
                {newer.title}
              </Link>
            ) : (
              <span />
            )}
            {older ? (
              <Link to={older.href} className={`${articles.pagerLink} ${styles.pagerLink} ${articles.pagerNext}`}>
                <small>{t('club.nextItem')}</small>
                {older.title}
              </Link>
            ) : (
              <span />
            )}
          </nav>
        </div>
        {related.length > 0 && (
          <aside className={styles.aside}>
            <h2>{t('club.related')}</h2>
            {related.map((entry) => (
              <div key={entry.id} className={articles.relatedItem}>
                <Link to={entry.href}>{entry.title}</Link>
                <time dateTime={entry.publishTime ?? undefined}>{formatDate(entry.publishTime)}</time>
              </div>
            ))}
          </aside>
        )}
      </div>
    </div>
  );
}

function Missing({ back }: { back: string }) {
  const { t } = useTranslation('storefront');
  return (
    <section className={ui.section}>
      <div className={`${ui.container} ${articles.missing}`} role="alert">
        <h1 className={ui.h2}>{t('club.notFound')}</h1>
        <Link to={back} className={ui.btn}>
          {t('club.back')}
        </Link>
      </div>
    </section>
  );
}

/**
 * The report's download: a visitor goes to login and comes back to this page; a signed-in user gets
 * the PDF (one download counted) and sees the count go up.
 */
function useReportLink(knowId: string, title: string | undefined) {
  const { t } = useTranslation('storefront');
  const { loggedIn } = useSession();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const download = useDownloadReport();
  if (!loggedIn) {
    const href = loginHref({ mode: 'login_phone', redirect: pathname });
    return { href, label: t('club.downloadLogin'), login: true, onClick: (event: MouseEvent) => (event.preventDefault(), void navigate(href)) };
  }
  return {
    href: pathname,
    label: download.isPending ? t('club.downloading') : t('club.download'),
    busy: download.isPending,
    onClick: (event: MouseEvent) => {
      event.preventDefault();
      if (download.isPending) return;
      download.mutate(knowId, { onSuccess: (blob) => downloadBlob(`${title ?? knowId}.pdf`, blob) });
    },
  };
}

/** /club/knowledge/detail/:knowId and /cub/kowedge/detail/:knowId (dark): a report's contents and its PDF. */
export function KnowledgeDetailPage() {
  const { t } = useTranslation('storefront');
  const { knowId = '' } = useParams();
  const detail = useQuery(knowledgeDetailQueryOptions(knowId));
  const list = useQuery(knowledgePageQueryOptions(NEIGHBOURS));
  const item = detail.data;
  const report = useReportLink(knowId, item?.title);
  useDocumentMeta(item ? `${item.title} - ${t('knowledge.heading')} - 算力市场` : t('knowledge.title'), item?.summary);
  if (detail.isPending) return <section className={ui.section} aria-busy="true" />;
  if (!item) return <Missing back={paths.knowledge.getHref()} />;
  const entries = (list.data?.records ?? []).map((r) => ({ id: r.aiKnowledgeBaseId, title: r.title, category: r.category, publishTime: r.publishTime, href: paths.knowledgeDetail.getHref(r.aiKnowledgeBaseId) }));
  return (
    <DetailFrame entries={entries} id={item.aiKnowledgeBaseId} category={item.category}>
      <ContentArticle
        before={<Breadcrumb items={[{ label: t('nav.aiSpace'), to: paths.knowledge.getHref() }, { label: t('knowledge.breadcrumb'), to: paths.knowledge.getHref() }, { label: item.title }]} />}
        title={item.title}
        meta={[formatDate(item.publishTime), item.author, item.category, t('club.pages', { count: item.pageCount }), t('club.downloads', { count: item.downloadCount })]}
        cover={item.coverUrl}
        summary={item.summary}
        tags={item.tags}
        body={item.content}
        download={item.hasReport ? report : undefined}
      />
    </DetailFrame>
  );
}

/** /club/article/detail/:articleId (dark): an encyclopedia article, rendered safely. */
export function ArticleDetailPage() {
  const { t } = useTranslation('storefront');
  const { articleId = '' } = useParams();
  const detail = useQuery(articleDetailQueryOptions(articleId));
  const list = useQuery(articlePageQueryOptions(NEIGHBOURS));
  const item = detail.data;
  useDocumentMeta(item ? `${item.title} - ${t('article.heading')} - 算力市场` : t('article.title'), item?.summary);
  if (detail.isPending) return <section className={ui.section} aria-busy="true" />;
  if (!item) return <Missing back={paths.article.getHref()} />;
  const entries = (list.data?.records ?? []).map((r) => ({ id: r.articleBaseId, title: r.title, category: r.category, publishTime: r.publishTime, href: paths.articleDetail.getHref(r.articleBaseId) }));
  return (
    <DetailFrame entries={entries} id={item.articleBaseId} category={item.category}>
      <ContentArticle
        before={<Breadcrumb items={[{ label: t('nav.aiSpace'), to: paths.knowledge.getHref() }, { label: t('article.breadcrumb'), to: paths.article.getHref() }, { label: item.title }]} />}
        title={item.title}
        meta={[formatDate(item.publishTime), item.author, item.category, t('club.views', { count: item.viewCount })]}
        cover={item.thumbnail}
        summary={item.summary}
        body={item.content}
      />
    </DetailFrame>
  );
}
