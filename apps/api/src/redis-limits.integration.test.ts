/** The Redis limit store keeps the same contract as the memory and PostgreSQL ones. */
import { limitStoreContract } from '@coach/api-contract/testing';
import { afterAll, describe, it } from 'vitest';
import { parseEnv } from './env.ts';
import { createRedisLimitStore } from './redis-limits.ts';

const url = parseEnv().REDIS_URL;
if (url) {
  const opened: ReturnType<typeof createRedisLimitStore>[] = [];
  limitStoreContract('redis', () => {
    const store = createRedisLimitStore(url);
    opened.push(store);
    return store;
  });
  afterAll(async () => {
    for (const s of opened) await s.close();
  });
} else {
  describe('redis limit store', () => {
    it.skip('REDIS_URL is not set: start Redis and set REDIS_URL=redis://127.0.0.1:6379 to run this', () => {});
  });
}
