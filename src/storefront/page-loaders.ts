/**
 * The public pages' imports, one step away from the entry. A dynamic import carries the list of
 * files to preload with it (the page's chunk and every chunk it needs); the entry would hold
 * those lists for every page, some 200 file names that every page downloads before it can run.
 * Here they come with the first page opened after the home page (prerendered pages preload this
 * chunk with their own). The query client comes with it too: every page but the home page reads
 * through it (shared/query/provider.tsx).
 */
export { withQueries } from '../shared/query/provider';

export const pageLoaders = {
  homeBack: () => import('./home-back/HomeBackPage'),
  news: () => import('./news/NewsPage'),
  newsDetail: () => import('./news/NewsDetailPage'),
  about: () => import('./about/AboutPage'),
  products: () => import('./products/ProductsPage'),
  consultation: () => import('./consultation/ConsultationPage'),
  consultationWp: () => import('./consultation/ConsultationWpPage'),
  whitePaper: () => import('./white-paper/WhitePaperPage'),
  connect: () => import('./connect/ConnectPage'),
  partners: () => import('./partners/PartnersPage'),
  gpuMarket: () => import('./gpu-market/GpuMarketPage'),
  mall: () => import('./mall/MallPage'),
  mallDetail: () => import('./mall/MallDetailPage'),
  demands: () => import('./mall/DemandsPage'),
  demandPublish: () => import('./mall/DemandPublishPage'),
  demandDetail: () => import('./mall/DemandDetailPage'),
  myDemands: () => import('./mall/MyDemandsPage'),
  myDemandDetail: () => import('./mall/MyDemandDetailPage'),
  modelMarket: () => import('./ai-market/ModelMarketPage'),
  modelDetail: () => import('./ai-market/ModelDetailPage'),
  datasetMarket: () => import('./ai-market/dataset/DatasetMarketPage'),
  datasetDetail: () => import('./ai-market/dataset/DatasetDetailPage'),
  club: () => import('./club/ClubPages'),
  clubDetail: () => import('./club/ClubDetailPages'),
  agreement: () => import('./support/AgreementPage'),
  questionnaire: () => import('./marketing/QuestionnairePage'),
  creditRecharge: () => import('./marketing/CreditRechargePage'),
  errors: () => import('./errors/ErrorPages'),
  certification: () => import('./certification/CertificationPage'),
  devOutbox: () => import('./dev/OutboxPage'),
  login: () => import('./login/LoginPage'),
  qrConfirm: () => import('./login/QrConfirmPage'),
};

export type PageKey = keyof typeof pageLoaders;
