import type { ResourceProps } from '@refinedev/core';
import type { ContentKind } from '../../shared/core/content';
import { paths } from '../../shared/config/paths';
import type { AccessMeta } from '../providers/access';
import type { Endpoints } from '../providers/data-provider';
import type { ResourceIcon } from '../shell/resource-icons';

/** What a resource's meta may carry in this workbench. */
export interface ConsoleMeta extends AccessMeta {
  label?: string;
  parent?: string;
  /** A key of RESOURCE_ICONS (shell/resource-icons.tsx): this file stays free of antd, so the
   * storefront's router can read it without downloading any of the workbench. */
  icon?: ResourceIcon;
  hide?: boolean;
  /** Gateway paths for calls that do not follow /v1/<name>/… (see the data provider). */
  endpoints?: Endpoints;
  /** Opens the tab at the front, pinned and not closable. */
  home?: boolean;
  /** The page of each of the resource's routes, loaded on first visit; the routes come from these. */
  pages?: Partial<Record<PageAction, PageLoader>>;
}

export type PageAction = 'list' | 'show' | 'create' | 'edit';
export type PageLoader = () => Promise<{ default: React.ComponentType }>;

const operator: AccessMeta['roles'] = ['operator'];
/** The review centre opens for whoever may decide any kind of application. */
const REVIEW_PERMISSIONS: AccessMeta['permission'] = ['review:certification', 'review:credit', 'review:supplier', 'review:supply_plan', 'review:demand', 'review:model', 'review:dataset', 'review:invoice', 'review:model_access'];

const resource = (props: Omit<ResourceProps, 'meta'> & { meta: ConsoleMeta }): ResourceProps => props;

/** 管理 › 内容's page for one kind, named as contentResource (shared/features/content) names it, on the gateway's /v1/contentAdmin/<kind>/… paths. */
const contentPage = (kind: ContentKind, icon: ResourceIcon, page: PageLoader) =>
  resource({
    name: `content${kind[0]!.toUpperCase()}${kind.slice(1)}`,
    list: paths.content.getHref(kind),
    meta: {
      pages: { list: page },
      parent: 'contentAdmin',
      label: `contentAdmin.menu.${kind}`,
      icon,
      roles: operator,
      permission: 'content:manage',
      endpoints: { list: `/v1/contentAdmin/${kind}/page`, one: `/v1/contentAdmin/${kind}/detail/{id}` },
    },
  });

/** A list page under 管理 (or one of its groups), for the roles and permission given. */
const adminPage = (name: string, list: string, label: string, icon: ResourceIcon, page: PageLoader, access: Pick<ConsoleMeta, 'roles' | 'permission'>, parent = 'management') =>
  resource({ name, list, meta: { pages: { list: page }, parent, label, icon, ...access } });
const goodsManage = { roles: operator, permission: 'goods:manage' } satisfies Pick<ConsoleMeta, 'roles' | 'permission'>;

/**
 * Every workbench resource, declared once (SPEC §2 sidebar groups). Groups are resources without
 * routes; items name their group in meta.parent, which nests up to three levels (系统 › 用户管理 ›
 * 用户列表). `name` is the gateway segment (/v1/<name>/…) unless meta.endpoints says otherwise.
 * A group stays out of the menu until it holds a page the user may open.
 */
