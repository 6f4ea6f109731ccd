import { sessions, users } from '@coach/db';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createContextInner } from '../context.ts';
import { createCaller } from '../root.ts';
import { anonymousCaller, signedInCaller, useTestDb } from '../testing.ts';
import { RateLimiter } from './rate-limit.ts';
import { validateSessionToken } from './session.ts';

const t = useTestDb();
const strip = <T extends object>(o: T) => JSON.stringify(o);

describe('auth.register', () => {
  it('creates the member, starts a session and never answers the password hash', async () => {
    const { caller, jar } = anonymousCaller(t.db);
    const user = await caller.auth.register({
      email: ' New.Member@Example.com ',
      password: 'secret1',
      firstName: ' Ann ',
      lastName: 'Lee',
      timeZone: 'America/New_York',
    });
    expect(user).toMatchObject({
      email: 'new.member@example.com',
      firstName: 'Ann',
      lastName: 'Lee',
      effortTrackingPreference: 'rpe',
      timeZone: 'America/New_York',
    });
    expect(strip(user)).not.toMatch(/password|argon2/i);
    expect(jar.token).toMatch(/^[a-z2-7]{32}$/);
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    const stored = await t.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(stored).toHaveLength(1);
    expect(stored[0]?.id).not.toBe(jar.token);
  });

  it('answers 409 for an email taken in any case, and changes nothing', async () => {
    const { email } = await signedInCaller(t.db);
    const { caller } = anonymousCaller(t.db);
    await expect(
      caller.auth.register({ email: email.toUpperCase(), password: 'secret1', firstName: 'B' }),
    ).rejects.toMatchObject({
      code: 'CONFLICT',
      message: 'An account with this email already exists',
    });
    const rows = await t.db.select().from(users).where(eq(users.email, email));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.firstName).toBe('Sam');
  });

  it('answers the first broken rule as a 400', async () => {
    const { caller } = anonymousCaller(t.db);
    await expect(caller.auth.register({ email: 'x', password: '123', firstName: 'A' })).rejects.toMatchObject(
      {
        code: 'BAD_REQUEST',
        message: 'Password must be at least 6 characters long',
      },
    );
  });
});

describe('auth.login', () => {
  it('signs in with any email case and starts a new session each time', async () => {
    const { email, password } = await signedInCaller(t.db);
    const a = anonymousCaller(t.db);
    const b = anonymousCaller(t.db);
    await a.caller.auth.login({ email: email.toUpperCase(), password });
    await b.caller.auth.login({ email, password });
    expect(a.jar.token).toBeTruthy();
    expect(a.jar.token).not.toBe(b.jar.token);
  });

  it('answers the same 401 for a wrong password and an unknown email', async () => {
    const { email } = await signedInCaller(t.db);
    const { caller } = anonymousCaller(t.db);
    const wrong = caller.auth.login({ email, password: 'wrong password' });
    await expect(wrong).rejects.toMatchObject({ code: 'UNAUTHORIZED', message: 'Invalid email or password' });
    const unknown = caller.auth.login({ email: 'nobody@example.com', password: 'whatever' });
    await expect(unknown).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
      message: 'Invalid email or password',
    });
  });

  it('backs off wrong passwords per account and address: the owner elsewhere still signs in', async () => {
    const { email, password } = await signedInCaller(t.db);
    const shared = new RateLimiter();
    const attempt = (ip: string, pw: string) =>
      createCaller(createContextInner({ db: t.db, ip, limiter: shared })).auth.login({ email, password: pw });
    for (let i = 0; i < 5; i++)
      await expect(attempt('10.1.0.1', 'nope')).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    await expect(attempt('10.1.0.1', password)).rejects.toMatchObject({ code: 'TOO_MANY_REQUESTS' });
    await expect(attempt('10.1.0.99', password)).resolves.toMatchObject({ email });
  });
});

describe('auth.me, updatePreferences and logout', () => {
  it('answers 401 when signed out', async () => {
    const { caller } = anonymousCaller(t.db);
    await expect(caller.auth.me()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    await expect(caller.auth.updatePreferences({ height: 70 })).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
    });
  });

  it('updates one preference at a time and keeps the others', async () => {
    const { caller } = await signedInCaller(t.db);
    await caller.auth.updatePreferences({ height: 70, weight: 180.4 });
    const after = await caller.auth.updatePreferences({ effortTrackingPreference: 'rir', weightUnit: 'kg' });
    expect(after).toMatchObject({
      height: 70,
      weight: 180.4,
      effortTrackingPreference: 'rir',
      weightUnit: 'kg',
    });
    const cleared = await caller.auth.updatePreferences({ height: null });
    expect(cleared.height).toBeNull();
    expect((await caller.auth.me()).effortTrackingPreference).toBe('rir');
  });

  it('refuses bad preferences and leaves the stored ones as they were', async () => {
    const { caller } = await signedInCaller(t.db);
    await caller.auth.updatePreferences({ height: 70 });
    await expect(caller.auth.updatePreferences({ height: -3, weight: 180 })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
    expect(await caller.auth.me()).toMatchObject({ height: 70, weight: null });
  });

  it('ends exactly this session on logout', async () => {
    const { caller, token } = await signedInCaller(t.db);
    expect(await validateSessionToken(t.db, token)).not.toBeNull();
    await caller.auth.logout();
    expect(await validateSessionToken(t.db, token)).toBeNull();
  });
});

describe('sessions', () => {
  it('expire, and renew when fewer than 15 days are left', async () => {
    const { token, user } = await signedInCaller(t.db);
    const day = 24 * 60 * 60 * 1000;
    const in20Days = new Date(Date.now() + 20 * day);
    const renewed = await validateSessionToken(t.db, token, in20Days);
    expect(renewed?.renewed).toBe(true);
    expect(renewed?.session.expiresAt.getTime()).toBe(in20Days.getTime() + 30 * day);
    expect(await validateSessionToken(t.db, token, new Date(in20Days.getTime() + 31 * day))).toBeNull();
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(0);
  });

  it('refuses forged and malformed tokens', async () => {
    expect(await validateSessionToken(t.db, 'a'.repeat(32))).toBeNull();
    expect(await validateSessionToken(t.db, "'; drop table users; --")).toBeNull();
  });
});
