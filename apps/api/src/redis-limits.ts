import { type Backoff, type Limit, type LimitStore, secondsUntil } from '@coach/api-contract';
import { Redis } from 'ioredis';

/**
 * The same counters as the database store, in Redis (when REDIS_URL is set): each operation is one
 * Lua script, so it is atomic across every API process. A key is a hash { count, reset, blocked }
 * (times in epoch ms) that expires with its window.
 */
const HIT = `
local now, win = tonumber(ARGV[1]), tonumber(ARGV[2])
local reset = tonumber(redis.call('HGET', KEYS[1], 'reset') or '0')
local count
if reset <= now then
  count, reset = 1, now + win
  redis.call('HSET', KEYS[1], 'count', 1, 'reset', string.format('%.0f', reset), 'blocked', 0)
  redis.call('PEXPIRE', KEYS[1], win)
else
  count = redis.call('HINCRBY', KEYS[1], 'count', 1)
end
return {count, string.format('%.0f', reset)}`;

const FAIL = `
local now, forget, free, base, max = tonumber(ARGV[1]), tonumber(ARGV[2]), tonumber(ARGV[3]), tonumber(ARGV[4]), tonumber(ARGV[5])
local reset = tonumber(redis.call('HGET', KEYS[1], 'reset') or '0')
local count, blocked = 1, 0
if reset > now then
  count = tonumber(redis.call('HGET', KEYS[1], 'count') or '0') + 1
  blocked = tonumber(redis.call('HGET', KEYS[1], 'blocked') or '0')
end
if count >= free then blocked = math.max(blocked, now + math.min(max, base * 2 ^ (count - free))) end
redis.call('HSET', KEYS[1], 'count', count, 'reset', string.format('%.0f', now + forget), 'blocked', string.format('%.0f', blocked))
redis.call('PEXPIRE', KEYS[1], forget)
return count`;

/** `prefix` keeps apart apps sharing one Redis (and test runs, whose user ids start over). */
export function createRedisLimitStore(
  url: string,
  prefix = 'coach:limit:',
): LimitStore & { close(): Promise<void> } {
  // Fail fast rather than queue: a limit check must not hang a sign-in while Redis is away.
  const redis = new Redis(url, { maxRetriesPerRequest: 1, lazyConnect: true });
  const k = (key: string) => prefix + key;
  return {
    async hit(key: string, limit: Limit, now = Date.now()) {
      const [count, reset] = (await redis.eval(HIT, 1, k(key), now, limit.windowMs)) as [number, string];
      return count > limit.max ? secondsUntil(Number(reset), now) : 0;
    },
    async fail(key: string, rule: Backoff, now = Date.now()) {
      await redis.eval(FAIL, 1, k(key), now, rule.forgetMs, rule.free, rule.baseMs, rule.maxMs);
    },
    async blocked(key: string, now = Date.now()) {
      const [reset, blocked] = await redis.hmget(k(key), 'reset', 'blocked');
      if (Number(reset ?? 0) <= now) return 0;
      return secondsUntil(Number(blocked ?? 0), now);
    },
    async reset(key: string) {
      await redis.del(k(key));
    },
    async close() {
      redis.disconnect();
    },
  };
}
