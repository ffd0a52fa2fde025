import { LogoutOutlined, MenuFoldOutlined, MenuUnfoldOutlined, UserOutlined } from '@ant-design/icons';
import { useLogout, useMenu, type TreeMenuItem } from '@refinedev/core';
import { Avatar, Breadcrumb, Button, Drawer, Dropdown, Grid, Layout, Menu, theme, type MenuProps } from 'antd';
import { Suspense, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router';
import { useSession } from '../../shared/auth/session';
import { paths } from '../../shared/config/paths';
import { Logo } from '../../shared/ui/Logo';
import { canAccess, type AccessMeta } from '../providers/access';
import styles from './shell.module.css';

type MenuItem = Required<MenuProps>['items'][number];

function toMenuItems(items: TreeMenuItem[], roles: ReturnType<typeof useSession>['roles'], t: (key: string) => string): MenuItem[] {
  return items
    .filter((item) => canAccess(roles, item.meta as AccessMeta | undefined))
    .map((item): MenuItem | null => {
      const label = t(item.label ?? item.name);
      if (item.children.length > 0) {
        const children = toMenuItems(item.children, roles, t);
        return children.length > 0 ? { key: item.key, icon: item.icon, label, children } : null;
      }
      return { key: item.key, icon: item.icon, label: item.route ? <Link to={item.route}>{label}</Link> : label };
    })
    .filter((item): item is MenuItem => item !== null);
}

function SideMenu({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation('console');
  const { roles } = useSession();
  const { menuItems, selectedKey, defaultOpenKeys } = useMenu();
  return (
    <Menu
      mode="inline"
      selectedKeys={[selectedKey]}
      defaultOpenKeys={defaultOpenKeys.length ? defaultOpenKeys : menuItems.map((i) => i.key)}
      items={toMenuItems(menuItems, roles, t)}
      onClick={onNavigate}
      style={{ borderInlineEnd: 0 }}
    />
  );
}

/** The workbench frame (SPEC §2): 80 px header, grouped sidebar, content at least 1200 px wide. */
export function ConsoleLayout({ children }: { children?: ReactNode }) {
  const { t } = useTranslation('console');
  const { token } = theme.useToken();
  const screens = Grid.useBreakpoint();
  const isMobile = !screens.lg;
  const [collapsed, setCollapsed] = useState(false);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const { user } = useSession();
  const { mutate: logout } = useLogout();

  const brand = (
    <Link to={paths.home} className={styles.brand} style={{ color: token.colorText }}>
      <Logo size={collapsed && !isMobile ? 30 : 28} withText={!collapsed || isMobile} />
    </Link>
  );

  return (
    <Layout className={styles.layout}>
      {isMobile ? (
        <Drawer placement="left" open={drawerOpen} onClose={() => setDrawerOpen(false)} width={260} styles={{ body: { padding: 0 } }}>
          {brand}
          <SideMenu onNavigate={() => setDrawerOpen(false)} />
        </Drawer>
      ) : (
        <Layout.Sider
          className={styles.sider}
          width={232}
          collapsed={collapsed}
          collapsedWidth={72}
          theme="light"
          style={{ background: token.colorBgContainer, borderInlineEnd: `1px solid ${token.colorBorderSecondary}` }}
        >
          {brand}
          <SideMenu />
        </Layout.Sider>
      )}
      <Layout>
        <Layout.Header
          className={styles.header}
          style={{ background: token.colorBgContainer, borderBottom: `1px solid ${token.colorBorderSecondary}` }}
        >
          <Button
            type="text"
            aria-label={collapsed ? t('header.expand') : t('header.collapse')}
            icon={collapsed || isMobile ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
            onClick={() => (isMobile ? setDrawerOpen(true) : setCollapsed((c) => !c))}
          />
          <Breadcrumb items={[{ title: t('title').split(' - ')[0] }]} />
          <div className={styles.headerRight}>
            <Link to={paths.home}>{t('header.backToSite')}</Link>
            <Dropdown
              menu={{
                items: [{ key: 'logout', icon: <LogoutOutlined />, label: t('header.logout'), onClick: () => logout() }],
              }}
            >
              <Button type="text" aria-label={t('header.userMenu')} icon={<Avatar size="small" icon={<UserOutlined />} />}>
                {!isMobile && (user?.name || user?.userName)}
              </Button>
            </Dropdown>
          </div>
        </Layout.Header>
        <Layout.Content className={styles.scroll}>
          <div className={styles.content}>
            <Suspense fallback={null}>{children ?? <Outlet />}</Suspense>
          </div>
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
