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
      page(paths.homeBack.path, dark, 'homeBack'),
      page(paths.news.path, dark, 'news'),
      {
        ...page(paths.newsDetail.path, dark, 'newsDetail'),
        // SPEC §3: the white-paper entry opens the white paper's own page.
        loader: ({ params }) => (params.newsBaseId === WHITE_PAPER_NEWS_ID ? redirect(paths.whitePaper.getHref()) : null),
      },
      page(paths.aboutUs.path, dark, 'about'),
      page(paths.products.path, dark, 'products'),
      page(paths.consultation.path, dark, 'consultation'),
      page(paths.consultationWp.path, dark, 'consultationWp'),
      page(paths.whitePaper.path, dark, 'whitePaper', 'WhitePaperPage'),
      page(paths.icWhitePaper.path, dark, 'whitePaper', 'IcWhitePaperPage'),
      page(paths.connect.path, dark, 'connect'),
      page(paths.partners.path, light, 'partners'),
      page(paths.gpuMarket.path, light, 'gpuMarket'),
      page(paths.mall.path, light, 'mall'),
      page(paths.mallDetail.path, light, 'mallDetail'),
      page(paths.demands.path, light, 'demands'),
      page(paths.demand.path, light, 'demandPublish'),
      page(paths.demandsPublish.path, light, 'demandPublish'),
      page(paths.demandDetail.path, light, 'demandDetail'),
      page(paths.myDemands.path, light, 'myDemands'),
      page(paths.myDemandDetail.path, light, 'myDemandDetail'),
      // /ai-market lands on the model market; the old model page's address opens the model card.
      { path: paths.aiMarket.path, handle: light, loader: () => redirect(paths.modelMarket.getHref()) },
      page(paths.modelMarket.path, light, 'modelMarket'),
      page(paths.modelDetail.path, light, 'modelDetail'),
      { path: paths.modelDetailOld.path, handle: light, loader: ({ params }) => redirect(paths.modelDetail.getHref(params.modelId ?? '')) },
      page(paths.datasetMarket.path, light, 'datasetMarket'),
      page(paths.datasetDetail.path, light, 'datasetDetail'),
      // The AI space (SPEC §2, dark), with the old /cub/kowedge addresses of the knowledge library.
      page(paths.knowledge.path, dark, 'club', 'KnowledgeListPage'),
      page(paths.knowledgeDetail.path, dark, 'clubDetail', 'KnowledgeDetailPage'),
      page(paths.knowledgeOld.path, dark, 'club', 'KnowledgeListPage'),
      page(paths.knowledgeOldDetail.path, dark, 'clubDetail', 'KnowledgeDetailPage'),
      page(paths.article.path, dark, 'club', 'ArticleListPage'),
      page(paths.articleDetail.path, dark, 'clubDetail', 'ArticleDetailPage'),
      page(paths.agreement.path, dark, 'agreement'),
      page(paths.questionnaire.path, dark, 'questionnaire'),
      page(paths.creditRecharge.path, dark, 'creditRecharge'),
      page(paths.forbidden.path, dark, 'errors', 'ForbiddenPage'),
      page(paths.notFound.path, dark, 'errors', 'NotFoundPage'),
      page(paths.certification.path, light, 'certification'),
      page(paths.devOutbox.path, dark, 'devOutbox'),
    ],
  },
  standalone(paths.login.path, 'login'),
  standalone(paths.qrConfirm.path, 'qrConfirm'),
];
