import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * False while React hydrates a prerendered page (the server's answer), true once the page runs
 * in the browser. Parts that depend on what only the browser knows (who is signed in) can keep
 * their place without showing the server's guess.
 */
export const useHydrated = (): boolean =>
  useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
