import type { Query, QueryClient, QueryKey } from '@tanstack/react-query';
import { refetchFirstReads } from './first-read';

/**
 * One cache vocabulary for both faces. Each kind of data names every cached view of it: the
 * feature queries' own keys (which start with the kind), the Refine resources that list it, and
 * the gateway paths that Refine's custom calls (useCustom) read it from. A mutation says what it
 * changed — `invalidateViews(client, 'instances', 'wallet')` — and every view of it is refetched,
 * mounted or not (SPEC §9 turns refetch-on-mount off, so a view left stale in the cache would
 * otherwise show old data the next time it mounts).
 */
export const VIEWS = {
  /** GPU market offers, their stock and quotes. */
  market: { resources: [], paths: ['/v1/container_goods/', '/v1/order/calculatePriceV2'] },
  /** Container instances, and the orders and bills they make. */
  instances: { resources: ['container', 'order', 'bill'], paths: ['/v1/container/', '/v1/order/', '/v1/bill/'] },
  /** Access points (API keys) and their usage. */
  accessPoint: { resources: ['accessPoint'], paths: ['/v1/accessPoint/'] },
  /** Model services (deployments behind the OpenAI-compatible gateway) and their bills. */
  modelService: { resources: ['modelService', 'bill'], paths: ['/v1/modelService/', '/v1/bill/'] },
  /** The API call log. */
  apiCall: { resources: ['apiCall'], paths: ['/v1/apiCall/'] },
  /** Private images. */
  images: { resources: ['image'], paths: ['/v1/image/'] },
  /** The wallet, its records and benefits (card-hours, free images). */
  wallet: { resources: ['walletTransactions'], paths: ['/v1/wallet/', '/v1/benefit/', '/v1/cardExchange/', '/v1/costs/'] },
  /** Who is signed in: user info, login status, certification, profile and sessions. */
  user: { resources: ['profile', 'sessions'], paths: ['/v1/user/', '/v1/profile/', '/v1/user/certification/'] },
  /** Public content: announcements, knowledge, articles, the consultation lines and the ticker. */
  content: { resources: [], paths: ['/v1/announcement/', '/v1/article/', '/v1/other/ai_knowledge/', '/v1/activity/', '/v1/news/', '/v1/carousel/', '/v1/agreement/'] },
  /** 管理 › 内容: what operators write and publish, per kind. */
  contentAdmin: {
    resources: ['contentAnnouncement', 'contentKnowledge', 'contentArticle', 'contentNews', 'contentCarousel', 'contentAgreement'],
    paths: ['/v1/contentAdmin/'],
  },
  /** What the signed-in user sent in: the questionnaire, credit applications, consultations, feedback. */
  submissions: { resources: [], paths: ['/v1/questionnaire/', '/v1/creditApplication/', '/v1/consultation/', '/v1/feedback/'] },
  /** The back office's lists of users. */
  users: { resources: ['users'], paths: ['/user/', '/admin/'] },
  /** The review centre: its queue, board, items and time-in-queue figures. */
  reviews: { resources: ['review', 'reviewBoard'], paths: ['/v1/review/'] },
  /** The signed-in user's workbench notices and their unread count. */
  notices: { resources: [], paths: ['/v1/notice/'] },
  /** The bare-metal mall: goods and their stock, the buyer's mall orders, contracts and inquiries. */
  mall: { resources: ['mallOrder', 'contract', 'venderMallOrder', 'venderInquiry'], paths: ['/v1/mall/', '/v1/contract/'] },
  /** The AI market: models, their likes and fit estimates. */
  ai: { resources: [], paths: ['/v1/ai/'] },
  /** The back office's model and dataset cards (管理 › 内容 › 模型 / 数据集). */
  catalogueAdmin: { resources: ['modelAdmin', 'datasetAdmin'], paths: ['/v1/modelAdmin/', '/v1/datasetAdmin/'] },
  /** The dataset market: the catalogue, dataset cards (with their download counts) and the viewer. */
  datasets: { resources: [], paths: ['/v1/dataset/'] },
  /** The demand board: demands, the buyer's own, quotes and matches. */
  demands: { resources: [], paths: ['/v1/demandGoods/', '/v1/demandQuote/'] },
  /** The back office's offers, prices and price changes, regions, hosts, maintenance windows, and the calendar showing them. */
  goods: {
    resources: ['containerGoods', 'priceSchedule', 'region', 'host', 'hostMaintenance'],
    paths: ['/v1/containerGoods/', '/v1/priceSchedule/', '/v1/region/', '/v1/host/', '/v1/hostMaintenance/', '/v1/calendar/'],
  },
  /** The back office's card batches and their redemption reports. */
  cards: { resources: ['cardBatch'], paths: ['/v1/cardBatch/'] },
  /** The back office's inbox: consultations, feedback and questionnaires with their handling. */
  inbox: { resources: [], paths: ['/v1/inbox/'] },
  /** The platform analysis figures. */
  analysis: { resources: [], paths: ['/v1/analysis/'] },
  /** Invoices: titles, the invoiceable amount, requests, and the finance back office's list. */
  invoices: { resources: [], paths: ['/v1/invoice/', '/v1/invoiceAdmin/'] },
  /** The audit trail. */
  audit: { resources: ['audit'], paths: ['/v1/audit/'] },
  /** The supplier side: profile, plans, the orders on their machines, statements and earnings. */
  supplier: {
    resources: ['resourceSupplierPlan', 'venderOrder', 'supplierStatement'],
    paths: ['/v1/resourceSupplier/', '/v1/resourceSupplierPlan/', '/v1/venderOrder/', '/v1/supplierStatement/'],
  },
} as const satisfies Record<string, { resources: readonly string[]; paths: readonly string[] }>;

