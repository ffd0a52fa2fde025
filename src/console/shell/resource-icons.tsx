import {
  AccountBookOutlined,
  ApartmentOutlined,
  AppstoreOutlined,
  AuditOutlined,
  BarChartOutlined,
  BookOutlined,
  CalendarOutlined,
  CloudServerOutlined,
  ContainerOutlined,
  ControlOutlined,
  DashboardOutlined,
  DatabaseOutlined,
  EnvironmentOutlined,
  FieldTimeOutlined,
  FileTextOutlined,
  FundOutlined,
  GlobalOutlined,
  HddOutlined,
  IdcardOutlined,
  LockOutlined,
  MoneyCollectOutlined,
  NotificationOutlined,
  PictureOutlined,
  ProfileOutlined,
  ProjectOutlined,
  ReadOutlined,
  SafetyOutlined,
  SettingOutlined,
  ShopOutlined,
  SolutionOutlined,
  TableOutlined,
  TeamOutlined,
  UserOutlined,
  WalletOutlined,
} from '@ant-design/icons';
import type { ResourceProps } from '@refinedev/core';

/** The icon of each resource and group, by the key its declaration names (config/resources.ts). */
export const RESOURCE_ICONS = {
  AccountBook: <AccountBookOutlined />,
  Apartment: <ApartmentOutlined />,
  Appstore: <AppstoreOutlined />,
  Audit: <AuditOutlined />,
  BarChart: <BarChartOutlined />,
  Book: <BookOutlined />,
  Calendar: <CalendarOutlined />,
  CloudServer: <CloudServerOutlined />,
  Container: <ContainerOutlined />,
  Control: <ControlOutlined />,
  Dashboard: <DashboardOutlined />,
  Database: <DatabaseOutlined />,
  Environment: <EnvironmentOutlined />,
  FieldTime: <FieldTimeOutlined />,
  FileText: <FileTextOutlined />,
  Fund: <FundOutlined />,
  Global: <GlobalOutlined />,
  Hdd: <HddOutlined />,
  Idcard: <IdcardOutlined />,
  Lock: <LockOutlined />,
  MoneyCollect: <MoneyCollectOutlined />,
  Notification: <NotificationOutlined />,
  Picture: <PictureOutlined />,
  Profile: <ProfileOutlined />,
  Project: <ProjectOutlined />,
  Read: <ReadOutlined />,
  Safety: <SafetyOutlined />,
  Setting: <SettingOutlined />,
  Shop: <ShopOutlined />,
  Solution: <SolutionOutlined />,
  Table: <TableOutlined />,
  Team: <TeamOutlined />,
  User: <UserOutlined />,
  Wallet: <WalletOutlined />,
} satisfies Record<string, React.ReactNode>;

export type ResourceIcon = keyof typeof RESOURCE_ICONS;

/** The resources as Refine's menu wants them: with their icons as elements. */
export const withIcons = (resources: readonly ResourceProps[]): ResourceProps[] =>
  resources.map((resource) => {
    const icon = resource.meta?.icon as ResourceIcon | undefined;
    return icon ? { ...resource, meta: { ...resource.meta, icon: RESOURCE_ICONS[icon] } } : resource;
  });
