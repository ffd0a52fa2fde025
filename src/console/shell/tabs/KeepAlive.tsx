import { Activity, useRef, type ReactNode } from 'react';
import { useLocation, useOutlet } from 'react-router';
import { useTabState } from './use-tabs';

/**
 * The page area. With tabs on, every open tab's page stays mounted but hidden (React's
 * <Activity>): switching back to a tab shows it at once with its scroll, filters and form
 * input intact, while hidden pages run no effects and fetch nothing. A page leaves the cache when
 * its tab closes; a refresh bumps the tab's version, which remounts it.
 */
export function KeepAliveOutlet({ enabled, current }: { enabled: boolean; current?: ReactNode }) {
  const outlet = useOutlet();
  const { pathname } = useLocation();
  const { tabs } = useTabState();
  const cache = useRef(new Map<string, ReactNode>());
  const pages = cache.current;
  pages.set(pathname, current ?? outlet);
  for (const key of pages.keys()) {
    if (key !== pathname && (!enabled || !tabs.some((tab) => tab.key === key))) pages.delete(key);
  }
  return (
    <>
      {[...pages].map(([key, element]) => {
        const version = tabs.find((tab) => tab.key === key)?.version ?? 0;
        return (
          <Activity key={`${key}#${version}`} mode={key === pathname ? 'visible' : 'hidden'}>
            <div data-page={key}>{element}</div>
          </Activity>
        );
      })}
    </>
  );
}
