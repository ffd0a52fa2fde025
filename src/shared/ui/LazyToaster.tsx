import { lazy, Suspense, useSyncExternalStore } from 'react';
import { loadSonner, toasterRequested } from './toast';

const Toaster = lazy(() => loadSonner().then(({ Toaster: SonnerToaster }) => ({ default: SonnerToaster })));

/** sonner's Toaster, mounted once the first toast asks for it (see toast.ts). */
export function LazyToaster() {
  const requested = useSyncExternalStore(toasterRequested.subscribe, toasterRequested.get, () => false);
  if (!requested) return null;
  return (
    <Suspense fallback={null}>
      <Toaster position="top-center" richColors closeButton duration={3000} />
    </Suspense>
  );
}
