import { useBreadcrumb } from '@refinedev/core';
import { Breadcrumb, theme } from 'antd';
import { useTranslation } from '../../shared/i18n';
import { Link } from 'react-router';
import { HOME_PATH } from '../config/resources';
import type { PageEntry } from './menu';

/**
 * Where the page sits (SPEC §2): 工作台, then its groups and itself. Every segment but the last
 * is clickable — a page by its link, a group by a menu of the pages inside it; the last one is
 * highlighted.
 */
export function Breadcrumbs({ pages }: { pages: PageEntry[] }) {
  const { t } = useTranslation('console');
  const { token } = theme.useToken();
  const { breadcrumbs } = useBreadcrumb();
  const crumbs = breadcrumbs.map((crumb) => ({ ...crumb, label: t(crumb.label) }));
  const isHome = crumbs.length === 1 && crumbs[0]!.href === HOME_PATH;
  const all = isHome ? crumbs : [{ label: t('menu.dashboard'), href: HOME_PATH, icon: undefined }, ...crumbs];
  return (
    <Breadcrumb
      aria-label="breadcrumb"
      items={all.map((crumb, i) => {
        const last = i === all.length - 1;
        if (last) return { title: <span style={{ color: token.colorPrimary, fontWeight: 600 }} aria-current="page">{crumb.label}</span> };
        if (crumb.href) return { title: <Link to={crumb.href}>{crumb.label}</Link> };
        const inside = pages.filter((page) => page.trail.includes(crumb.label));
        return inside.length > 0
          ? { title: crumb.label, menu: { items: inside.map((page) => ({ key: page.key, label: <Link to={page.route}>{page.label}</Link> })) } }
          : { title: crumb.label };
      })}
    />
  );
}
