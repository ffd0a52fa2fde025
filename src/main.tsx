import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import './shared/i18n';
import { watchSettings } from './shared/settings/apply';
import { revealDeferred } from './shared/ui/deferred';
import './shared/styles/base.css';
import { Root, routerReady } from './Root';
import { discoverRoutes, routes } from './routes';

// Theme colour and layout as CSS variables for both faces, kept in step with the settings.
watchSettings();

const router = createBrowserRouter(routes, { patchRoutesOnNavigation: discoverRoutes });
const container = document.getElementById('root')!;

// The build prerenders a few public pages (scripts/route-pages.ts); their HTML is hydrated once
// the router has the route's code, so the first render matches it. Every other page renders here.
// Hydrating in a transition lets React yield to the browser between pieces of the page, so the
// visitor can scroll and click meanwhile. (No top-level await: the route chunks import from this
// entry, which must have finished evaluating.) Parts of the page deferred until they come into
// view (shared/ui/deferred.tsx) load as soon as the router changes anything: their server HTML
// cannot take an update before their code is there. A page whose first render reads the query
// string (data-reads-query: the markets' filters) was prerendered without one: with one, it is
// rendered afresh, its HTML shown until then.
const { prerendered, readsQuery } = container.dataset;
if (prerendered === location.pathname && !(readsQuery !== undefined && location.search)) {
  void routerReady(router).then(() => {
    router.subscribe(revealDeferred);
    startTransition(() => void hydrateRoot(container, <Root router={router} />));
  });
} else {
  // The HTML's first frame (the loading screen, or the page's skeleton: scripts/route-skeletons.ts)
  // stays until the route's code is there: rendering before would replace it with nothing.
  void routerReady(router).then(() => createRoot(container).render(<Root router={router} />));
}
