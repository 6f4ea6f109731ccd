import { describe, expect, it } from 'vitest';
import { parseEnv } from './env.ts';

describe('parseEnv', () => {
  it('has defaults that make `npm start` work on a fresh machine', () => {
    const env = parseEnv({});
    expect(env).toMatchObject({ PORT: 3000, HOST: 'localhost', NODE_ENV: 'development', TRUST_PROXY: false });
    expect(env.DATA_DIR).toMatch(/\/\.data$/);
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.ANTHROPIC_API_KEY).toBeUndefined();
  });

  it('resolves a relative DATA_DIR against the folder npm started in', () => {
    expect(parseEnv({ DATA_DIR: 'db', INIT_CWD: '/srv/app' }).DATA_DIR).toBe('/srv/app/db');
  });

  it('stops with the field that is wrong', () => {
    expect(() => parseEnv({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => parseEnv({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL must be a postgres:\/\/ URL/);
    expect(() => parseEnv({ TRUST_PROXY: 'maybe' })).toThrow(/TRUST_PROXY/);
  });
});
