import {
  BgColorsOutlined,
  GiftOutlined,
  GlobalOutlined,
  KeyOutlined,
  LayoutOutlined,
  LogoutOutlined,
} from '@ant-design/icons';
import { useLogout } from '@refinedev/core';
import { Priority, useRegisterActions, type Action } from '@refinedev/kbar';
import { useMemo } from 'react';
import { useTranslation } from '../../../shared/i18n';
import { useNavigate } from 'react-router';
import { openAccountDialog } from '../../../shared/ui/account-dialogs';
import { paths } from '../../../shared/config/paths';
import { getSettings, updateSettings, type LayoutMode } from '../../../shared/settings/settings';
import type { PageEntry } from '../menu';

const SITE_PAGES = [
  ['home', paths.home.getHref()],
  ['gpuMarket', paths.gpuMarket.getHref()],
  ['mall', paths.mall.getHref()],
  ['aiMarket', paths.modelMarket.getHref()],
  ['knowledge', paths.knowledge.getHref()],
  ['news', paths.news.getHref()],
  ['about', paths.aboutUs.getHref()],
] as const;

const LAYOUTS: LayoutMode[] = ['vertical', 'horizontal', 'mini'];

/**
 * What the shell itself owns in the palette: every page of the menu the user may open (the menu
 * is already filtered by access control), the storefront's pages, and the account, theme, layout
 * and sign-out commands. Pages register their own actions next to the code that runs them.
 */
export function useShellActions(pages: PageEntry[]) {
  const { t } = useTranslation('console');
  const navigate = useNavigate();
  const { mutate: logout } = useLogout();
  const actions = useMemo<Action[]>(() => {
    const section = (key: string) => t(`palette.sections.${key}`);
    return [
      ...pages.map<Action>((page) => ({
        id: `page:${page.key}`,
        name: page.label,
        subtitle: page.trail.join(' / ') || undefined,
        keywords: `${page.trail.join(' ')} ${page.route}`,
        section: { name: section('pages'), priority: Priority.HIGH },
        icon: page.icon,
        perform: () => navigate(page.route),
      })),
      {
        id: 'redeem',
        name: t('palette.redeem'),
        keywords: 'coupon card 卡券 兑换',
        section: section('actions'),
        icon: <GiftOutlined />,
        perform: () => openAccountDialog('coupons'),
      },
      {
        id: 'password',
        name: t('palette.changePassword'),
        keywords: 'password 密码',
        section: section('actions'),
        icon: <KeyOutlined />,
        perform: () => openAccountDialog('password'),
      },
      {
        id: 'toggle-theme',
        name: t('palette.toggleTheme'),
        keywords: 'theme dark light 主题 深色 浅色',
        section: section('actions'),
        icon: <BgColorsOutlined />,
        perform: () => updateSettings({ themeMode: getSettings().themeMode === 'dark' ? 'light' : 'dark' }),
      },
      {
        id: 'switch-layout',
        name: t('palette.switchLayout'),
        keywords: 'layout 布局',
        section: section('actions'),
        icon: <LayoutOutlined />,
      },
      ...LAYOUTS.map<Action>((layout) => ({
        id: `layout:${layout}`,
        name: t(`settings.${layout}`),
        parent: 'switch-layout',
        keywords: layout,
        icon: <LayoutOutlined />,
        perform: () => updateSettings({ layout }),
      })),
      {
        id: 'logout',
        name: t('palette.logout'),
        keywords: 'logout sign out 退出',
        section: section('actions'),
        icon: <LogoutOutlined />,
        priority: Priority.LOW,
        perform: () => logout(),
      },
      ...SITE_PAGES.map<Action>(([key, path]) => ({
        id: `site:${key}`,
        name: t(`palette.site.${key}`),
        keywords: path,
        section: { name: section('site'), priority: Priority.LOW },
        icon: <GlobalOutlined />,
        perform: () => navigate(path),
      })),
    ];
  }, [pages, t, navigate, logout]);
  useRegisterActions(actions, [actions]);
}
