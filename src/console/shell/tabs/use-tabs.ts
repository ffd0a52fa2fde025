import { useResourceParams } from '@refinedev/core';
import { useEffect, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';
import { createTabStore, setDetail, type TabState } from './tab-store';

const browserStorage = typeof localStorage === 'undefined' ? null : localStorage;

/** The workbench's one tab store. */
export const tabStore = createTabStore(browserStorage);

export const useTabState = (): TabState => useSyncExternalStore(tabStore.subscribe, tabStore.getState, tabStore.getState);

/** How the current page is named on its tab: its resource's label, and the action when not a list. */
export function useCurrentPage() {
  const { resource, action, id } = useResourceParams();
  const { pathname, search } = useLocation();
  const meta = resource?.meta as { label?: string; home?: boolean } | undefined;
  return {
    key: pathname,
    path: pathname + search,
    label: meta?.label ?? resource?.name ?? pathname,
    action: action ?? 'list',
    id,
    home: Boolean(meta?.home),
    resource,
  };
}

/**
 * Let a detail page name its tab by its record (a user name, an order number) once it has it.
 */
export function useTabDetail(detail: string | undefined) {
  const { pathname } = useLocation();
  useEffect(() => {
    if (detail) tabStore.update((state) => setDetail(state, pathname, detail));
  }, [pathname, detail]);
}
