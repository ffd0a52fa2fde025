import { expect, it } from 'vitest';
import { ApiError } from '../api/http';
import { createQueryClient, shouldRetry } from './client';

it('has the SPEC §9 defaults', () => {
  const queries = createQueryClient().getDefaultOptions().queries!;
  expect(queries.gcTime).toBe(5 * 60_000);
  expect(queries.staleTime).toBe(101_000);
  expect(queries.refetchOnWindowFocus).toBe(false);
  expect(queries.refetchOnReconnect).toBe(false);
  expect(queries.refetchOnMount).toBe(false);
});

it('retries three times, but never token or parameter errors', () => {
  expect(shouldRetry(0, new Error('network'))).toBe(true);
  expect(shouldRetry(2, new ApiError(-1, 'x'))).toBe(true);
  expect(shouldRetry(3, new ApiError(-1, 'x'))).toBe(false);
  for (const code of [100001, 100010, 50003, 50005]) expect(shouldRetry(0, new ApiError(code, 'x'))).toBe(false);
});
