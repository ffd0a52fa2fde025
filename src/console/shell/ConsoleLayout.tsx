import { CompressOutlined, MenuFoldOutlined, MenuUnfoldOutlined, MenuOutlined } from '@ant-design/icons';
import { useResourceParams } from '@refinedev/core';
import { Button, Grid, Layout, Menu, theme } from 'antd';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from '../../shared/i18n';
import { Link, useLocation } from 'react-router';
import { useSession } from '../../shared/auth/session';
import { useSettings } from '../../shared/settings/settings';
import { Logo } from '../../shared/ui/Logo';
import { useDocumentMeta } from '../../shared/ui/use-document-meta';
import { HOME_PATH } from '../config/resources';
import { useMyPermissions } from '../../shared/features/account/api/get-permissions';
import { canAccessResource } from '../providers/access';
import { Breadcrumbs } from './Breadcrumbs';
import CommandPalette from './palette/CommandPalette';
import { HeaderTools } from './HeaderTools';
import { useConsoleMenu } from './menu';
import { useShellActions } from './palette/use-shell-actions';
import { RouteProgress } from './RouteProgress';
import styles from './shell.module.css';
import { StatusPage } from './StatusPage';
import { KeepAliveOutlet } from './tabs/KeepAlive';
import { TabBar } from './tabs/TabBar';
import { addTab } from './tabs/tab-store';
import { tabStore, useCurrentPage } from './tabs/use-tabs';

// Rarely opened parts load on first use, keeping them out of the first page's JavaScript.
const SettingsDrawer = lazy(() => import('./settings/SettingsDrawer'));
const MobileNav = lazy(() => import('./MobileNav'));

/** Keeps the tab store in step with the page shown and the user signed in. */
function useTabSync(multiTab: boolean) {
  const { user, roles } = useSession();
  const page = useCurrentPage();
  useEffect(() => {
    tabStore.setPersistent(multiTab);
  }, [multiTab]);
  useEffect(() => {
    tabStore.load(user?.userBaseId ? `tabs:${user.userBaseId}` : null);
  }, [user?.userBaseId]);
  useEffect(() => {
    tabStore.update((state) => {
      let next = state;
      if (!next.tabs.some((tab) => tab.home)) next = addTab(next, { key: HOME_PATH, path: HOME_PATH, label: 'menu.dashboard', home: true });
      return addTab(next, { key: page.key, path: page.path, label: page.label, home: page.home });
    });
  }, [page.key, page.path, page.label, page.home, roles]);
}

/**
 * The workbench frame (SPEC §2): 80 px header, grouped sidebar (vertical), menu in the header
 * (horizontal) or icons only (mini), a drawer on phones, breadcrumb, tabs, content at least
 * 1200 px wide on desktop.
 */
