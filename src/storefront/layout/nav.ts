import { paths } from '../../shared/config/paths';

export interface NavItem {
  key: string;
  to: string;
  /** Extra path prefixes on which the item is shown active. */
  activeOn?: string[];
  hot?: boolean;
  /** Hidden below this breakpoint on desktop layouts (SPEC §2). */
  hideBelow?: 'lg' | 'xl';
  children?: { key: string; to: string }[];
}

/** The top navigation of SPEC §2, in order. */
export const NAV_ITEMS: NavItem[] = [
  { key: 'home', to: paths.home.getHref() },
  { key: 'gpuMarket', to: paths.gpuMarket.getHref(), hot: true },
  { key: 'mall', to: paths.mall.getHref(), activeOn: [paths.demands.getHref(), paths.demand.getHref()], hideBelow: 'xl' },
  {
    key: 'aiMarket',
    to: paths.modelMarket.getHref(),
    activeOn: [paths.aiMarket.getHref()],
    hideBelow: 'lg',
    children: [
      { key: 'modelMarket', to: paths.modelMarket.getHref() },
      { key: 'datasetMarket', to: paths.datasetMarket.getHref() },
    ],
  },
  {
    key: 'aiSpace',
    to: paths.knowledge.getHref(),
    activeOn: ['/club'],
    children: [
      { key: 'knowledge', to: paths.knowledge.getHref() },
      { key: 'article', to: paths.article.getHref() },
    ],
  },
  { key: 'news', to: paths.news.getHref() },
  { key: 'about', to: paths.aboutUs.getHref() },
];

export function isItemActive(item: NavItem, pathname: string): boolean {
  if (item.to === '/') return pathname === '/';
  return [item.to, ...(item.activeOn ?? [])].some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}
