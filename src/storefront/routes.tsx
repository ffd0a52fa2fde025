import type { ComponentType } from 'react';
import { redirect, type RouteObject } from 'react-router';
import { paths } from '../shared/config/paths';
import type { PublicHandle } from './layout/PublicLayout';
import type { PageKey, pageLoaders } from './page-loaders';
import { WHITE_PAPER_NEWS_ID } from './ui/news-ids';

const dark: PublicHandle = { theme: 'dark' };
const light: PublicHandle = { theme: 'light' };

type Loaded<K extends PageKey> = Awaited<ReturnType<(typeof pageLoaders)[K]>>;

/** A public page's component, from its loader (page-loaders.ts), inside the query client. */
async function loadPage<K extends PageKey>(key: K, name: keyof Loaded<K>): Promise<ComponentType> {
  const { pageLoaders, withQueries } = await import('./page-loaders');
  const module = (await pageLoaders[key]()) as Loaded<K>;
  return withQueries(module[name] as ComponentType);
}

/** A lazily loaded public page (its default export, or the one named), in the theme SPEC §2 / §6 gives it. */
function page<K extends PageKey>(path: string, handle: PublicHandle, key: K, name: keyof Loaded<K> = 'default' as keyof Loaded<K>): RouteObject {
  return { path, handle, lazy: async () => ({ Component: await loadPage(key, name) }) };
}

/** A page that is not under the public layout, with the storefront's shell texts. */
function standalone<K extends PageKey>(path: string, key: K): RouteObject {
  return {
    path,
    lazy: async () => ({ Component: (await Promise.all([loadPage(key, 'default' as keyof Loaded<K>), import('./i18n')]))[0] }),
  };
}

/**
 * The public site's routes (SPEC §2). Each page is its own chunk, imported through
 * page-loaders.ts. The layout (header, footer, shell texts) is a chunk too, loaded in parallel
 * with the page, so the workbench's first page (which shares this entry) does not download the
 * storefront's frame. Light where SPEC §2 and §6 say so, dark everywhere else.
 */
export const storefrontRoutes: RouteObject[] = [
  {
    lazy: async () => ({ Component: (await import('./layout/PublicLayout')).PublicLayout }),
    children: [
      // The home page reads without the query client; the parts of it that need it bring it.
      { index: true, handle: dark, lazy: async () => ({ Component: (await import('./home/HomePage')).default }) },
      page(paths.homeBack, dark, 'homeBack'),
      page(paths.news, dark, 'news'),
      {
        ...page('/news/detail/:newsBaseId', dark, 'newsDetail'),
        // SPEC §3: the white-paper entry opens the white paper's own page.
        loader: ({ params }) => (params.newsBaseId === WHITE_PAPER_NEWS_ID ? redirect(paths.whitePaper) : null),
      },
      page(paths.aboutUs, dark, 'about'),
      page(paths.products, dark, 'products'),
      page(paths.consultation, dark, 'consultation'),
      page(paths.consultationWp, dark, 'consultationWp'),
      page(paths.whitePaper, dark, 'whitePaper', 'WhitePaperPage'),
      page(paths.icWhitePaper, dark, 'whitePaper', 'IcWhitePaperPage'),
      page(paths.connect, dark, 'connect'),
      page(paths.partners, light, 'partners'),
      page(paths.gpuMarket, light, 'gpuMarket'),
      page(paths.mall, light, 'mall'),
      page('/mall/detail/:goodsBaseId', light, 'mallDetail'),
      page(paths.demands, light, 'demands'),
      page(paths.demand, light, 'demandPublish'),
      page(paths.demandsPublish, light, 'demandPublish'),
      page('/demands/detail/:demandGoodsBaseId', light, 'demandDetail'),
      page(paths.myDemands, light, 'myDemands'),
      // /ai-market lands on the model market; the old model page's address opens the model card.
      { path: paths.aiMarket, handle: light, loader: () => redirect(paths.modelMarket) },
      page(paths.modelMarket, light, 'modelMarket'),
      page('/ai-market/model/:modelId', light, 'modelDetail'),
      { path: '/ai-market/model_old/:modelId', handle: light, loader: ({ params }) => redirect(paths.modelDetail(params.modelId ?? '')) },
      page('/my/demands/detail/:demandGoodsBaseId', light, 'myDemandDetail'),
      // The AI space (SPEC §2, dark), with the old /cub/kowedge addresses of the knowledge library.
      page(paths.knowledge, dark, 'club', 'KnowledgeListPage'),
      page('/club/knowledge/detail/:knowId', dark, 'clubDetail', 'KnowledgeDetailPage'),
      page('/cub/kowedge', dark, 'club', 'KnowledgeListPage'),
      page('/cub/kowedge/detail/:knowId', dark, 'clubDetail', 'KnowledgeDetailPage'),
      page(paths.article, dark, 'club', 'ArticleListPage'),
      page('/club/article/detail/:articleId', dark, 'clubDetail', 'ArticleDetailPage'),
      page('/support/agreement/:id', dark, 'agreement'),
      page(paths.questionnaire, dark, 'questionnaire'),
      page(paths.creditRecharge, dark, 'creditRecharge'),
      page(paths.forbidden, dark, 'errors', 'ForbiddenPage'),
      page(paths.notFound, dark, 'errors', 'NotFoundPage'),
      page(paths.certification, light, 'certification'),
      page(paths.devOutbox, dark, 'devOutbox'),
    ],
  },
  standalone(paths.login, 'login'),
  standalone(paths.qrConfirm, 'qrConfirm'),
];
