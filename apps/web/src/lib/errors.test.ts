import { TRPCClientError } from '@trpc/client';
import { describe, expect, it } from 'vitest';
import { errorMessage, errorStatus, isAuthError, isNetworkError } from './errors.ts';

/** An error as the tRPC client builds it from the server's JSON answer. */
const answered = (httpStatus: number, code: string, message: string) =>
  TRPCClientError.from({ error: { message, code: -32600, data: { httpStatus, code } } });

describe('reading API failures', () => {
  it("shows the server's message for a client error", () => {
    const taken = answered(409, 'CONFLICT', 'An account with this email already exists');
    expect(errorStatus(taken)).toBe(409);
    expect(errorMessage(taken, 'Registration failed')).toBe('An account with this email already exists');
  });

  it('falls back when the server was not reached or failed', () => {
    const offline = TRPCClientError.from(new TypeError('Failed to fetch'));
    expect(isNetworkError(offline)).toBe(true);
    expect(errorStatus(offline)).toBeUndefined();
    expect(errorMessage(offline, 'Registration failed')).toBe('Registration failed');
    expect(errorMessage(answered(500, 'INTERNAL_SERVER_ERROR', 'Something went wrong'), 'Login failed')).toBe(
      'Login failed',
    );
  });

  it('knows which failures must not be retried', () => {
    expect(isAuthError(answered(401, 'UNAUTHORIZED', 'Please sign in to continue'))).toBe(true);
    expect(isAuthError(answered(403, 'FORBIDDEN', 'Cross-site request refused'))).toBe(true);
    expect(isAuthError(answered(404, 'NOT_FOUND', 'Not found'))).toBe(false);
  });
});
