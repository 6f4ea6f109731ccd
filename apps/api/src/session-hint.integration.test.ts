/** The readable session hint follows the httpOnly session cookie: set, cleared and repaired together. */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { as, registerMember, useTestServer } from './test-helpers.ts';

const dist = mkdtempSync(join(tmpdir(), 'web-dist-'));
writeFileSync(join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
afterAll(() => rmSync(dist, { recursive: true, force: true }));

const setCookies = (res: { headers: Record<string, unknown> }) => {
  const raw = res.headers['set-cookie'];
  return (Array.isArray(raw) ? raw : raw === undefined ? [] : [raw]).map(String);
};
const hintOf = (res: { headers: Record<string, unknown> }) =>
  setCookies(res).find((c) => c.startsWith('coach_signed_in='));

describe('the session hint cookie', () => {
  const server = useTestServer({ webDist: dist });

  it('comes with a new session, readable by scripts, and goes at sign-out', async () => {
    const member = await registerMember(server.app);
    const login = await server.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: member.email, password: member.password },
    });
    const hint = hintOf(login);
    expect(hint).toMatch(/^coach_signed_in=1;/);
    expect(hint).not.toMatch(/HttpOnly/i);
    expect(hint).toMatch(/Expires=/);
    const session = setCookies(login).find((c) => c.startsWith('coach_session='));
    expect(session).toMatch(/HttpOnly/i);

    const out = await as(server.app, member.cookie, {
      method: 'POST',
      url: '/api/logout',
      headers: { origin: 'http://localhost' },
    });
    expect(out.statusCode).toBeLessThan(400);
    expect(hintOf(out)).toMatch(/^coach_signed_in=;.*Expires=Thu, 01 Jan 1970/);
  });

  it('is repaired on page loads: added beside a session cookie, removed without one', async () => {
    const member = await registerMember(server.app);
    const page = await as(server.app, member.cookie, { method: 'GET', url: '/workouts' });
    expect(page.statusCode).toBe(200);
    expect(hintOf(page)).toMatch(/^coach_signed_in=1;/);

    const both = await as(server.app, `${member.cookie}; coach_signed_in=1`, { method: 'GET', url: '/' });
    expect(hintOf(both)).toBeUndefined();

    const stale = await as(server.app, 'coach_signed_in=1', { method: 'GET', url: '/workouts' });
    expect(hintOf(stale)).toMatch(/^coach_signed_in=;.*Expires=Thu, 01 Jan 1970/);

    const visitor = await server.app.inject({ method: 'GET', url: '/' });
    expect(setCookies(visitor)).toEqual([]);
  });

  it('is cleared with the session cookie when the API finds the session invalid', async () => {
    const res = await as(server.app, 'coach_session=not-a-session; coach_signed_in=1', {
      method: 'GET',
      url: '/api/auth/user',
    });
    expect(res.statusCode).toBe(401);
    expect(hintOf(res)).toMatch(/^coach_signed_in=;/);
  });
});
