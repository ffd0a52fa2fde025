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
  { key: 'home', to: paths.home },
  { key: 'gpuMarket', to: paths.gpuMarket, hot: true },
  { key: 'mall', to: paths.mall, activeOn: [paths.demands, paths.demand], hideBelow: 'xl' },
  {
    key: 'aiMarket',
    to: paths.modelMarket,
    activeOn: [paths.aiMarket],
    hideBelow: 'lg',
    children: [
      { key: 'modelMarket', to: paths.modelMarket },
      { key: 'datasetMarket', to: paths.datasetMarket },
    ],
  },
  {
    key: 'aiSpace',
    to: paths.knowledge,
    activeOn: ['/club'],
    children: [
      { key: 'knowledge', to: paths.knowledge },
      { key: 'article', to: paths.article },
    ],
  },
  { key: 'news', to: paths.news },
  { key: 'about', to: paths.aboutUs },
];

export function isItemActive(item: NavItem, pathname: string): boolean {
  if (item.to === '/') return pathname === '/';
  return [item.to, ...(item.activeOn ?? [])].some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}
