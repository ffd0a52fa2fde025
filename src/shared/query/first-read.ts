import { useEffect, useSyncExternalStore } from 'react';
import type { QueryKey } from '@tanstack/react-query';
import { STALE_TIME } from './defaults';

/**
 * Reads of a public page's first screen that must not wait for the query library (11 KB gzip) or
 * bring it: the home page's announcements and published slides. A read is fetched once per key,
 * deduped while in flight, and kept as the query cache would keep it (STALE_TIME); a failure
 * shows nothing, like their queries' `retry: false`, and the next mount asks again. They share the cache vocabulary: their keys
 * are view keys, and invalidateViews refetches those a change touched, as it does the queries.
 * The prerender and the hydrating render see no data, as with useQuery.
 */
export interface FirstRead<T> {
  queryKey: QueryKey;
  queryFn: () => Promise<T>;
}

interface Entry {
  read: FirstRead<unknown>;
  status: 'pending' | 'success' | 'error';
  data: unknown;
  at: number;
}

const entries = new Map<string, Entry>();
const listeners = new Set<() => void>();
const hash = (key: QueryKey) => JSON.stringify(key);
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

function fetchRead(read: FirstRead<unknown>, force = false): void {
  const id = hash(read.queryKey);
  const current = entries.get(id);
  // As the query cache does: one fetch at a time; fresh data is kept; a read that failed with
  // nothing to show is asked again by the next mount (retryOnMount).
  const fresh = current !== undefined && (current.status === 'success' || current.data !== undefined) && Date.now() - current.at < STALE_TIME;
  if (!force && current && (current.status === 'pending' || fresh)) return;
  const settle = (status: Entry['status'], data: unknown) => {
    // A newer fetch of the same read (an invalidation meanwhile) has the last word.
    if (entries.get(id) !== pending) return;
    entries.set(id, { read, status, data, at: Date.now() });
    listeners.forEach((listener) => listener());
  };
  const pending: Entry = { read, status: 'pending', data: current?.data, at: Date.now() };
  entries.set(id, pending);
  read.queryFn().then(
    (data) => settle('success', data),
    () => settle('error', current?.data),
  );
}

/** The read's data once fetched (kept while a refetch runs), and whether the last fetch failed. */
export function useFirstRead<T>(read: FirstRead<T>): { data: T | undefined; isError: boolean } {
  const id = hash(read.queryKey);
  const entry = useSyncExternalStore(
    subscribe,
    () => entries.get(id),
    () => undefined,
  );
  // The read is named by its key: a new options object for the same key is the same read.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useEffect(() => fetchRead(read as FirstRead<unknown>), [id]);
  return { data: entry?.data as T | undefined, isError: entry?.status === 'error' };
}

/** Refetch the reads whose keys `matches` (a change made them stale), keeping their data meanwhile. */
export function refetchFirstReads(matches: (key: QueryKey) => boolean): void {
  for (const entry of [...entries.values()]) if (matches(entry.read.queryKey)) fetchRead(entry.read, true);
}
