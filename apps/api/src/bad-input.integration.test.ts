/**
 * "Bad input gets a clear error": every REST call, fed malformed ids, bodies and query strings, answers
 * a 4xx with `{ message, code }`, never a 500.
 */
import { describe, expect, it } from 'vitest';
import { restRoutes } from './rest.ts';
import { as, registerMember, useTestServer } from './test-helpers.ts';

const s = useTestServer();

const ids = ['abc', '0', '-1', '1.5', '99999999999', '%00'];
const garbage: unknown[] = [
  {},
  [],
  'text',
  42,
  null,
  { id: 'x', workoutId: 'x', name: 7, sets: 'many', content: ['a'], limit: -5, cursor: '2026-02-30_1' },
  { name: 'a'.repeat(5000), notes: 'b'.repeat(5000), date: '2026-02-30', weight: 1e30, reps: 1e12 },
  { workoutId: 1, name: 'bench', sets: [{ reps: 'x', weight: {}, rpe: [] }] },
  { email: { $ne: '' }, password: ['x'], firstName: null },
  { editInstruction: '\u0000', originalExercise: '', ids: ['a'], program: 'x', feedback: 5 },
  { name: 'Push\u0000Day', title: 'x\u0000', category: 'strength', content: 'bench 3x5\u0000' },
];

describe('no 500 for bad input', () => {
  it('answers every REST call with a 4xx and an error body', async () => {
    const failures: string[] = [];
    for (const route of restRoutes()) {
      // A fresh member per call: logout (and a lucky login) must not sign the rest of the loop out.
      const { cookie } = await registerMember(s.app);
      const paths = route.path.includes(':') ? ids.map((id) => route.path.replace(/:\w+/, id)) : [route.path];
      for (const path of paths) {
        for (const body of route.rest.method === 'GET' ? [undefined] : garbage) {
          const res = await as(s.app, cookie, {
            method: route.rest.method,
            url: route.rest.method === 'GET' ? `${path}?limit=abc&cursor=x&workoutId=abc&name=` : path,
            ...(body === undefined
              ? {}
              : { payload: JSON.stringify(body), headers: { 'content-type': 'application/json' } }),
          });
          // login answers 401 for bad credentials; 'sign out everywhere' ends this member's session first
          if (res.statusCode === 401 && !['/api/auth/login', '/api/auth/logout-all'].includes(route.path))
            failures.push(`${path}: signed out`);
          if (res.statusCode >= 500)
            failures.push(
              `${route.rest.method} ${path} ${JSON.stringify(body)} → ${res.statusCode} ${res.body}`,
            );
          else if (res.statusCode >= 400) {
            const error = res.json() as { message?: unknown; code?: unknown };
            if (typeof error.message !== 'string' || typeof error.code !== 'string')
              failures.push(`${path}: ${res.body}`);
          }
        }
      }
    }
    expect(failures).toEqual([]);
    // Hundreds of calls, each with a new member's password hash: a correctness sweep, not a timing
    // test. On two busy cores (CI's second pass runs every package at once) it took 30 s.
  }, 180_000);
});
