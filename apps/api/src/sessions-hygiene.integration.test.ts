/**
 * Issue 9.6: a cross-site link cannot sign a member out, journal notes keep their 5,000-character
 * limit, signed-in JSON is never cached, framing is refused consistently, and a member can end every
 * session they have ('sign out everywhere').
 */
import { describe, expect, it } from 'vitest';
import { as, cookieFrom, registerMember, useTestServer } from './test-helpers.ts';

const s = useTestServer();
const signedIn = async (cookie: string) =>
  (await as(s.app, cookie, { method: 'GET', url: '/api/auth/user' })).statusCode === 200;

describe('GET /api/logout', () => {
  it.each([
    [{ 'sec-fetch-site': 'cross-site' }],
    [{ 'sec-fetch-site': 'same-site' }],
    [{ referer: 'https://evil.example/page' }],
  ])('from a foreign page (%o) answers 403 and keeps the session', async (headers) => {
    const { cookie } = await registerMember(s.app);
    const res = await as(s.app, cookie, { method: 'GET', url: '/api/logout', headers });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: 'Cross-site request refused', code: 'FORBIDDEN' });
    expect(await signedIn(cookie)).toBe(true);
  });

  it('from our own page or the address bar signs out and goes home', async () => {
    for (const headers of [{ 'sec-fetch-site': 'same-origin' }, { 'sec-fetch-site': 'none' }]) {
      const { cookie } = await registerMember(s.app);
      const res = await as(s.app, cookie, { method: 'GET', url: '/api/logout', headers });
      expect(res.statusCode).toBe(302);
      expect(await signedIn(cookie)).toBe(false);
    }
  });
});

describe('journal notes', () => {
  it('an entry that would take the notes past 5000 characters answers 400 and logs nothing', async () => {
    const { cookie } = await registerMember(s.app);
    const notes = 'n'.repeat(4990);
    const w = await as(s.app, cookie, {
      method: 'POST',
      url: '/api/workouts',
      payload: { name: 'Push', notes },
    });
    const id = w.json().id as number;
    const res = await as(s.app, cookie, {
      method: 'POST',
      url: `/api/workouts/${id}/journal`,
      payload: { content: 'bench 3x8 @185, felt strong today and the gym was quiet' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: 'Notes are at most 5000 characters: shorten the entry or the workout notes',
      code: 'BAD_REQUEST',
    });
    const after = await as(s.app, cookie, { method: 'GET', url: `/api/workouts/${id}` });
    expect(after.json().notes).toBe(notes);
    const sets = await as(s.app, cookie, { method: 'GET', url: `/api/exercises?workoutId=${id}` });
    expect(sets.json()).toEqual([]);
  });
});

describe('headers', () => {
  it('signed-in JSON answers Cache-Control: no-store on REST and tRPC', async () => {
    const { cookie } = await registerMember(s.app);
    for (const url of ['/api/auth/user', '/api/workouts', '/trpc/auth.me', '/api/nope']) {
      const res = await as(s.app, cookie, { method: 'GET', url });
      expect(res.headers['cache-control'], url).toBe('no-store');
    }
  });

  it('X-Frame-Options agrees with the CSP: DENY and frame-ancestors none', async () => {
    const res = await s.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  });
});

describe('sign out everywhere', () => {
  it('POST /api/auth/logout-all ends every session of the member, and only theirs', async () => {
    const { email, password, cookie: first } = await registerMember(s.app);
    const login = await s.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password },
    });
    const second = cookieFrom(login);
    const other = await registerMember(s.app);
    const res = await as(s.app, second, { method: 'POST', url: '/api/auth/logout-all' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true, ended: 2 });
    expect(String(res.headers['set-cookie'])).toMatch(/coach_session=;/);
    expect(await signedIn(first)).toBe(false);
    expect(await signedIn(second)).toBe(false);
    expect(await signedIn(other.cookie)).toBe(true);
  });

  it('auth.logoutAll over tRPC does the same and answers 401 when signed out', async () => {
    const { cookie } = await registerMember(s.app);
    const res = await as(s.app, cookie, {
      method: 'POST',
      url: '/trpc/auth.logoutAll',
      headers: { 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(res.statusCode).toBe(200);
    expect(await signedIn(cookie)).toBe(false);
    const anon = await s.app.inject({ method: 'POST', url: '/api/auth/logout-all' });
    expect(anon.statusCode).toBe(401);
  });
});
