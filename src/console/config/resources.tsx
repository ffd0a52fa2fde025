import {
  AccountBookOutlined,
  ApartmentOutlined,
  HddOutlined,
  ProfileOutlined,
  AppstoreOutlined,
  BarChartOutlined,
  CloudServerOutlined,
  DashboardOutlined,
  FundOutlined,
  IdcardOutlined,
  SafetyOutlined,
  SettingOutlined,
  TeamOutlined,
  UserOutlined,
  WalletOutlined,
  LockOutlined,
  TableOutlined,
  SolutionOutlined,
  MoneyCollectOutlined,
  ControlOutlined,
} from '@ant-design/icons';
import type { ResourceProps } from '@refinedev/core';
import { paths } from '../../shared/config/paths';
import type { AccessMeta } from '../providers/access';
import type { Endpoints } from '../providers/data-provider';
import { consolePaths } from './paths';

/** What a resource's meta may carry in this workbench. */
export interface ConsoleMeta extends AccessMeta {
  label?: string;
  parent?: string;
  icon?: React.ReactNode;
  hide?: boolean;
  /** Gateway paths for calls that do not follow /v1/<name>/… (see the data provider). */
  endpoints?: Endpoints;
  /** Opens the tab at the front, pinned and not closable. */
  home?: boolean;
}

const operator: AccessMeta['roles'] = ['operator'];

const resource = (props: Omit<ResourceProps, 'meta'> & { meta: ConsoleMeta }): ResourceProps => props;

/**
 * Every workbench resource, declared once (SPEC §2 sidebar groups). Groups are resources without
 * routes; items name their group in meta.parent, which nests up to three levels (系统 › 用户管理 ›
 * 用户列表). `name` is the gateway segment (/v1/<name>/…) unless meta.endpoints says otherwise.
 * Groups whose pages come with later issues (费用中心, 统计, 我的变现) are declared here and stay
 * out of the menu until they hold a page.
 */
export const resources: ResourceProps[] = [
  resource({ name: 'dashboard', list: consolePaths.dashboard, meta: { label: 'menu.dashboard', icon: <DashboardOutlined />, home: true } }),

  resource({ name: 'resources', meta: { label: 'groups.resources', icon: <AppstoreOutlined /> } }),
  resource({ name: 'container', list: paths.container, meta: { parent: 'resources', label: 'menu.container', icon: <CloudServerOutlined /> } }),

  resource({ name: 'image', list: paths.image, meta: { parent: 'resources', label: 'menu.image', icon: <HddOutlined /> } }),

  resource({ name: 'cost', meta: { label: 'groups.cost', icon: <WalletOutlined /> } }),
  resource({
    name: 'order',
    list: paths.bssOrderRenter,
    show: '/bss-order/renter/detail/:id',
    meta: { parent: 'cost', label: 'menu.orders', icon: <ProfileOutlined /> },
  }),
  resource({ name: 'bill', list: paths.bssBill, meta: { parent: 'cost', label: 'menu.bills', icon: <AccountBookOutlined /> } }),
  resource({ name: 'statistics', meta: { label: 'groups.statistics', icon: <BarChartOutlined /> } }),
  resource({ name: 'monetize', meta: { label: 'groups.monetize', icon: <MoneyCollectOutlined />, roles: ['supplier'] } }),

  resource({ name: 'user', meta: { label: 'groups.user', icon: <UserOutlined /> } }),
  resource({
    name: 'profile',
    list: consolePaths.profile,
    meta: { parent: 'user', label: 'menu.profile', icon: <IdcardOutlined />, endpoints: { one: '/v1/profile/info', update: '/v1/profile/update' } },
  }),
  resource({
    name: 'sessions',
    list: consolePaths.security,
    meta: { parent: 'user', label: 'menu.security', icon: <SafetyOutlined />, endpoints: { list: '/v1/profile/sessions' } },
  }),
  resource({ name: 'organization', list: consolePaths.organization, meta: { parent: 'user', label: 'menu.organization', icon: <ApartmentOutlined /> } }),

  resource({ name: 'management', meta: { label: 'groups.management', icon: <ControlOutlined />, roles: operator } }),
  resource({ name: 'overview', list: consolePaths.overview, meta: { parent: 'management', label: 'menu.overview', icon: <FundOutlined />, roles: operator } }),

  resource({ name: 'system', meta: { label: 'groups.system', icon: <SettingOutlined />, roles: operator } }),
  resource({ name: 'systemUsers', meta: { parent: 'system', label: 'groups.systemUsers', icon: <TeamOutlined />, roles: operator } }),
  resource({
    name: 'users',
    list: consolePaths.users,
    show: '/admin/users/:id',
    meta: {
      parent: 'systemUsers',
      label: 'menu.users',
      icon: <SolutionOutlined />,
      roles: operator,
      endpoints: { list: '/user/list', one: '/user/{id}', delete: '/user/delete/{id}' },
    },
  }),
  resource({ name: 'systemAccess', meta: { parent: 'system', label: 'groups.systemAccess', icon: <LockOutlined />, roles: operator } }),
  resource({ name: 'roles', list: consolePaths.roles, meta: { parent: 'systemAccess', label: 'menu.roles', icon: <TeamOutlined />, roles: operator } }),
  resource({
    name: 'permissions',
    list: consolePaths.permissions,
    meta: { parent: 'systemAccess', label: 'menu.permissions', icon: <TableOutlined />, roles: operator },
  }),

  resource({ name: 'exception', list: '/exception/:code', meta: { label: 'menu.exception', hide: true } }),
];

/** The pinned home tab's resource. */
export const HOME_PATH = consolePaths.dashboard;
