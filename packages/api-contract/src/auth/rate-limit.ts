/**
 * Fixed-window counters in memory: enough for one API process. A key is spent by `hit`; `retryAfter`
 * says how long until the window ends when the limit is reached.
 */
export interface Limit {
  max: number;
  windowMs: number;
}

export const LIMITS = {
  loginPerIp: { max: 20, windowMs: 10 * 60_000 },
  loginPerAccount: { max: 5, windowMs: 15 * 60_000 },
  registerPerIp: { max: 30, windowMs: 60 * 60_000 },
  registerPerAccount: { max: 5, windowMs: 60 * 60_000 },
} satisfies Record<string, Limit>;

export class RateLimiter {
  private windows = new Map<string, { count: number; resetAt: number }>();

  /** Counts one attempt; returns seconds to wait when over the limit, else 0. */
  hit(key: string, limit: Limit, now = Date.now()): number {
    this.sweep(now);
    const w = this.windows.get(key);
    if (!w || w.resetAt <= now) {
      this.windows.set(key, { count: 1, resetAt: now + limit.windowMs });
      return 0;
    }
    w.count += 1;
    return w.count > limit.max ? Math.ceil((w.resetAt - now) / 1000) : 0;
  }

  /** Forget a key, e.g. the account's failures after a successful sign-in. */
  reset(key: string) {
    this.windows.delete(key);
  }

  private sweep(now: number) {
    if (this.windows.size < 10_000) return;
    for (const [k, w] of this.windows) if (w.resetAt <= now) this.windows.delete(k);
  }
}