export const resources: ResourceProps[] = [
  resource({ name: 'dashboard', list: paths.dashboard.path, meta: { pages: { list: () => import('../resources/dashboard/index') }, label: 'menu.dashboard', icon: 'Dashboard', home: true } }),

  resource({ name: 'resources', meta: { label: 'groups.resources', icon: 'Appstore' } }),
  resource({ name: 'container', list: paths.container.path, meta: { pages: { list: () => import('../resources/container/list') }, parent: 'resources', label: 'menu.container', icon: 'CloudServer' } }),

  resource({ name: 'image', list: paths.image.path, meta: { pages: { list: () => import('../resources/image/list') }, parent: 'resources', label: 'menu.image', icon: 'Hdd' } }),
  resource({
    name: 'accessPoint',
    list: paths.accessPoint.path,
    create: paths.accessPointCreate.path,
    show: paths.accessPointDetail.path,
    meta: {
      pages: { list: () => import('../resources/access-point/list'), create: () => import('../resources/access-point/create'), show: () => import('../resources/access-point/show') },
      parent: 'resources',
      label: 'accessPoint.menu',
      icon: 'Global',
    },
  }),

  resource({
    name: 'modelService',
    list: paths.modelServices.path,
    create: paths.modelServicesCreate.path,
    show: paths.modelServiceDetail.path,
    meta: {
      pages: { list: () => import('../resources/model-service/list'), create: () => import('../resources/model-service/create'), show: () => import('../resources/model-service/show') },
      parent: 'resources',
      label: 'modelService.menu',
      icon: 'Deployment',
    },
  }),

  resource({ name: 'cost', meta: { label: 'groups.cost', icon: 'Wallet' } }),
  resource({ name: 'costOverview', list: paths.bssOverview.path, meta: { pages: { list: () => import('../resources/costs/overview') }, parent: 'cost', label: 'costs.menu.overview', icon: 'Fund' } }),
  resource({
    name: 'walletTransactions',
    list: paths.bssWallet.path,
    meta: { pages: { list: () => import('../resources/costs/records') }, parent: 'cost', label: 'costs.menu.records', icon: 'AccountBook', endpoints: { list: '/v1/wallet/transaction/page' } },
  }),
  resource({ name: 'credit', list: paths.bssCredit.path, meta: { pages: { list: () => import('../resources/credit/list') }, parent: 'cost', label: 'costs.menu.credit', icon: 'Fund' } }),
  resource({
    name: 'order',
    list: paths.bssOrderRenter.path,
    show: paths.bssOrderRenterDetail.path,
    meta: { pages: { list: () => import('../resources/order/list'), show: () => import('../resources/order/show') }, parent: 'cost', label: 'menu.orders', icon: 'Profile' },
  }),
  resource({
    name: 'venderOrder',
    list: paths.bssOrderVender.path,
    show: paths.bssOrderVenderDetail.path,
    meta: {
      pages: { list: () => import('../resources/supplier/vender-orders'), show: () => import('../resources/supplier/vender-order-show') },
      parent: 'cost',
      label: 'supplier.menu.venderOrders',
      icon: 'Solution',
      roles: ['supplier'],
    },
  }),
  resource({
    name: 'mallOrder',
    list: paths.bssOrderMall.path,
    show: paths.mallOrderDetail.path,
    meta: {
      pages: { list: () => import('../resources/mall-order/list'), show: () => import('../resources/mall-order/show') },
      parent: 'cost',
      label: 'mallOrder.menu',
      icon: 'Shop',
      endpoints: { list: '/v1/mall/order/page', one: '/v1/mall/order/detail/{id}' },
    },
  }),
  resource({
    name: 'venderMallOrder',
    list: paths.bssOrderVenderMall.path,
    meta: {
      pages: { list: () => import('../resources/vender-mall-order/list') },
      parent: 'cost',
      label: 'vender.menu',
      icon: 'MoneyCollect',
      roles: ['supplier'],
      endpoints: { list: '/v1/mall/vender/order/page' },
    },
  }),
  resource({ name: 'venderInquiry', meta: { hide: true, roles: ['supplier'], endpoints: { list: '/v1/mall/vender/inquiry/page' } } }),
  resource({
    name: 'contract',
    list: paths.bssContract.path,
    meta: { pages: { list: () => import('../resources/contract/list') }, parent: 'cost', label: 'contract.menu', icon: 'Solution' },
  }),
  resource({ name: 'invoice', list: paths.bssInvoice.path, meta: { pages: { list: () => import('../resources/invoice/index') }, parent: 'cost', label: 'invoice.menu', icon: 'FileText' } }),
  resource({ name: 'bill', list: paths.bssBill.path, meta: { pages: { list: () => import('../resources/bill/list') }, parent: 'cost', label: 'menu.bills', icon: 'AccountBook' } }),
  resource({ name: 'statistics', meta: { label: 'groups.statistics', icon: 'BarChart' } }),
  resource({ name: 'apiCall', list: paths.apiCallLog.path, meta: { pages: { list: () => import('../resources/api-call-log/list') }, parent: 'statistics', label: 'apiCall.menu', icon: 'FileSearch' } }),
  resource({ name: 'monetize', meta: { label: 'groups.monetize', icon: 'MoneyCollect', roles: ['supplier'] } }),
  resource({
    name: 'resourceSupplierPlan',
    list: paths.bssProfit.path,
    create: paths.bssProfitAdd.path,
    edit: paths.bssProfitEdit.path,
    meta: {
      pages: { list: () => import('../resources/supplier/plans'), create: () => import('../resources/supplier/plan-form'), edit: () => import('../resources/supplier/plan-form') },
      parent: 'monetize',
      label: 'supplier.menu.plans',
      icon: 'MoneyCollect',
      endpoints: { one: '/v1/resourceSupplierPlan/getPlanInfo/{id}' },
    },
  }),
  resource({
    name: 'supplierStatement',
    show: paths.bssProfitStatement.path,
    meta: { pages: { show: () => import('../resources/supplier-statement/show') }, parent: 'monetize', label: 'supplier.statement.title', icon: 'AccountBook', hide: true },
  }),

  resource({ name: 'user', meta: { label: 'groups.user', icon: 'User' } }),
  resource({
    name: 'profile',
    list: paths.profile.path,
    meta: { pages: { list: () => import('../resources/account/profile') }, parent: 'user', label: 'menu.profile', icon: 'Idcard', endpoints: { one: '/v1/profile/info', update: '/v1/profile/update' } },
  }),
  resource({
    name: 'sessions',
    list: paths.security.path,
    meta: { pages: { list: () => import('../resources/account/security') }, parent: 'user', label: 'menu.security', icon: 'Safety', endpoints: { list: '/v1/profile/sessions' } },
  }),
  resource({ name: 'supplierApply', list: paths.supplierApply.path, meta: { pages: { list: () => import('../resources/supplier/apply') }, parent: 'user', label: 'supplier.menu.apply', icon: 'Shop' } }),
  resource({ name: 'organization', list: paths.organization.path, meta: { pages: { list: () => import('../resources/account/organization') }, parent: 'user', label: 'menu.organization', icon: 'Apartment' } }),

  resource({ name: 'management', meta: { label: 'groups.management', icon: 'Control', roles: ['operator', 'finance'] } }),
  resource({ name: 'overview', list: paths.overview.path, meta: { pages: { list: () => import('../resources/admin/overview') }, parent: 'management', label: 'menu.overview', icon: 'Fund', roles: operator } }),
  resource({
    name: 'review',
    list: paths.review.path,
    show: paths.reviewShow.path,
    meta: {
      pages: { list: () => import('../resources/review/list'), show: () => import('../resources/review/show') },
      parent: 'management',
      label: 'reviewCenter.menu',
      icon: 'Audit',
      roles: operator,
      permission: REVIEW_PERMISSIONS,
    },
  }),
  resource({
    name: 'reviewBoard',
    list: paths.reviewBoard.path,
    meta: { pages: { list: () => import('../resources/review/board') }, parent: 'management', label: 'reviewBoard.menu', icon: 'Project', roles: operator, permission: REVIEW_PERMISSIONS },
  }),
  resource({ name: 'goodsAdmin', meta: { parent: 'management', label: 'goodsAdmin.menu.group', icon: 'Shop', roles: operator, permission: 'goods:manage' } }),
  resource({
    name: 'containerGoods',
    list: paths.goods.path,
    show: paths.goodsShow.path,
    meta: {
      pages: { list: () => import('../resources/goods/list'), show: () => import('../resources/goods/show') },
      parent: 'goodsAdmin',
      label: 'goodsAdmin.menu.goods',
      icon: 'Shop',
      roles: operator,
      permission: 'goods:manage',
    },
  }),
  adminPage('host', paths.hosts.path, 'goodsAdmin.menu.hosts', 'Database', () => import('../resources/goods/hosts'), goodsManage, 'goodsAdmin'),
  adminPage('priceSchedule', paths.priceSchedules.path, 'goodsAdmin.menu.schedules', 'FieldTime', () => import('../resources/goods/schedules'), goodsManage, 'goodsAdmin'),
  adminPage('region', paths.regions.path, 'goodsAdmin.menu.regions', 'Environment', () => import('../resources/goods/regions'), goodsManage, 'goodsAdmin'),
  adminPage('calendar', paths.calendar.path, 'goodsAdmin.menu.calendar', 'Calendar', () => import('../resources/calendar/index'), goodsManage),

  adminPage('cardBatch', paths.cards.path, 'cards.menu', 'CreditCard', () => import('../resources/cards/list'), { roles: operator, permission: 'cards:manage' }),

  adminPage('analysis', paths.analysis.path, 'analysis.menu', 'LineChart', () => import('../resources/analysis/index'), { roles: ['operator', 'finance'], permission: 'analysis:view' }),
  adminPage('inbox', paths.inbox.path, 'inbox.menu', 'Inbox', () => import('../resources/inbox/index'), { roles: operator, permission: 'inbox:manage' }),
  adminPage('invoiceAdmin', paths.invoiceAdmin.path, 'invoice.admin.menu', 'AccountBook', () => import('../resources/invoice/admin'), { roles: ['operator', 'finance'], permission: 'review:invoice' }),
  adminPage('audit', paths.audit.path, 'audit.menu', 'FileSearch', () => import('../resources/audit/list'), { roles: ['operator', 'finance'], permission: 'audit:view' }),

  resource({ name: 'contentAdmin', meta: { parent: 'management', label: 'contentAdmin.menu.group', icon: 'Container', roles: operator, permission: 'content:manage' } }),
  contentPage('announcement', 'Notification', () => import('../resources/content/announcement')),
  contentPage('knowledge', 'Book', () => import('../resources/content/knowledge')),
  contentPage('article', 'Read', () => import('../resources/content/article')),
  contentPage('news', 'Global', () => import('../resources/content/news')),
  contentPage('carousel', 'Picture', () => import('../resources/content/carousel')),
  contentPage('agreement', 'FileText', () => import('../resources/content/agreement')),
  adminPage('modelAdmin', paths.modelAdmin.path, 'catalogueAdmin.menu.model', 'Deployment', () => import('../resources/catalogue/models'), { roles: operator, permission: 'content:manage' }, 'contentAdmin'),
  adminPage('datasetAdmin', paths.datasetAdmin.path, 'catalogueAdmin.menu.dataset', 'Table', () => import('../resources/catalogue/datasets'), { roles: operator, permission: 'content:manage' }, 'contentAdmin'),

  resource({ name: 'system', meta: { label: 'groups.system', icon: 'Setting', roles: operator } }),
  resource({ name: 'systemUsers', meta: { parent: 'system', label: 'groups.systemUsers', icon: 'Team', roles: operator } }),
  resource({
    name: 'users',
    list: paths.users.path,
    show: paths.userShow.path,
    meta: { pages: { list: () => import('../resources/admin/users/list'), show: () => import('../resources/admin/users/show') },
      parent: 'systemUsers',
      label: 'menu.users',
      icon: 'Solution',
      roles: operator,
      permission: 'users:manage',
      endpoints: { list: '/user/list', one: '/user/{id}', delete: '/user/delete/{id}' },
    },
  }),
  resource({ name: 'systemAccess', meta: { parent: 'system', label: 'groups.systemAccess', icon: 'Lock', roles: operator } }),
  resource({ name: 'roles', list: paths.roles.path, meta: { pages: { list: () => import('../resources/admin/roles') }, parent: 'systemAccess', label: 'menu.roles', icon: 'Team', roles: operator } }),
  resource({
    name: 'permissions',
    list: paths.permissions.path,
    meta: { pages: { list: () => import('../resources/admin/permissions') }, parent: 'systemAccess', label: 'menu.permissions', icon: 'Table', roles: operator },
  }),

  resource({ name: 'exception', list: paths.exception.path, meta: { pages: { list: () => import('../shell/StatusPage') }, label: 'menu.exception', hide: true } }),
];

/** The pinned home tab's resource. */
export const HOME_PATH = paths.dashboard.path;
