import type { RouteObject } from 'react-router';
import { paths } from '../shared/config/paths';

/**
 * Workbench pages, each its own chunk. This file holds no components so that the storefront's
 * entry can reference the workbench without downloading any of it.
 */
export const consoleRoutes: RouteObject[] = [
  { path: paths.container, lazy: async () => ({ Component: (await import('./resources/container/list')).default }) },
];

/** The workbench root: Refine and the shell, loaded on the first workbench visit. */
export const loadConsoleRoot = async () => ({ Component: (await import('./root')).default });
