import type { ComponentType } from 'react';
import { redirect, type RouteObject } from 'react-router';
import { paths } from '../shared/config/paths';
import type { PublicHandle } from './layout/PublicLayout';
import { WHITE_PAPER_NEWS_ID } from './ui/news-ids';

const dark: PublicHandle = { theme: 'dark' };
const light: PublicHandle = { theme: 'light' };

/** A lazily loaded public page: its own chunk (its default export, or the one named), in the theme SPEC §2 / §6 gives it. */
function page<K extends string = 'default'>(
  path: string,
  handle: PublicHandle,
  load: () => Promise<Record<NoInfer<K>, ComponentType>>,
  name?: K,
): RouteObject {
  return { path, handle, lazy: async () => ({ Component: (await load())[name ?? ('default' as K)] }) };
}

/** The storefront's shell texts with a page that is not under the public layout. */
function standalone(path: string, load: () => Promise<{ default: ComponentType }>): RouteObject {
  return { path, lazy: async () => ({ Component: (await Promise.all([load(), import('./i18n')]))[0].default }) };
}

/**
 * The public site's routes (SPEC §2). Each page is its own chunk. The layout (header, footer,
 * shell texts) is a chunk too, loaded in parallel with the page, so the workbench's first page
 * (which shares this entry) does not download the storefront's frame. Light where SPEC §2 and
 * §6 say so, dark everywhere else.
 */
export const storefrontRoutes: RouteObject[] = [
  {
    lazy: async () => ({ Component: (await import('./layout/PublicLayout')).PublicLayout }),
    children: [
      { index: true, handle: dark, lazy: async () => ({ Component: (await import('./home/HomePage')).default }) },
      page(paths.homeBack, dark, () => import('./home-back/HomeBackPage')),
      page(paths.news, dark, () => import('./news/NewsPage')),
      {
        ...page('/news/detail/:newsBaseId', dark, () => import('./news/NewsDetailPage')),
        // SPEC §3: the white-paper entry opens the white paper's own page.
        loader: ({ params }) => (params.newsBaseId === WHITE_PAPER_NEWS_ID ? redirect(paths.whitePaper) : null),
      },
      page(paths.aboutUs, dark, () => import('./about/AboutPage')),
      page(paths.products, dark, () => import('./products/ProductsPage')),
      page(paths.consultation, dark, () => import('./consultation/ConsultationPage')),
      page(paths.consultationWp, dark, () => import('./consultation/ConsultationWpPage')),
      page(paths.whitePaper, dark, () => import('./white-paper/WhitePaperPage'), 'WhitePaperPage'),
      page(paths.icWhitePaper, dark, () => import('./white-paper/WhitePaperPage'), 'IcWhitePaperPage'),
      page(paths.connect, dark, () => import('./connect/ConnectPage')),
      page(paths.partners, light, () => import('./partners/PartnersPage')),
      page(paths.gpuMarket, light, () => import('./gpu-market/GpuMarketPage')),
      page(paths.mall, light, () => import('./mall/MallPage')),
      page('/mall/detail/:goodsBaseId', light, () => import('./mall/MallDetailPage')),
      page(paths.demands, light, () => import('./mall/DemandsPage')),
      page(paths.demand, light, () => import('./mall/DemandPublishPage')),
      page(paths.demandsPublish, light, () => import('./mall/DemandPublishPage')),
      page('/demands/detail/:demandGoodsBaseId', light, () => import('./mall/DemandDetailPage')),
      page(paths.myDemands, light, () => import('./mall/MyDemandsPage')),
      page('/my/demands/detail/:demandGoodsBaseId', light, () => import('./mall/MyDemandDetailPage')),
      page('/support/agreement/:id', dark, () => import('./support/AgreementPage')),
      page(paths.questionnaire, dark, () => import('./marketing/QuestionnairePage')),
      page(paths.creditRecharge, dark, () => import('./marketing/CreditRechargePage')),
      page(paths.forbidden, dark, () => import('./errors/ErrorPages'), 'ForbiddenPage'),
      page(paths.notFound, dark, () => import('./errors/ErrorPages'), 'NotFoundPage'),
      page(paths.certification, light, () => import('./certification/CertificationPage')),
      page(paths.devOutbox, dark, () => import('./dev/OutboxPage')),
    ],
  },
  standalone(paths.login, () => import('./login/LoginPage')),
  standalone(paths.qrConfirm, () => import('./login/QrConfirmPage')),
];
