import { QueryClientProvider } from '@tanstack/react-query';
import type { ComponentType, ReactNode } from 'react';
import { queryClient } from './client';

/**
 * The one QueryClient for the part of the app inside. There is no provider at the root: the
 * query library loads with the first part that reads through it (a page, the workbench, the
 * user menu, a section of the home page), so a page that shows no such part never downloads it.
 * Every such part is wrapped in this (the route table does it for the public pages).
 */
export function WithQueries({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}

/** `Component` inside WithQueries. */
export function withQueries<P extends object>(Component: ComponentType<P>): ComponentType<P> {
  function Queried(props: P) {
    return (
      <WithQueries>
        <Component {...props} />
      </WithQueries>
    );
  }
  Queried.displayName = `withQueries(${Component.displayName ?? Component.name})`;
  return Queried;
}