export type View = keyof typeof VIEWS;

export { viewKey } from './view-key';

/** Whether a cached query is a view of `view`: its own key, a Refine resource, or a Refine custom call. */
export function isViewOf(view: View, key: QueryKey): boolean {
  const { resources, paths } = VIEWS[view];
  if (key[0] === view) return true;
  if (key[0] !== 'data') return false;
  // Refine 5: ['data', provider, resource, action, params] and ['data', provider, 'custom', {url, …}].
  const [, , resource, params] = key as [string, string, string, { url?: string } | undefined];
  if ((resources as readonly string[]).includes(resource)) return true;
  if (resource !== 'custom') return false;
  const url = typeof params?.url === 'string' ? params.url.replace(/^\/gateway/, '') : '';
  return (paths as readonly string[]).some((path) => url.startsWith(path));
}

/** Refetch every view of what a change touched, whether shown now or only cached (first reads too). */
export function invalidateViews(client: QueryClient, ...views: View[]): Promise<void> {
  refetchFirstReads((key) => views.some((view) => isViewOf(view, key)));
  return client.invalidateQueries({
    predicate: (query: Query) => views.some((view) => isViewOf(view, query.queryKey)),
    refetchType: 'all',
  });
}

/** What belongs to the signed-in user: none of it may outlive their session in the cache. */
export const SIGNED_IN_VIEWS = ['user', 'wallet', 'instances', 'images', 'users', 'reviews', 'notices', 'goods', 'cards', 'audit', 'supplier', 'mall', 'demands', 'invoices'] as const satisfies readonly View[];

/**
 * Whoever was signed in is not any more: drop the views of what was theirs, so none of it is
 * shown to the next user. Nothing is refetched (without their token it could only fail); each
 * view fetches afresh when next shown. `keepShown` leaves the views on screen to the page being
 * left (signing out), so they do not refetch, unauthorised, before it goes.
 */
export function forgetViews(client: QueryClient, views: readonly View[], options: { keepShown?: boolean } = {}): void {
  client.removeQueries({
    type: options.keepShown ? 'inactive' : 'all',
    predicate: (query: Query) => views.some((view) => isViewOf(view, query.queryKey)),
  });
}
