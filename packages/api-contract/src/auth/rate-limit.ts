/**
 * Attempt limits. A `LimitStore` keeps the counters: in the database (`PgLimitStore`, the server's
 * default) or Redis, so every API process shares them; `RateLimiter` keeps them in memory for tests
 * and tools that call procedures directly.
 */

/** A fixed window: at most `max` attempts per `windowMs`. */
export interface Limit {
  max: number;
  windowMs: number;
}

/**
 * Exponential backoff on failures: the first `free` failures cost nothing, then each one blocks the
 * key for `baseMs`, doubling up to `maxMs`. Failures are forgotten `forgetMs` after the last one.
 */
export interface Backoff {
  free: number;
  baseMs: number;
  maxMs: number;
  forgetMs: number;
}

export interface LimitStore {
  /** Counts one attempt; answers the seconds to wait when over the limit, else 0. */
  hit(key: string, limit: Limit, now?: number): Promise<number>;
  /** Records one failure under a backoff rule. */
  fail(key: string, rule: Backoff, now?: number): Promise<void>;
  /** Seconds until the key's backoff ends, 0 when it is free. */
  blocked(key: string, now?: number): Promise<number>;
  /** Forgets a key, e.g. the failures after a successful sign-in. */
  reset(key: string): Promise<void>;
}

export const LIMITS = {
  /** every sign-in attempt from one address, whatever the account */
  loginPerIp: { max: 20, windowMs: 10 * 60_000 },
  registerPerIp: { max: 30, windowMs: 60 * 60_000 },
  registerPerAccount: { max: 5, windowMs: 60 * 60_000 },
} satisfies Record<string, Limit>;

/**
 * Wrong passwords for one account from one address: 5 free, then 30 s, 1 min, 2 min … up to 15 min.
 * Keyed by account and address, so a stranger's guesses never lock the owner out of their own device.
 */
export const LOGIN_BACKOFF: Backoff = {
  free: 5,
  baseMs: 30_000,
  maxMs: 15 * 60_000,
  forgetMs: 24 * 60 * 60_000,
};

/** How long the n-th failure blocks under a rule (0 while failures are still free). */
export function backoffMs(rule: Backoff, failures: number): number {
  if (failures < rule.free) return 0;
  return Math.min(rule.maxMs, rule.baseMs * 2 ** (failures - rule.free));
}

export const secondsUntil = (time: number, now: number) => Math.max(0, Math.ceil((time - now) / 1000));

/** Counters in this process's memory: for tests and tools, never for a server that scales out. */
export class RateLimiter implements LimitStore {
  private entries = new Map<string, { count: number; resetAt: number; blockedUntil: number }>();

  async hit(key: string, limit: Limit, now = Date.now()): Promise<number> {
    this.sweep(now);
    const e = this.entries.get(key);
    if (!e || e.resetAt <= now) {
      this.entries.set(key, { count: 1, resetAt: now + limit.windowMs, blockedUntil: 0 });
      return 0;
    }
    e.count += 1;
    return e.count > limit.max ? secondsUntil(e.resetAt, now) : 0;
  }

  async fail(key: string, rule: Backoff, now = Date.now()): Promise<void> {
    const e = this.entries.get(key);
    const count = e && e.resetAt > now ? e.count + 1 : 1;
    const blockedUntil = Math.max(e?.blockedUntil ?? 0, now + backoffMs(rule, count));
    this.entries.set(key, { count, resetAt: now + rule.forgetMs, blockedUntil });
  }

  async blocked(key: string, now = Date.now()): Promise<number> {
    const e = this.entries.get(key);
    return e && e.resetAt > now ? secondsUntil(e.blockedUntil, now) : 0;
  }

  async reset(key: string): Promise<void> {
    this.entries.delete(key);
  }

  private sweep(now: number) {
    if (this.entries.size < 10_000) return;
    for (const [k, e] of this.entries) if (e.resetAt <= now) this.entries.delete(k);
  }
}
