/**
 * The memory store (tests and tools) and the PostgreSQL store (the server's default, shared between
 * processes) keep one contract; the Redis store runs it in apps/api.
 */
import { useTestDb } from '../testing.ts';
import { limitStoreContract } from './limit-store-contract.ts';
import { RateLimiter } from './rate-limit.ts';
import { PgLimitStore } from './rate-limit-pg.ts';

const t = useTestDb();
limitStoreContract('memory', () => new RateLimiter());
limitStoreContract('postgres', () => new PgLimitStore(t.db));
