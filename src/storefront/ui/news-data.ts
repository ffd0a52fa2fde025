import { useTranslation } from '../../shared/i18n';
import { paths } from '../../shared/config/paths';
import { formatDate } from '../../shared/core/time';
import { usePublishedNews } from '../../shared/features/content/api/get-news';
import '../i18n/news-list';
import { WHITE_PAPER_NEWS_ID } from './news-ids';

export { WHITE_PAPER_NEWS_ID };

/**
 * The company news of SPEC §3: a static list of 13 entries embedded in the site, newest first.
 * Titles and summaries are texts (i18n/news-list), bodies load with the detail page.
 */
const ENTRIES = [
  { id: 'tidal-all-models', time: '2025-11-20' },
  { id: WHITE_PAPER_NEWS_ID, time: '2025-11-06' },
  { id: 'h800-cluster-online', time: '2025-10-22' },
  { id: 'ai-photo-api', time: '2025-10-09' },
  { id: 'credit-recharge-launch', time: '2025-09-18' },
  { id: 'supplier-settlement', time: '2025-08-28' },
  { id: 'waic-2025', time: '2025-07-28' },
  { id: 'level3-protection', time: '2025-07-10' },
  { id: 'ai-market-launch', time: '2025-06-16' },
  { id: 'demand-square', time: '2025-05-20' },
  { id: 'university-program', time: '2025-04-15' },
  { id: 'rtx4090-shanghai', time: '2025-03-18' },
  { id: 'platform-launch', time: '2025-01-08' },
] as const;

export type NewsId = (typeof ENTRIES)[number]['id'];

/** SPEC §3 news item: a built-in one, or one operators published (管理 › 内容 › 新闻). */
export interface NewsItem {
  id: string;
  title: string;
  desc: string;
  coverImg: string;
  time: string;
  /** Published by operators: its body comes from the gateway. */
  published?: boolean;
}

export const NEWS_IDS: readonly NewsId[] = ENTRIES.map((entry) => entry.id);

export const isNewsId = (value: string | undefined): value is NewsId => NEWS_IDS.includes(value as NewsId);

/** Where an entry opens: the white paper has a page of its own (SPEC §3). */
export const newsHref = (id: string): string => (id === WHITE_PAPER_NEWS_ID ? paths.whitePaper.getHref() : paths.newsDetail.getHref(id));

/** The entries with their texts, newest first: those operators published and the built-in ones. */
export function useNews(): NewsItem[] {
  const { t } = useTranslation('storefront');
  const published = usePublishedNews().data?.records ?? [];
  const builtIn: NewsItem[] = ENTRIES.map((entry) => ({
    id: entry.id,
    time: entry.time,
    coverImg: `/media/news/${entry.id}.svg`,
    title: t(`newsList.${entry.id}.title`),
    desc: t(`newsList.${entry.id}.desc`),
  }));
  if (published.length === 0) return builtIn;
  const fromOperators: NewsItem[] = published.map((item) => ({
    id: item.newsBaseId,
    time: formatDate(item.publishTime),
    coverImg: item.coverImg,
    title: item.title,
    desc: item.desc,
    published: true,
  }));
  return [...fromOperators, ...builtIn].sort((a, b) => b.time.localeCompare(a.time));
}
