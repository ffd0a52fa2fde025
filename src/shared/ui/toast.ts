/**
 * The one way both faces show a transient message. sonner (~9 KB gzip) is not part of the first
 * page: the first toast loads it and mounts the <Toaster> (see LazyToaster), which replays the
 * toasts published before it subscribed.
 */
import type * as SonnerModule from 'sonner';

type Sonner = typeof SonnerModule;
type Kind = 'success' | 'error' | 'info' | 'warning';

let sonner: Promise<Sonner> | undefined;
const listeners = new Set<() => void>();

/** Loads sonner once; LazyToaster mounts the Toaster from then on. */
export function loadSonner(): Promise<Sonner> {
  if (!sonner) {
    sonner = import('sonner');
    for (const listener of listeners) listener();
  }
  return sonner;
}

export const toasterRequested = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
  get: () => sonner !== undefined,
};

const show = (kind: Kind) => (message: string) => {
  void loadSonner().then(({ toast: sonnerToast }) => sonnerToast[kind](message));
};

export const toast = {
  success: show('success'),
  error: show('error'),
  info: show('info'),
  warning: show('warning'),
};
