/** Every route of the app in one typed place (SPEC §2). */
export const paths = {
  home: '/',
  homeBack: '/home-back',
  gpuMarket: '/gpu-market',
  mall: '/mall',
  mallDetail: (goodsBaseId: string) => `/mall/detail/${encodeURIComponent(goodsBaseId)}`,
  demand: '/demand',
  demands: '/demands',
  demandsPublish: '/demands/publish',
  demandDetail: (id: string) => `/demands/detail/${encodeURIComponent(id)}`,
  myDemands: '/my/demands',
  myDemandDetail: (id: string) => `/my/demands/detail/${encodeURIComponent(id)}`,
  mallOrderDetail: (orderBaseId: string) => `/bss-order/mall/detail/${encodeURIComponent(orderBaseId)}`,
  bssOrderMall: '/bss-order/mall',
  aiMarket: '/ai-market',
  modelMarket: '/ai-market/model',
  modelDetail: (modelId: string) => `/ai-market/model/${encodeURIComponent(modelId)}`,
  datasetMarket: '/ai-market/dataset',
  datasetDetail: (datasetId: string) => `/ai-market/dataset/${encodeURIComponent(datasetId)}`,
  knowledge: '/club/knowledge',
  knowledgeDetail: (knowId: string) => `/club/knowledge/detail/${encodeURIComponent(knowId)}`,
  article: '/club/article',
  articleDetail: (articleId: string) => `/club/article/detail/${encodeURIComponent(articleId)}`,
  news: '/news',
  newsDetail: (newsBaseId: string) => `/news/detail/${encodeURIComponent(newsBaseId)}`,
  aboutUs: '/about-us',
  consultation: '/consultation',
  consultationWp: '/consultationwp',
  connect: '/connect',
  certification: '/certification',
  questionnaire: '/marketing/questionnaire',
  creditRecharge: '/marketing/credit-recharge',
  whitePaper: '/white-paper',
  icWhitePaper: '/ic-wp',
  partners: '/activity/partners',
  agreement: (id: string) => `/support/agreement/${encodeURIComponent(id)}`,
  products: '/products',
  login: '/login',
  qrConfirm: '/login/qr',
  forbidden: '/error/403',
  notFound: '/error/404',
  devOutbox: '/dev/outbox',
  // Workbench
  container: '/container',
  image: '/image',
  accessPoint: '/access-point',
  accessPointCreate: '/access-point/create',
  accessPointDetail: (id: number | string) => `/access-point/detail/${encodeURIComponent(String(id))}`,
  modelServices: '/model-services',
  bssOverview: '/bss-overview',
  bssWallet: '/bss-Wallet',
  bssOrder: '/bss-order',
  bssOrderRenter: '/bss-order/renter',
  bssOrderVender: '/bss-order/vender',
  /** A supplier's bare-metal (mall) orders, beside the container orders on their machines. */
  bssOrderVenderMall: '/bss-order/vender/mall',
  bssInvoice: '/bss-invoice',
  bssBill: '/bss-bill',
  bssContract: '/bss-contract',
  apiCallLog: '/API-call-log',
  bssProfit: '/bss-profit',
  bssProfitAdd: '/bss-profit/add-or-update',
  bssProfitEdit: (id: number | string) => `/bss-profit/add-or-update/${encodeURIComponent(String(id))}`,
  bssProfitBill: (id: number | string) => `/bss-profit/bill/${encodeURIComponent(String(id))}`,
  bssOrderVenderDetail: (id: number | string) => `/bss-order/vender/detail/${encodeURIComponent(String(id))}`,
} as const;

export type LoginMode = 'login_phone' | 'register_phone' | 'reset';

/** The login screen, optionally in a mode and with where to go back to after success. */
export function loginHref(options: { redirect?: string; mode?: LoginMode } = {}): string {
  const params = new URLSearchParams();
  if (options.mode) params.set('mode', options.mode);
  if (options.redirect && options.redirect !== paths.login) params.set('redirect', options.redirect);
  const query = params.toString();
  return query ? `${paths.login}?${query}` : paths.login;
}

/**
 * Where to go after signing in: only same-site paths are honoured, so a crafted link cannot send
 * the user elsewhere.
 */
export function safeRedirect(value: string | null | undefined, fallback: string = paths.container): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback;
  if (value === paths.login || value.startsWith(`${paths.login}?`)) return fallback;
  return value;
}
