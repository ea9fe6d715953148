import { describe, expect, it } from 'vitest';
import { ApiError } from './api';
import { createQueryClient } from './query-client';

describe('query client (SPEC §9)', () => {
  const options = createQueryClient().getDefaultOptions();
  const retry = options.queries!.retry as (n: number, e: unknown) => boolean;
  const delay = options.queries!.retryDelay as (n: number) => number;

  it('keeps data fresh 5 minutes, 10 minutes in cache, no refetch on focus', () => {
    expect(options.queries!.staleTime).toBe(300_000);
    expect(options.queries!.gcTime).toBe(600_000);
    expect(options.queries!.refetchOnWindowFocus).toBe(false);
    expect(options.mutations!.retry).toBe(1);
  });

  it('retries up to 3 times with backoff capped at 30 s, never on 4xx', () => {
    const serverError = new ApiError(500, 'internal_error', 'x');
    expect([0, 1, 2, 3].map((n) => retry(n, serverError))).toEqual([true, true, true, false]);
    expect(retry(0, new ApiError(404, 'not_found', 'x'))).toBe(false);
    expect(retry(0, new ApiError(499, 'x', 'x'))).toBe(false);
    expect([0, 1, 2, 5, 10].map(delay)).toEqual([1000, 2000, 4000, 30000, 30000]);
  });
});
