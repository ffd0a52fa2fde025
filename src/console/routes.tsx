import { redirect, type RouteObject } from 'react-router';
import { paths } from '../shared/config/paths';
import { resources, type PageAction, type PageLoader } from './config/resources';

/**
 * Workbench pages, each its own chunk, generated from the resources (config/resources.ts declares
 * every page once, with its path and its loader). This file and that one hold no components, so the
 * storefront's entry can reference the workbench without downloading any of it. The pathless route
 * around the pages carries the error boundary, so a failing page is replaced by the error screen
 * inside the shell while the shell stays.
 */
const page = (load: PageLoader) => async () => ({ Component: (await load()).default });

const ACTIONS: PageAction[] = ['list', 'create', 'show', 'edit'];

const pageRoutes: RouteObject[] = resources.flatMap((resource) => {
  const pages = (resource.meta as { pages?: Partial<Record<PageAction, PageLoader>> } | undefined)?.pages ?? {};
  return ACTIONS.flatMap((action) => {
    const path = resource[action];
    const load = pages[action];
    return typeof path === 'string' && load ? [{ path, lazy: page(load) }] : [];
  });
});

export const consoleRoutes: RouteObject[] = [
  {
    lazy: async () => ({ ErrorBoundary: (await import('./shell/StatusPage')).ConsoleRouteError }),
    children: [{ path: paths.bssOrder.path, loader: () => redirect(paths.bssOrderRenter.getHref()) }, ...pageRoutes],
  },
];

/** The workbench root: Refine and the shell, loaded on the first workbench visit. */
export const loadConsoleRoot = async () => ({ Component: (await import('./root')).default });
