import { useMenu, useResourceParams, type TreeMenuItem } from '@refinedev/core';
import type { MenuProps } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from '../../shared/i18n';
import { Link } from 'react-router';
import { useSession } from '../../shared/auth/session';
import type { Role } from '../../shared/contracts/account';
import type { Permission } from '../../shared/contracts/permissions';
import { useMyPermissions } from '../../shared/features/account/api/get-permissions';
import { canAccessResource } from '../providers/access';

type MenuItem = Required<MenuProps>['items'][number];

/** A menu entry the user may open, with the names of the groups above it. */
export interface PageEntry {
  key: string;
  route: string;
  label: string;
  icon?: React.ReactNode;
  trail: string[];
}

/** The menu tree without what the roles may not see, and without groups left empty. */
export function visibleTree(
  items: TreeMenuItem[],
  roles: readonly Role[],
  resources: Parameters<typeof canAccessResource>[2],
  permissions?: readonly Permission[],
): TreeMenuItem[] {
  return items
    .filter((item) => canAccessResource(roles, resources.find((r) => r.name === item.name) ?? item, resources, 'list', permissions))
    .map((item) => ({ ...item, children: visibleTree(item.children, roles, resources, permissions) }))
    .filter((item) => item.route || item.children.length > 0);
}

/** The sidebar / header menu, filtered by access, and the same pages as a flat list. */
export function useConsoleMenu() {
  const { t } = useTranslation('console');
  const { roles } = useSession();
  const permissions = useMyPermissions();
  const { resources } = useResourceParams();
  const { menuItems, selectedKey, defaultOpenKeys } = useMenu();
  return useMemo(() => {
    const tree = visibleTree(menuItems, roles, resources, permissions);
    const pages: PageEntry[] = [];
    const toItems = (items: TreeMenuItem[], trail: string[]): MenuItem[] =>
      items.map((item) => {
        const label = t(item.label ?? item.name);
        if (item.children.length > 0) {
          return { key: item.key, icon: item.icon, label, children: toItems(item.children, [...trail, label]) };
        }
        pages.push({ key: item.key, route: item.route!, label, icon: item.icon, trail });
        return { key: item.key, icon: item.icon, label: <Link to={item.route!}>{label}</Link> };
      });
    const items = toItems(tree, []);
    const groupKeys = tree.flatMap(function keys(item): string[] {
      return item.children.length > 0 ? [item.key, ...item.children.flatMap(keys)] : [];
    });
    return { items, pages, selectedKey, defaultOpenKeys, groupKeys };
  }, [menuItems, roles, resources, permissions, selectedKey, defaultOpenKeys, t]);
}
