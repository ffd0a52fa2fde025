import { StrictMode, useEffect } from 'react';
import { RouterProvider, type DataRouter } from 'react-router';
import { AccountDialogHost } from './account-dialogs/AccountDialogHost';
import { LazyToaster } from './shared/ui/LazyToaster';

/**
 * The app's tree around a router: the browser's in main.tsx, a memory router when the build
 * prerenders a public page (prerender.tsx). Both render this same tree, so React can hydrate
 * the prerendered HTML.
 */
export function Root({ router }: { router: DataRouter }) {
  return (
    <StrictMode>
      <RouterProvider router={router} />
      <AccountDialogHost />
      <LazyToaster />
      <AppReady />
    </StrictMode>
  );
}

/**
 * Marks the document once the app runs (<html data-app="ready">): a prerendered page is on screen
 * before that, but its buttons and menus only answer from then on. Browser tests wait for it.
 */
function AppReady() {
  useEffect(() => {
    document.documentElement.dataset.app = 'ready';
  }, []);
  return null;
}

/** Resolves once the router has loaded the code of the routes it starts on. */
export function routerReady(router: DataRouter): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}
