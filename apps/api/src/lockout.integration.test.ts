/**
 * Issue 9.4: wrong passwords from one address slow that address down (exponential backoff per account
 * and address) without locking the owner out elsewhere; every address keeps a global limit.
 */
import { describe, expect, it } from 'vitest';
import { registerMember, useTestServer } from './test-helpers.ts';

const s = useTestServer();

const login = (email: string, password: string, remoteAddress: string) =>
  s.app.inject({ method: 'POST', url: '/api/auth/login', remoteAddress, payload: { email, password } });

describe('login lockout', () => {
  it('5 wrong passwords from an attacker do not lock the owner out from their own address', async () => {
    const { email, password } = await registerMember(s.app);
    const attacker: number[] = [];
    for (let i = 0; i < 6; i++) attacker.push((await login(email, 'wrong-one', '10.66.0.1')).statusCode);
    expect(attacker).toEqual([401, 401, 401, 401, 401, 429]);
    const blocked = await login(email, password, '10.66.0.1');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({
      message: expect.stringMatching(/^Too many attempts\. Please try again in \d+ (second|minute)s?\.$/),
      code: 'TOO_MANY_REQUESTS',
    });
    const owner = await login(email, password, '10.77.0.1');
    expect(owner.statusCode).toBe(200);
  });

  it('the wait grows with every further failure (exponential backoff)', async () => {
    const { email } = await registerMember(s.app);
    for (let i = 0; i < 5; i++) await login(email, 'wrong-one', '10.66.0.2');
    const first = (await login(email, 'wrong-one', '10.66.0.2')).json().message as string;
    expect(first).toMatch(/30 seconds/);
  });

  it('keeps a global limit per address across accounts', async () => {
    const statuses = new Set<number>();
    for (let i = 0; i < 22; i++)
      statuses.add((await login(`n${i}@x.co`, 'whatever1', '10.66.0.3')).statusCode);
    expect([...statuses]).toEqual([401, 429]);
  });
});
