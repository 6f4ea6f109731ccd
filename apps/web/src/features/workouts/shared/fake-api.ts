/**
 * Tests only: answers the tRPC batch requests the app makes, at the network edge (MSW), so screens run
 * their real queries against canned procedure results. `renderAt` points the client at this address.
 */
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';

const API = 'http://127.0.0.1:9/trpc';

type Procedure = (input: unknown) => unknown;

/** Thrown by a fake procedure to answer as the server's error formatter does (status, code, fields). */
export class FakeApiError extends Error {
  constructor(
    readonly httpStatus: number,
    readonly code: string,
    message: string,
    readonly fieldErrors?: Record<string, string[]>,
  ) {
    super(message);
  }
}

const reply = (run: Procedure, input: unknown) => {
  try {
    return { result: { data: run(input) } };
  } catch (e) {
    if (!(e instanceof FakeApiError)) throw e;
    return {
      error: {
        message: e.message,
        code: -32600,
        data: { code: e.code, httpStatus: e.httpStatus, fieldErrors: e.fieldErrors },
      },
    };
  }
};

/** One MSW server answering the named procedures; every call's input is recorded. */
export function fakeApi(procedures: Record<string, Procedure>) {
  const calls: { path: string; input: unknown }[] = [];
  const answer = (paths: string, inputs: Record<string, unknown>) =>
    HttpResponse.json(
      paths.split(',').map((path, i) => {
        const input = inputs[String(i)];
        calls.push({ path, input });
        const run = procedures[path];
        if (!run) throw new Error(`fakeApi: no answer for ${path}`);
        return reply(run, input);
      }),
    );
  const server = setupServer(
    http.get(`${API}/:paths`, ({ request, params }) => {
      const raw = new URL(request.url).searchParams.get('input');
      return answer(String(params.paths), raw ? JSON.parse(raw) : {});
    }),
    http.post(`${API}/:paths`, async ({ request, params }) =>
      answer(String(params.paths), (await request.json()) as Record<string, unknown>),
    ),
  );
  return { server, calls };
}

/** A member as `auth.me` answers it. */
export const member = (overrides: Record<string, unknown> = {}) => ({
  id: 1,
  email: 'alex@example.com',
  firstName: 'Alex',
  lastName: null,
  profileImageUrl: null,
  currentStreak: 0,
  effortTrackingPreference: 'rpe',
  height: null,
  weight: 180,
  weightUnit: 'lb',
  timeZone: 'UTC',
  createdAt: '2026-01-01T00:00:00.000Z',
  ...overrides,
});