export function ConsoleLayout() {
  const { t } = useTranslation('console');
  const { token } = theme.useToken();
  const settings = useSettings();
  const screens = Grid.useBreakpoint();
  const isMobile = screens.lg === false;
  const [collapsed, setCollapsed] = useState(false);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [settingsLoaded, setSettingsLoaded] = useState(false);
  const [fullscreen, setFullscreen] = useState(false);
  const { roles } = useSession();
  const permissions = useMyPermissions();
  const menu = useConsoleMenu();
  const page = useCurrentPage();
  const { pathname } = useLocation();
  const { resources } = useResourceParams();
  useShellActions(menu.pages);
  useTabSync(settings.multiTab);
  // The document is named after the page shown, as its tab is.
  const pageTitle = page.label.startsWith('/') ? undefined : t(page.label);
  useDocumentMeta(pageTitle ? `${pageTitle} - ${t('title')}` : t('title'), t('description'));

  useEffect(() => setDrawerOpen(false), [pathname]);
  useEffect(() => {
    if (!fullscreen) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setFullscreen(false);
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [fullscreen]);

  const layout = isMobile ? 'vertical' : settings.layout;
  const siderCollapsed = layout === 'mini' || collapsed;
  const allowed = !page.resource || canAccessResource(roles, page.resource, resources, page.action, permissions);
  const openSettings = () => {
    setSettingsLoaded(true);
    setSettingsOpen(true);
  };

  const brand = (small: boolean) => (
    <Link to={HOME_PATH} className={styles.brand} style={{ color: token.colorText, justifyContent: small ? 'center' : undefined }} aria-label={t('menu.dashboard')}>
      <Logo size={30} withText={!small} />
    </Link>
  );
  const sideMenu = (
    <Menu
      mode="inline"
      items={menu.items}
      selectedKeys={[menu.selectedKey]}
      defaultOpenKeys={menu.groupKeys}
      inlineCollapsed={siderCollapsed}
      style={{ borderInlineEnd: 0, background: 'transparent' }}
    />
  );

  return (
    <Layout className={styles.layout} data-theme={settings.themeMode} data-layout={layout}>
      <RouteProgress />
      {isMobile ? (
        drawerOpen && (
          <Suspense fallback={null}>
            <MobileNav
              open={drawerOpen}
              onClose={() => setDrawerOpen(false)}
              brand={brand(false)}
              items={menu.items}
              selectedKey={menu.selectedKey}
              openKeys={menu.groupKeys}
            />
          </Suspense>
        )
      ) : (
        layout !== 'horizontal' && (
          <Layout.Sider
            className={styles.sider}
            width={232}
            collapsed={siderCollapsed}
            collapsedWidth={72}
            theme={settings.themeMode}
            style={{ background: token.colorBgContainer, borderInlineEnd: `1px solid ${token.colorBorderSecondary}` }}
            aria-label="sidebar"
          >
            {brand(siderCollapsed)}
            <nav aria-label={t('menu.dashboard')}>{sideMenu}</nav>
          </Layout.Sider>
        )
      )}
      <Layout style={{ minWidth: 0 }}>
        <Layout.Header className={styles.header} style={{ background: token.colorBgContainer, borderBottom: `1px solid ${token.colorBorderSecondary}` }}>
          {layout === 'horizontal' ? (
            <>
              {brand(false)}
              <nav className={styles.topMenu} aria-label={t('menu.dashboard')}>
                <Menu mode="horizontal" items={menu.items} selectedKeys={[menu.selectedKey]} style={{ borderBottom: 0, background: 'transparent', minWidth: 0 }} />
              </nav>
            </>
          ) : (
            <>
              {isMobile ? (
                <Button type="text" aria-label={t('header.openMenu')} icon={<MenuOutlined />} onClick={() => setDrawerOpen(true)} />
              ) : (
                layout === 'vertical' && (
                  <Button
                    type="text"
                    aria-label={collapsed ? t('header.expand') : t('header.collapse')}
                    icon={collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
                    onClick={() => setCollapsed((c) => !c)}
                  />
                )
              )}
              {settings.breadcrumb && !isMobile && <Breadcrumbs pages={menu.pages} />}
            </>
          )}
          <HeaderTools compact={isMobile} onOpenSettings={openSettings} />
        </Layout.Header>
        {settings.multiTab && <TabBar fullscreen={fullscreen} setFullscreen={setFullscreen} />}
        <Layout.Content className={`${styles.scroll} ${fullscreen ? styles.fullscreen : ''}`} style={fullscreen ? { background: token.colorBgLayout } : undefined}>
          {fullscreen && (
            <Button className={styles.exitFullscreen} icon={<CompressOutlined />} onClick={() => setFullscreen(false)}>
              {t('tabs.exitFullscreen')}
            </Button>
          )}
          <div className={`${styles.content} ${settings.stretch ? styles.stretch : styles.fixed}`}>
            {settings.breadcrumb && (layout === 'horizontal' || isMobile) && (
              <div className={styles.crumbRow}>
                <Breadcrumbs pages={menu.pages} />
              </div>
            )}
            <KeepAliveOutlet enabled={settings.multiTab} current={allowed ? undefined : <StatusPage status={403} />} />
          </div>
        </Layout.Content>
      </Layout>
      {/* Mounted up front: kbar's enter animation only runs for an animator that is already there. */}
      <CommandPalette />
      {settingsLoaded && (
        <Suspense fallback={null}>
          <SettingsDrawer open={settingsOpen} onClose={() => setSettingsOpen(false)} />
        </Suspense>
      )}
    </Layout>
  );
}
