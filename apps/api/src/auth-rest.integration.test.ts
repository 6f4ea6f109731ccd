import { describe, expect, it } from 'vitest';
import { as, cookieFrom, registerMember, useTestServer } from './test-helpers.ts';

const s = useTestServer();

describe('POST /api/auth/register', () => {
  it('answers 201 with the member and an HttpOnly, SameSite session cookie', async () => {
    const res = await s.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { email: 'Cookie@Example.com', password: 'secret1', firstName: 'Cory', lastName: 'Ng' },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ email: 'cookie@example.com', firstName: 'Cory', lastName: 'Ng' });
    expect(res.body).not.toMatch(/password|argon/i);
    const cookie = String(res.headers['set-cookie']);
    expect(cookie).toMatch(/^coach_session=[a-z2-7]{32};/);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).toContain('Path=/');
  });

  it('answers 409 for a taken email and 400 with the spec message for bad input', async () => {
    const { email } = await registerMember(s.app);
    const taken = await s.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { email, password: 'secret1', firstName: 'X' },
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({ message: 'An account with this email already exists', code: 'CONFLICT' });
    const bad = await s.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { email: 'x@y.z', password: '123', firstName: 'X' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      message: 'Password must be at least 6 characters long',
      code: 'BAD_REQUEST',
    });
  });
});

describe('POST /api/auth/login and GET /api/auth/user', () => {
  it('starts a new session on each login; the user call answers the member without secrets', async () => {
    const { email, password } = await registerMember(s.app);
    const login = () =>
      s.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
    const [a, b] = [await login(), await login()];
    expect(a.statusCode).toBe(200);
    expect(cookieFrom(a)).not.toBe(cookieFrom(b));
    const me = await as(s.app, cookieFrom(a), { method: 'GET', url: '/api/auth/user' });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ email, effortTrackingPreference: 'rpe' });
    expect(me.body).not.toMatch(/password|argon/i);
  });

  it('answers 401 for wrong credentials, a missing cookie and a forged cookie', async () => {
    const { email } = await registerMember(s.app);
    const wrong = await s.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password: 'nope-nope' },
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ message: 'Invalid email or password', code: 'UNAUTHORIZED' });
    expect((await s.app.inject({ method: 'GET', url: '/api/auth/user' })).statusCode).toBe(401);
    const forged = await as(s.app, `coach_session=${'b'.repeat(32)}`, {
      method: 'GET',
      url: '/api/auth/user',
    });
    expect(forged.statusCode).toBe(401);
    expect(forged.json().code).toBe('UNAUTHORIZED');
  });

  it('backs off wrong passwords per account and address with a 429', async () => {
    const { email, password } = await registerMember(s.app);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await s.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress: '10.9.0.1',
        payload: { email, password: 'wrong-one' },
      });
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    const right = await s.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: '10.9.0.1',
      payload: { email, password },
    });
    expect(right.statusCode).toBe(429);
    expect(right.json().message).toMatch(/Too many attempts/);
  });

  it('rate limits login per address with a 429', async () => {
    const statuses = new Set<number>();
    for (let i = 0; i < 22; i++) {
      const res = await s.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress: '10.8.0.1',
        payload: { email: `n${i}@x.co`, password: 'whatever1' },
      });
      statuses.add(res.statusCode);
    }
    expect([...statuses]).toEqual([401, 429]);
  });
});

describe('PATCH /api/auth/user/preferences', () => {
  it('saves one preference and answers the member', async () => {
    const { cookie } = await registerMember(s.app);
    const res = await as(s.app, cookie, {
      method: 'PATCH',
      url: '/api/auth/user/preferences',
      payload: { effortTrackingPreference: 'rir' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().effortTrackingPreference).toBe('rir');
  });

  it('answers 400 for a bad value and keeps the stored one', async () => {
    const { cookie } = await registerMember(s.app);
    await as(s.app, cookie, {
      method: 'PATCH',
      url: '/api/auth/user/preferences',
      payload: { weight: 181.5 },
    });
    const bad = await as(s.app, cookie, {
      method: 'PATCH',
      url: '/api/auth/user/preferences',
      payload: { weight: 'heavy' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ message: 'Weight must be a positive number', code: 'BAD_REQUEST' });
    const me = await as(s.app, cookie, { method: 'GET', url: '/api/auth/user' });
    expect(me.json().weight).toBe(181.5);
  });

  it('answers 401 when signed out', async () => {
    const res = await s.app.inject({
      method: 'PATCH',
      url: '/api/auth/user/preferences',
      payload: { height: 70 },
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('logout', () => {
  it('POST /api/logout ends the session: the old cookie is refused afterwards', async () => {
    const { cookie } = await registerMember(s.app);
    const out = await as(s.app, cookie, { method: 'POST', url: '/api/logout' });
    expect(out.statusCode).toBe(200);
    expect(String(out.headers['set-cookie'])).toMatch(/coach_session=;.*Expires=Thu, 01 Jan 1970/);
    expect((await as(s.app, cookie, { method: 'GET', url: '/api/auth/user' })).statusCode).toBe(401);
  });

  it('GET /api/logout ends the session and redirects home', async () => {
    const { cookie } = await registerMember(s.app);
    const out = await as(s.app, cookie, { method: 'GET', url: '/api/logout' });
    expect(out.statusCode).toBe(302);
    expect(out.headers.location).toBe('/');
    expect((await as(s.app, cookie, { method: 'GET', url: '/api/auth/user' })).statusCode).toBe(401);
  });
});

describe('request hygiene', () => {
  it('refuses a cross-site form POST (CSRF) and a foreign Origin', async () => {
    const { cookie } = await registerMember(s.app);
    const form = await as(s.app, cookie, {
      method: 'POST',
      url: '/api/logout',
      headers: { origin: 'https://evil.example', 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'a=1',
    });
    expect(form.statusCode).toBe(403);
    expect(form.json()).toEqual({ message: 'Cross-site request refused', code: 'FORBIDDEN' });
    const sameSiteForm = await as(s.app, cookie, {
      method: 'PATCH',
      url: '/api/auth/user/preferences',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'height=70',
    });
    expect(sameSiteForm.statusCode).toBe(415);
    expect((await as(s.app, cookie, { method: 'GET', url: '/api/auth/user' })).statusCode).toBe(200);
  });

  it('accepts a same-origin JSON mutation', async () => {
    const { cookie } = await registerMember(s.app);
    const res = await as(s.app, cookie, {
      method: 'PATCH',
      url: '/api/auth/user/preferences',
      headers: { origin: 'http://localhost:80', host: 'localhost:80' },
      payload: { height: 70 },
    });
    expect(res.statusCode).toBe(200);
  });

  it('answers 400 for malformed JSON and 413 for a huge body', async () => {
    const bad = await s.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ message: 'The request body is not valid JSON', code: 'BAD_REQUEST' });
    const huge = await s.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'a@b.c', password: 'x'.repeat(300_000) },
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json().code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('sends security headers with a CSP', async () => {
    const res = await s.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('DENY');
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const res = await s.app.inject({ method: 'GET', url: '/api/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Not found', code: 'NOT_FOUND' });
  });

  it('serves tRPC with the same session', async () => {
    const { cookie, email } = await registerMember(s.app);
    const res = await as(s.app, cookie, { method: 'GET', url: '/trpc/auth.me' });
    expect(res.statusCode).toBe(200);
    expect(res.json().result.data.email).toBe(email);
    const anon = await s.app.inject({ method: 'GET', url: '/trpc/auth.me' });
    expect(anon.statusCode).toBe(401);
  });
});
