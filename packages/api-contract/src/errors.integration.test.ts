/**
 * Issue 9.5: an unexpected error answers a generic 500 on every transport; the body never carries the
 * SQL, its parameters or a stack (they go to the server log only).
 */
import { fetchRequestHandler } from '@trpc/server/adapters/fetch';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createContextInner } from './context.ts';
import { useTestDb } from './testing.ts';
import { publicProcedure, router } from './trpc.ts';

const t = useTestDb();

const failing = router({
  broken: publicProcedure.query(({ ctx }) =>
    ctx.db.execute(sql`select * from no_such_table where secret = ${'hunter2-param'}`),
  ),
  thrown: publicProcedure.mutation(() => {
    throw new Error('internal detail at /srv/app/service.ts:12');
  }),
});

async function call(path: string, method: 'GET' | 'POST') {
  const logged: unknown[] = [];
  const res = await fetchRequestHandler({
    endpoint: '/trpc',
    req: new Request(`http://localhost/trpc/${path}`, {
      method,
      ...(method === 'POST' ? { body: '{}', headers: { 'content-type': 'application/json' } } : {}),
    }),
    router: failing,
    createContext: () => createContextInner({ db: t.db }),
    onError: ({ error }) => logged.push(error.cause ?? error),
  });
  return { status: res.status, body: await res.text(), logged };
}

describe('unexpected errors', () => {
  it.each([
    ['broken', 'GET'],
    ['thrown', 'POST'],
  ] as const)('%s answers 500 with a generic message and no internals', async (path, method) => {
    const { status, body, logged } = await call(path, method);
    expect(status).toBe(500);
    const parsed = JSON.parse(body);
    expect(parsed.error.message).toBe('Something went wrong');
    expect(parsed.error.data.code).toBe('INTERNAL_SERVER_ERROR');
    expect(body).not.toMatch(/no_such_table|hunter2|select|srv\/app|stack|at \//i);
    expect(logged).toHaveLength(1);
  });
});
