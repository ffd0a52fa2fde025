import { QueryClient } from '@tanstack/react-query';
import { Code, TOKEN_CODES } from '../core/codes';
import { ApiError } from '../api/error';
import { CACHE_TIME, QUERY_RETRIES, STALE_TIME } from './defaults';

export { CACHE_TIME, QUERY_RETRIES, STALE_TIME };

/** Who is signed in, and how: refetched on focus and on reconnect (SPEC §4, §9), retried whatever the error. */
export const FOLLOW_SESSION = { retry: QUERY_RETRIES, refetchOnWindowFocus: true, refetchOnReconnect: true } as const;

/** Retry failed queries, but never when retrying cannot help: bad token or bad parameters. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && (TOKEN_CODES.includes(error.code) || error.code === Code.PARAM)) return false;
  return failureCount < QUERY_RETRIES;
}

/** One QueryClient with the SPEC §9 defaults, shared by the storefront and Refine. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: shouldRetry,
        gcTime: CACHE_TIME,
        staleTime: STALE_TIME,
        refetchOnWindowFocus: false,
        refetchOnReconnect: false,
        refetchOnMount: false,
      },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();
