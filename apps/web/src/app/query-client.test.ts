import { TRPCClientError } from '@trpc/client';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from './query-client.ts';

const answered = (httpStatus: number) =>
  TRPCClientError.from({ error: { message: 'x', code: -32600, data: { httpStatus, code: 'X' } } });

describe('query defaults (spec 1 §9)', () => {
  const { queries } = createQueryClient().getDefaultOptions();
  const retry = queries?.retry;

  it('keeps data fresh for five minutes', () => {
    expect(queries?.staleTime).toBe(300_000);
  });

  it('retries failed reads up to three times, never on 401 or 403', () => {
    if (typeof retry !== 'function') throw new Error('retry should be a function');
    expect([0, 1, 2, 3].map((n) => retry(n, answered(500)))).toEqual([true, true, true, false]);
    expect(retry(0, answered(401))).toBe(false);
    expect(retry(0, answered(403))).toBe(false);
    expect(retry(0, TRPCClientError.from(new TypeError('Failed to fetch')))).toBe(true);
  });
});
