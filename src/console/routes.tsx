import { redirect, type RouteObject } from 'react-router';
import { paths } from '../shared/config/paths';
import { consolePaths } from './config/paths';

/**
 * Workbench pages, each its own chunk. This file holds no components so that the storefront's
 * entry can reference the workbench without downloading any of it. The pathless route around
 * the pages carries the error boundary, so a failing page is replaced by the error screen inside
 * the shell while the shell stays.
 */
const page = (load: () => Promise<{ default: React.ComponentType }>) => async () => ({ Component: (await load()).default });

export const consoleRoutes: RouteObject[] = [
  {
    lazy: async () => ({ ErrorBoundary: (await import('./shell/StatusPage')).ConsoleRouteError }),
    children: [
      { path: consolePaths.dashboard, lazy: page(() => import('./resources/dashboard/index')) },
      { path: paths.container, lazy: page(() => import('./resources/container/list')) },
      { path: paths.image, lazy: page(() => import('./resources/image/list')) },
      { path: paths.bssOrder, loader: () => redirect(paths.bssOrderRenter) },
      { path: paths.bssOrderRenter, lazy: page(() => import('./resources/order/list')) },
      { path: '/bss-order/renter/detail/:id', lazy: page(() => import('./resources/order/show')) },
      { path: paths.bssBill, lazy: page(() => import('./resources/bill/list')) },
      { path: consolePaths.profile, lazy: page(() => import('./resources/account/profile')) },
      { path: consolePaths.security, lazy: page(() => import('./resources/account/security')) },
      { path: consolePaths.organization, lazy: page(() => import('./resources/account/organization')) },
      { path: consolePaths.overview, lazy: page(() => import('./resources/admin/overview')) },
      { path: consolePaths.users, lazy: page(() => import('./resources/admin/users/list')) },
      { path: '/admin/users/:id', lazy: page(() => import('./resources/admin/users/show')) },
      { path: consolePaths.roles, lazy: page(() => import('./resources/admin/roles')) },
      { path: consolePaths.permissions, lazy: page(() => import('./resources/admin/permissions')) },
      { path: '/exception/:code', lazy: page(() => import('./shell/StatusPage')) },
    ],
  },
];

/** The workbench root: Refine and the shell, loaded on the first workbench visit. */
export const loadConsoleRoot = async () => ({ Component: (await import('./root')).default });
