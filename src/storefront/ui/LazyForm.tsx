import { Suspense, type ReactNode } from 'react';
import ui from './ui.module.css';

/**
 * Where a lazily loaded (antd) form goes: a panel of fixed minimum height with a shimmer until the
 * form's chunk arrives, so the page around it never moves.
 */
export function LazyForm({ children, minHeight = 520 }: { children: ReactNode; minHeight?: number }) {
  return (
    <Suspense fallback={<div className={ui.formSkeleton} style={{ minHeight }} aria-busy="true" />}>{children}</Suspense>
  );
}
