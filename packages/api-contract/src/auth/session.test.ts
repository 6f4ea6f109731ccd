import { describe, expect, it } from 'vitest';
import { generateSessionToken, sessionIdOf } from './session.ts';

describe('session tokens', () => {
  it('are 160-bit base32 strings, unique per call', () => {
    const tokens = new Set(Array.from({ length: 1000 }, generateSessionToken));
    expect(tokens.size).toBe(1000);
    for (const t of tokens) expect(t).toMatch(/^[a-z2-7]{32}$/);
  });

  it('are stored only as their SHA-256', () => {
    const token = generateSessionToken();
    const id = sessionIdOf(token);
    expect(id).toMatch(/^[0-9a-f]{64}$/);
    expect(id).not.toContain(token);
    expect(sessionIdOf(token)).toBe(id);
  });
});
