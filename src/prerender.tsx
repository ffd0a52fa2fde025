import { prerender } from 'react-dom/static';
import { createMemoryRouter, type RouteObject } from 'react-router';
import './shared/i18n';
import { queryClient } from './shared/query/client';
import type { PublicHandle } from './storefront/layout/PublicLayout';
import { takeServerMeta } from './shared/ui/use-document-meta';
import { Root, routerReady } from './Root';
import { routes } from './routes';

export interface PrerenderedPage {
  /** The markup of #root. */
  html: string;
  title: string;
  description: string | undefined;
}

async function renderOnce(pathname: string): Promise<string> {
  const router = createMemoryRouter(routes, { initialEntries: [pathname] });
  await routerReady(router);
  // One piece: the page is read whole, with no boundaries outlined for streaming.
  const { prelude } = await prerender(<Root router={router} />, { progressiveChunkSize: Number.POSITIVE_INFINITY });
  router.dispose();
  // The queries it started keep timers (their cache time) that would hold the build open.
  queryClient.clear();
  return new Response(prelude).text();
}

/**
 * A public page as the app first renders it in the browser, for the build to put in its HTML
 * (scripts/route-pages.ts). The first pass loads the page's lazy parts; the second renders them
 * in place, so the HTML holds every section and no streaming fallbacks.
 */
export async function render(pathname: string): Promise<PrerenderedPage> {
  await renderOnce(pathname);
  const html = await renderOnce(pathname);
  if (/<script|<!--\$[?!]/.test(html)) throw new Error(`prerender: ${pathname} still has suspended parts`);
  const meta = takeServerMeta();
  if (!meta) throw new Error(`prerender: ${pathname} sets no title`);
  return { html, ...meta };
}

/** The public pages in the light theme (SPEC §2, §6) with a fixed path, for their own loading screen. */
export function lightPaths(): string[] {
  const found: string[] = [];
  const walk = (list: RouteObject[]) => {
    for (const route of list) {
      const theme = (route.handle as PublicHandle | undefined)?.theme;
      if (route.path && !/[:*]/.test(route.path) && theme === 'light') found.push(route.path);
      if (route.children) walk(route.children);
    }
  };
  walk(routes);
  return found;
}

/** Every workbench page's path (`:id` patterns among them), for the workbench's skeleton page. */
export async function workbenchPaths(): Promise<string[]> {
  const { consoleRoutes } = await import('./console/routes');
  const found: string[] = [];
  const walk = (list: RouteObject[]) => {
    for (const route of list) {
      if (route.path) found.push(route.path);
      if (route.children) walk(route.children);
    }
  };
  walk(consoleRoutes);
  return found;
}
