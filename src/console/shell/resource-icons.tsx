import {
  AccountBookOutlined,
  ApartmentOutlined,
  AppstoreOutlined,
  AuditOutlined,
  BarChartOutlined,
  CalendarOutlined,
  CloudServerOutlined,
  ControlOutlined,
  DashboardOutlined,
  DatabaseOutlined,
  EnvironmentOutlined,
  FieldTimeOutlined,
  FundOutlined,
  HddOutlined,
  IdcardOutlined,
  LockOutlined,
  MoneyCollectOutlined,
  ProfileOutlined,
  ProjectOutlined,
  SafetyOutlined,
  SettingOutlined,
  ShopOutlined,
  SolutionOutlined,
  TableOutlined,
  TeamOutlined,
  UserOutlined,
  WalletOutlined,
  CreditCardOutlined,
  FileSearchOutlined,
  InboxOutlined,
  LineChartOutlined,
} from '@ant-design/icons';
import type { ResourceProps } from '@refinedev/core';

/** The icon of each resource and group, by the key its declaration names (config/resources.ts). */
export const RESOURCE_ICONS = {
  AccountBook: <AccountBookOutlined />,
  Apartment: <ApartmentOutlined />,
  Appstore: <AppstoreOutlined />,
  Audit: <AuditOutlined />,
  BarChart: <BarChartOutlined />,
  Calendar: <CalendarOutlined />,
  CloudServer: <CloudServerOutlined />,
  Control: <ControlOutlined />,
  Dashboard: <DashboardOutlined />,
  Database: <DatabaseOutlined />,
  Environment: <EnvironmentOutlined />,
  FieldTime: <FieldTimeOutlined />,
  Fund: <FundOutlined />,
  Hdd: <HddOutlined />,
  Idcard: <IdcardOutlined />,
  Lock: <LockOutlined />,
  MoneyCollect: <MoneyCollectOutlined />,
  Profile: <ProfileOutlined />,
  Project: <ProjectOutlined />,
  Safety: <SafetyOutlined />,
  Setting: <SettingOutlined />,
  Shop: <ShopOutlined />,
  Solution: <SolutionOutlined />,
  Table: <TableOutlined />,
  Team: <TeamOutlined />,
  User: <UserOutlined />,
  Wallet: <WalletOutlined />,
  LineChart: <LineChartOutlined />,
  Inbox: <InboxOutlined />,
  FileSearch: <FileSearchOutlined />,
  CreditCard: <CreditCardOutlined />,
} satisfies Record<string, React.ReactNode>;

export type ResourceIcon = keyof typeof RESOURCE_ICONS;

/** The resources as Refine's menu wants them: with their icons as elements. */
export const withIcons = (resources: readonly ResourceProps[]): ResourceProps[] =>
  resources.map((resource) => {
    const icon = resource.meta?.icon as ResourceIcon | undefined;
    return icon ? { ...resource, meta: { ...resource.meta, icon: RESOURCE_ICONS[icon] } } : resource;
  });
