/**
 * Issue 9.1: the CSRF guard looks at the routed request, not the raw URL. Percent-encoded paths,
 * absolute-form request lines, a foreign scheme or port, and `Sec-Fetch-Site: cross-site` are all
 * refused; mutations take no input from the query string, and the request log never shows one.
 */
import type { AddressInfo } from 'node:net';
import { createTestDb } from '@coach/db/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer } from './server.ts';
import { as, rawRequest, registerMember } from './test-helpers.ts';

const logLines: string[] = [];
let app: FastifyInstance;
let close: () => Promise<void>;
let port: number;
beforeAll(async () => {
  const handle = await createTestDb();
  app = await createServer({ db: handle.db, logger: true, logStream: { write: (l) => logLines.push(l) } });
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as AddressInfo).port;
  close = async () => {
    await app.close();
    await handle.close();
  };
});
afterAll(() => close());

const goalCount = async (cookie: string) =>
  ((await as(app, cookie, { method: 'GET', url: '/api/goals' })).json() as unknown[]).length;

const refused = { message: 'Cross-site request refused', code: 'FORBIDDEN' };

describe('percent-encoded and foreign mutations', () => {
  it.each([
    ['/%61pi/goals', 'http://evil.example'],
    ['/%61%70%69/goals', 'http://evil.example'],
    ['/api/goals', 'http://evil.example'],
    ['/%74rpc/goals.create', 'http://evil.example'],
    ['/trpc/goals.create', 'null'],
    // same host, other scheme or port: not our origin
    ['/api/goals', 'https://localhost'],
    ['/%61pi/goals', 'http://localhost:8080'],
  ])('POST %s from Origin %s answers 403 and creates nothing', async (url, origin) => {
    const { cookie } = await registerMember(app);
    const res = await as(app, cookie, {
      method: 'POST',
      url,
      headers: { origin, host: 'localhost', 'content-type': 'application/json' },
      payload: JSON.stringify({ title: 'x', category: 'strength' }),
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual(refused);
    expect(await goalCount(cookie)).toBe(0);
  });

  it('treats Sec-Fetch-Site: cross-site (and same-site) as foreign even without an Origin', async () => {
    const { cookie } = await registerMember(app);
    for (const site of ['cross-site', 'same-site']) {
      const res = await as(app, cookie, {
        method: 'POST',
        url: '/%61pi/goals',
        headers: { 'sec-fetch-site': site, 'content-type': 'application/json' },
        payload: JSON.stringify({ title: 'x', category: 'strength' }),
      });
      expect(res.statusCode).toBe(403);
    }
    expect(await goalCount(cookie)).toBe(0);
  });

  it('still accepts our own origin, scheme and port included', async () => {
    const { cookie } = await registerMember(app);
    const res = await as(app, cookie, {
      method: 'POST',
      url: '/%61pi/goals',
      headers: {
        origin: 'http://localhost:3000',
        host: 'localhost:3000',
        'sec-fetch-site': 'same-origin',
        'content-type': 'application/json',
      },
      payload: JSON.stringify({ title: 'x', category: 'strength' }),
    });
    expect(res.statusCode).toBe(201);
  });

  it('refuses an absolute-form request line whatever its host', async () => {
    const { cookie } = await registerMember(app);
    const body = JSON.stringify({ title: 'x', category: 'strength' });
    for (const target of [`http://evil.example/api/goals`, `http://127.0.0.1:${port}/%61pi/goals`]) {
      const res = await rawRequest(
        port,
        `POST ${target} HTTP/1.1\nHost: 127.0.0.1:${port}\nOrigin: http://evil.example\nCookie: ${cookie}\nContent-Type: application/json\nContent-Length: ${body.length}\nConnection: close\n\n`,
        { body },
      );
      expect(res?.status).toBeGreaterThanOrEqual(400);
      expect(res?.status).toBeLessThan(500);
    }
    expect(await goalCount(cookie)).toBe(0);
  });

  it('refuses non-JSON mutations on encoded paths (415), so a form cannot post', async () => {
    const { cookie } = await registerMember(app);
    const res = await as(app, cookie, {
      method: 'POST',
      url: '/%61pi/goals',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'title=x&category=strength',
    });
    expect(res.statusCode).toBe(415);
    expect(await goalCount(cookie)).toBe(0);
  });
});

describe('no mutation input from the query string', () => {
  it('POST /api/goals?title=x&category=y answers 400 and creates nothing', async () => {
    const { cookie } = await registerMember(app);
    const res = await as(app, cookie, { method: 'POST', url: '/api/goals?title=x&category=strength' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: 'Send the fields as JSON in the request body, not in the address',
      code: 'BAD_REQUEST',
    });
    expect(await goalCount(cookie)).toBe(0);
  });

  it('a password in ?password= is not accepted and never reaches the request log', async () => {
    const { email, password } = await registerMember(app);
    const secret = encodeURIComponent(password);
    const res = await app.inject({
      method: 'POST',
      url: `/api/auth/login?email=${encodeURIComponent(email)}&password=${secret}`,
    });
    expect(res.statusCode).toBe(400);
    expect(res.headers['set-cookie']).toBeUndefined();
    await app.inject({ method: 'GET', url: `/api/workouts?search=${secret}` });
    const lines = logLines.join('');
    expect(lines).toContain('/api/auth/login');
    expect(lines).not.toContain(password);
    expect(lines).not.toContain(secret);
  });
});
