import type { ContentKind } from '../core/content';

/** A route: its pattern for the router, and the link to it. */
export interface Route<Args extends unknown[] = []> {
  path: string;
  getHref: (...args: Args) => string;
}

/** A route without parameters. */
const fixed = (path: string): Route => ({ path, getHref: () => path });

/** A route with one parameter (`/mall/detail/:goodsBaseId`), encoded as one segment in links. */
const withParam = <T extends string | number = string | number>(path: string): Route<[T]> => ({
  path,
  getHref: (value) => path.replace(/:\w+/, encodeURIComponent(String(value))),
});

/**
 * Every route of the app in one typed place (SPEC §2), the storefront's and the workbench's: the
 * pattern the routers declare (`paths.mallDetail.path`) and the link to it (`paths.mallDetail.getHref(id)`).
 */
export const paths = {
  home: fixed('/'),
  homeBack: fixed('/home-back'),
  gpuMarket: fixed('/gpu-market'),
  mall: fixed('/mall'),
  mallDetail: withParam('/mall/detail/:goodsBaseId'),
  demand: fixed('/demand'),
  demands: fixed('/demands'),
  demandsPublish: fixed('/demands/publish'),
  demandDetail: withParam('/demands/detail/:demandGoodsBaseId'),
  myDemands: fixed('/my/demands'),
  myDemandDetail: withParam('/my/demands/detail/:demandGoodsBaseId'),
  mallOrderDetail: withParam('/bss-order/mall/detail/:id'),
  bssOrderMall: fixed('/bss-order/mall'),
  aiMarket: fixed('/ai-market'),
  modelMarket: fixed('/ai-market/model'),
  modelDetail: withParam('/ai-market/model/:modelId'),
  /** The old model page's address; it opens the model card. */
  modelDetailOld: withParam('/ai-market/model_old/:modelId'),
  datasetMarket: fixed('/ai-market/dataset'),
  datasetDetail: withParam('/ai-market/dataset/:datasetId'),
  knowledge: fixed('/club/knowledge'),
  knowledgeDetail: withParam('/club/knowledge/detail/:knowId'),
  article: fixed('/club/article'),
  articleDetail: withParam('/club/article/detail/:articleId'),
  /** SPEC §2's old addresses of the knowledge library. */
  knowledgeOld: fixed('/cub/kowedge'),
  knowledgeOldDetail: withParam('/cub/kowedge/detail/:knowId'),
  news: fixed('/news'),
  newsDetail: withParam('/news/detail/:newsBaseId'),
  aboutUs: fixed('/about-us'),
  consultation: fixed('/consultation'),
  consultationWp: fixed('/consultationwp'),
  connect: fixed('/connect'),
  certification: fixed('/certification'),
  questionnaire: fixed('/marketing/questionnaire'),
  creditRecharge: fixed('/marketing/credit-recharge'),
  whitePaper: fixed('/white-paper'),
  icWhitePaper: fixed('/ic-wp'),
  partners: fixed('/activity/partners'),
  agreement: withParam('/support/agreement/:id'),
  products: fixed('/products'),
  login: fixed('/login'),
  qrConfirm: fixed('/login/qr'),
  forbidden: fixed('/error/403'),
  notFound: fixed('/error/404'),
  devOutbox: fixed('/dev/outbox'),
  // Workbench
  container: fixed('/container'),
  image: fixed('/image'),
  accessPoint: fixed('/access-point'),
  accessPointCreate: fixed('/access-point/create'),
  accessPointDetail: withParam('/access-point/detail/:id'),
  modelServices: fixed('/model-services'),
  modelServicesCreate: fixed('/model-services/create'),
  modelServiceDetail: withParam('/model-services/detail/:id'),
  bssOverview: fixed('/bss-overview'),
  bssWallet: fixed('/bss-Wallet'),
  bssCredit: fixed('/bss-credit'),
  bssOrder: fixed('/bss-order'),
  bssOrderRenter: fixed('/bss-order/renter'),
  bssOrderVender: fixed('/bss-order/vender'),
  /** A supplier's bare-metal (mall) orders, beside the container orders on their machines. */
  bssOrderVenderMall: fixed('/bss-order/vender/mall'),
  bssInvoice: fixed('/bss-invoice'),
  bssBill: fixed('/bss-bill'),
  bssContract: fixed('/bss-contract'),
  apiCallLog: fixed('/API-call-log'),
  bssProfit: fixed('/bss-profit'),
  bssProfitAdd: fixed('/bss-profit/add-or-update'),
  bssProfitEdit: withParam('/bss-profit/add-or-update/:id'),
  /** A supplier's weekly statement (SPEC keeps "bill" in its URL). */
  bssProfitStatement: withParam('/bss-profit/bill/:id'),
  bssOrderRenterDetail: withParam('/bss-order/renter/detail/:id'),
  bssOrderVenderDetail: withParam('/bss-order/vender/detail/:id'),
  // The workbench shell's own routes (SPEC §2 lists the product's; these the shell adds).
  dashboard: fixed('/dashboard'),
  profile: fixed('/account/profile'),
  security: fixed('/account/security'),
  organization: fixed('/account/organization'),
  supplierApply: fixed('/account/supplier'),
  overview: fixed('/admin/overview'),
  users: fixed('/admin/users'),
  userShow: withParam('/admin/users/:id'),
  roles: fixed('/admin/roles'),
  permissions: fixed('/admin/permissions'),
  review: fixed('/admin/review'),
  reviewShow: withParam('/admin/review/:id'),
  reviewBoard: fixed('/admin/review-board'),
  goods: fixed('/admin/goods'),
  goodsShow: withParam('/admin/goods/:id'),
  hosts: fixed('/admin/hosts'),
  regions: fixed('/admin/regions'),
  priceSchedules: fixed('/admin/price-schedules'),
  calendar: fixed('/admin/calendar'),
  cards: fixed('/admin/cards'),
  audit: fixed('/admin/audit'),
  invoiceAdmin: fixed('/admin/invoices'),
  inbox: fixed('/admin/inbox'),
  analysis: fixed('/admin/analysis'),
  content: withParam<ContentKind>('/admin/content/:kind'),
  modelAdmin: fixed('/admin/ai-models'),
  datasetAdmin: fixed('/admin/ai-datasets'),
  exception: withParam<403 | 404 | 500>('/exception/:code'),
} as const;

export type LoginMode = 'login_phone' | 'register_phone' | 'reset';

/** The login screen, optionally in a mode and with where to go back to after success. */
export function loginHref(options: { redirect?: string; mode?: LoginMode } = {}): string {
  const params = new URLSearchParams();
  if (options.mode) params.set('mode', options.mode);
  if (options.redirect && options.redirect !== paths.login.path) params.set('redirect', options.redirect);
  const query = params.toString();
  return query ? `${paths.login.path}?${query}` : paths.login.path;
}

/** The bills' 计费流水 tab (`/bss-bill?tab=lines`), its lines filtered to one kind when given. */
export function billLinesHref(kind?: string): string {
  const params = new URLSearchParams({ tab: 'lines' });
  if (kind) params.set('kind', kind);
  return `${paths.bssBill.path}?${params.toString()}`;
}

/**
 * Where to go after signing in: only same-site paths are honoured, so a crafted link cannot send
 * the user elsewhere.
 */
export function safeRedirect(value: string | null | undefined, fallback: string = paths.container.path): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback;
  if (value === paths.login.path || value.startsWith(`${paths.login.path}?`)) return fallback;
  return value;
}
