import { useQuery } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { paths } from '../../shared/config/paths';
import { formatDate } from '../../shared/core/time';
import { articlePageQueryOptions } from '../../shared/features/content/api/get-article-page';
import { knowledgePageQueryOptions } from '../../shared/features/content/api/get-knowledge-page';
import { spaceSearchQueryOptions } from '../../shared/features/content/api/search-space';
import { useTranslation } from '../../shared/i18n';
import { useDocumentMeta } from '../../shared/ui/use-document-meta';
import '../i18n/club';
import '../i18n/lists';
import { intIn } from '../ui/market-url';
import { PageHero } from '../ui/PageHero';
import { Pager } from '../ui/Pager';
import articles from '../ui/articles.module.css';
import ui from '../ui/ui.module.css';
import styles from './club.module.css';

const PAGE_SIZE = 9;

/** The list's page and search from the URL, so a shared link opens the same page. */
function useListParams() {
  const [params, setParams] = useSearchParams();
  const page = intIn(params.get('page'), 1, 10_000) ?? 1;
  const keyword = (params.get('q') ?? '').trim().slice(0, 50);
  const go = (change: { page?: number; keyword?: string }) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      const k = change.keyword ?? keyword;
      const p = change.keyword !== undefined ? 1 : (change.page ?? page);
      if (k) next.set('q', k);
      else next.delete('q');
      if (p > 1) next.set('page', String(p));
      else next.delete('page');
      return next;
    });
  return { page, keyword, go };
}

/** The AI space's two sections as tabs, and the search. */
function ClubBar({ active, keyword, onSearch }: { active: 'knowledge' | 'article'; keyword: string; onSearch: (keyword: string) => void }) {
  const { t } = useTranslation('storefront');
  const [text, setText] = useState(keyword);
  useEffect(() => setText(keyword), [keyword]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim().slice(0, 50));
  };
  return (
    <div className={styles.tabs}>
      <nav className={styles.tabList} aria-label={t('club.tabsLabel')}>
        <Link className={styles.tab} to={paths.knowledge.getHref()} aria-current={active === 'knowledge' ? 'page' : undefined}>
          {t('club.tabs.knowledge')}
        </Link>
        <Link className={styles.tab} to={paths.article.getHref()} aria-current={active === 'article' ? 'page' : undefined}>
          {t('club.tabs.article')}
        </Link>
      </nav>
      <form className={styles.search} role="search" onSubmit={submit}>
        <input className={styles.searchInput} type="search" aria-label={t('club.search')} placeholder={t('club.searchPlaceholder')} value={text} maxLength={50} onChange={(e) => setText(e.target.value)} />
        <button type="submit" className={ui.btn}>
          {t('club.search')}
        </button>
      </form>
    </div>
  );
}

interface ListQuery {
  isPending: boolean;
  isError: boolean;
  data?: { total: number; pages: number; records: unknown[] };
  refetch: () => unknown;
}

/** Loading, failure, empty, or the cards (`children`, in a grid marked `testId`) and the pager. */
function ClubList({ query, keyword, page, onPage, testId, children }: { query: ListQuery; keyword: string; page: number; onPage: (page: number) => void; testId: string; children: ReactNode }) {
  const { t } = useTranslation('storefront');
  if (query.isError && !query.data) {
    return (
      <div role="alert">
        <p>{t('club.loadFailed')}</p>
        <button type="button" className={ui.btnGhost} onClick={() => void query.refetch()}>
          {t('lists.retry')}
        </button>
      </div>
    );
  }
  if (query.isPending) return <p className={`${styles.count} ${styles.loading}`}>{t('club.loading')}</p>;
  if (!query.data || query.data.records.length === 0) return <p className={styles.count}>{keyword ? t('club.emptySearch', { keyword }) : t('club.empty')}</p>;
  const pages = Math.max(1, query.data.pages);
  return (
    <>
      <p className={styles.count} aria-live="polite">
        {t('club.results', { count: query.data.total })}
      </p>
      <ul className={`${ui.grid3} ${articles.list}`} data-testid={testId}>
        {children}
      </ul>
      <Pager className={styles.pagerBar} page={page} pages={pages} onPage={onPage} />
    </>
  );
}

interface ClubCardProps {
  to: string;
  image: string;
  item: { title: string; summary: string; category: string; publishTime: string | null };
  /** The item's count beside its date (downloads of a report, views of an article), if any. */
  figure: string | null;
  tags?: string[];
  /** In search results: which section the item is from. */
  kind?: string;
  /** The first row: its cover is the page's largest paint, so it loads at once. */
  eager?: boolean;
}

