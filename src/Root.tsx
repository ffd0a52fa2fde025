import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { RouterProvider, type DataRouter } from 'react-router';
import { AccountDialogHost } from './shared/account/AccountDialogHost';
import { queryClient } from './shared/query/client';
import { LazyToaster } from './shared/ui/LazyToaster';

/**
 * The app's tree around a router: the browser's in main.tsx, a memory router when the build
 * prerenders a public page (prerender.tsx). Both render this same tree, so React can hydrate
 * the prerendered HTML.
 */
export function Root({ router }: { router: DataRouter }) {
  return (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
        <AccountDialogHost />
        <LazyToaster />
      </QueryClientProvider>
    </StrictMode>
  );
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
