/** Reading failures from the API: its status and the spec's message it carries. */
import { statusOf } from '@coach/api-contract/errors';
import { TRPCClientError } from '@trpc/client';

/** The HTTP status of an API failure, or undefined when the server was never reached. */
export function errorStatus(error: unknown): number | undefined {
  if (!(error instanceof TRPCClientError)) return undefined;
  const data: unknown = error.data;
  if (data && typeof data === 'object') {
    if ('httpStatus' in data && typeof data.httpStatus === 'number') return data.httpStatus;
    if ('code' in data && typeof data.code === 'string') return statusOf(data.code);
  }
  return undefined;
}

/** No answer from the server at all (offline, DNS, connection reset). */
export function isNetworkError(error: unknown): boolean {
  if (error instanceof TRPCClientError) return error.data === undefined || error.data === null;
  return error instanceof TypeError;
}

/** The server's user-facing message, or `fallback` when there is none (network failure, 5xx). */
export function errorMessage(error: unknown, fallback: string): string {
  const status = errorStatus(error);
  if (status === undefined || status >= 500) return fallback;
  return error instanceof Error && error.message ? error.message : fallback;
}

export const isAuthError = (error: unknown) => {
  const status = errorStatus(error);
  return status === 401 || status === 403;
};

/** The first message per field of a 400 (`{ goals: 'Please describe your fitness goals' }`), if any. */
export function fieldErrorsOf(error: unknown): Record<string, string> | undefined {
  if (!(error instanceof TRPCClientError)) return undefined;
  const data: unknown = error.data;
  if (!data || typeof data !== 'object' || !('fieldErrors' in data)) return undefined;
  const fields = data.fieldErrors;
  if (!fields || typeof fields !== 'object') return undefined;
  const out: Record<string, string> = {};
  for (const [key, messages] of Object.entries(fields)) {
    const first: unknown = Array.isArray(messages) ? messages[0] : messages;
    if (typeof first === 'string') out[key] = first;
  }
  return out;
}
