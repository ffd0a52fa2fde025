import { prerender } from 'react-dom/static';
import { createMemoryRouter } from 'react-router';
import './shared/i18n';
import { queryClient } from './shared/query/client';
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