/** One report or article in a list: cover, date, category, its count, title, summary and tags. */
function ClubCard({ to, image, item, figure, tags = [], kind, eager = false }: ClubCardProps) {
  return (
    <li>
      <Link to={to} className={`${ui.card} ${ui.cardLink} ${articles.item}`}>
        <img src={image} alt="" width={640} height={360} loading={eager ? 'eager' : 'lazy'} fetchPriority={eager ? 'high' : undefined} decoding="async" className={`${articles.cover} ${styles.cover}`} />
        <div className={styles.itemBody}>
          <p className={styles.meta}>
            {kind && <span className={styles.kind}>{kind}</span>}
            <time dateTime={item.publishTime ?? undefined}>{formatDate(item.publishTime)}</time>
            <span>{item.category}</span>
            {figure && <span>{figure}</span>}
          </p>
          <h2 className={ui.h3}>{item.title}</h2>
          <p className={articles.excerpt}>{item.summary}</p>
          {tags.length > 0 && (
            <div className={styles.tags}>
              {tags.map((tag) => (
                <span key={tag} className={ui.tag}>
                  {tag}
                </span>
              ))}
            </div>
          )}
        </div>
      </Link>
    </li>
  );
}

/** One search across both sections: reports and articles together, each marked with its section, newest first. */
function SpaceResults({ keyword, page, onPage }: { keyword: string; page: number; onPage: (page: number) => void }) {
  const { t } = useTranslation('storefront');
  const results = useQuery(spaceSearchQueryOptions({ keyword, current: page, size: PAGE_SIZE }));
  return (
    <ClubList query={results} keyword={keyword} page={page} onPage={onPage} testId="space-results">
      {results.data?.records.map((item) => (
        <ClubCard
          key={`${item.kind}-${item.id}`}
          to={item.kind === 'knowledge' ? paths.knowledgeDetail.getHref(item.id) : paths.articleDetail.getHref(item.id)}
          image={item.image}
          item={item}
          kind={t(`club.tabs.${item.kind}`)}
          figure={item.kind === 'knowledge' ? t('club.downloads', { count: item.count }) : t('club.views', { count: item.count })}
        />
      ))}
    </ClubList>
  );
}

/**
 * A section's list page: its hero, the tabs and the search, then its cards (`children`, from
 * `list`), or while a keyword is searched the results across both sections.
 */
function SectionPage({ section, params, list, children }: { section: 'knowledge' | 'article'; params: ReturnType<typeof useListParams>; list: ListQuery; children: ReactNode }) {
  const { t } = useTranslation('storefront');
  useDocumentMeta(t(`${section}.title`), t(`${section}.description`));
  const { page, keyword, go } = params;
  return (
    <>
      <PageHero texts={section} />
      <section className={ui.section}>
        <div className={ui.container}>
          <ClubBar active={section} keyword={keyword} onSearch={(k) => go({ keyword: k })} />
          {keyword ? (
            <SpaceResults keyword={keyword} page={page} onPage={(p) => go({ page: p })} />
          ) : (
            <ClubList query={list} keyword={keyword} page={page} onPage={(p) => go({ page: p })} testId={`${section}-list`}>
              {children}
            </ClubList>
          )}
        </div>
      </section>
    </>
  );
}

/** /club/knowledge and /cub/kowedge (dark): white papers and reports, newest first. */
export function KnowledgeListPage() {
  const { t } = useTranslation('storefront');
  const params = useListParams();
  const list = useQuery({ ...knowledgePageQueryOptions({ current: params.page, size: PAGE_SIZE }), enabled: !params.keyword });
  return (
    <SectionPage section="knowledge" params={params} list={list}>
      {list.data?.records.map((item, index) => (
        <ClubCard
          key={item.aiKnowledgeBaseId}
          eager={index === 0}
          to={paths.knowledgeDetail.getHref(item.aiKnowledgeBaseId)}
          image={item.coverUrl}
          item={item}
          figure={item.hasReport ? t('club.downloads', { count: item.downloadCount }) : null}
          tags={item.tags.slice(0, 3)}
        />
      ))}
    </SectionPage>
  );
}

/** /club/article (dark): the AI encyclopedia's articles, newest first. */
export function ArticleListPage() {
  const { t } = useTranslation('storefront');
  const params = useListParams();
  const list = useQuery({ ...articlePageQueryOptions({ current: params.page, size: PAGE_SIZE }), enabled: !params.keyword });
  return (
    <SectionPage section="article" params={params} list={list}>
      {list.data?.records.map((item, index) => (
        <ClubCard
          key={item.articleBaseId}
          eager={index === 0}
          to={paths.articleDetail.getHref(item.articleBaseId)}
          image={item.thumbnail}
          item={item}
          figure={t('club.views', { count: item.viewCount })}
        />
      ))}
    </SectionPage>
  );
}
