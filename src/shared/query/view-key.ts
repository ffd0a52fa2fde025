import type { QueryKey } from '@tanstack/react-query';
import type { View } from './views';

/** The key prefix of a feature's own queries of a kind: `['wallet', …]` (a module of its own: a key needs none of views.ts). */
export const viewKey = <K extends View>(view: K, ...rest: unknown[]): QueryKey => [view, ...rest];
