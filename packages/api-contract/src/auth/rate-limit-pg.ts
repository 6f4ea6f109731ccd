import { type Db, rateLimits } from '@coach/db';
import { eq, sql } from 'drizzle-orm';
import { type Backoff, backoffMs, type Limit, type LimitStore, secondsUntil } from './rate-limit.ts';

/** A time as an SQL value: postgres.js cannot bind a Date inside a raw sql`` fragment. */
const timestamp = (ms: number) => sql`${new Date(ms).toISOString()}::timestamptz`;

/**
 * Limits kept in PostgreSQL: every API process on the database shares them. Each call is one atomic
 * upsert, so concurrent attempts on two processes are counted once each, never lost.
 */
export class PgLimitStore implements LimitStore {
  constructor(private db: Db) {}

  async hit(key: string, limit: Limit, now = Date.now()): Promise<number> {
    const at = timestamp(now);
    const expired = sql`${rateLimits.resetAt} <= ${at}`;
    const [row] = await this.db
      .insert(rateLimits)
      .values({ key, count: 1, resetAt: new Date(now + limit.windowMs) })
      .onConflictDoUpdate({
        target: rateLimits.key,
        set: {
          count: sql`case when ${expired} then 1 else ${rateLimits.count} + 1 end`,
          resetAt: sql`case when ${expired} then excluded.reset_at else ${rateLimits.resetAt} end`,
        },
      })
      .returning({ count: rateLimits.count, resetAt: rateLimits.resetAt });
    if (this.shouldSweep()) await this.sweep(at);
    return row && row.count > limit.max ? secondsUntil(row.resetAt.getTime(), now) : 0;
  }

  async fail(key: string, rule: Backoff, now = Date.now()): Promise<void> {
    const at = timestamp(now);
    const [row] = await this.db
      .insert(rateLimits)
      .values({ key, count: 1, resetAt: new Date(now + rule.forgetMs) })
      .onConflictDoUpdate({
        target: rateLimits.key,
        set: {
          count: sql`case when ${rateLimits.resetAt} <= ${at} then 1 else ${rateLimits.count} + 1 end`,
          resetAt: sql`excluded.reset_at`,
        },
      })
      .returning({ count: rateLimits.count });
    const wait = backoffMs(rule, row?.count ?? 1);
    if (wait === 0) return;
    // greatest(): two failures racing on two processes keep the longer wait, whatever the order.
    const until = timestamp(now + wait);
    await this.db
      .update(rateLimits)
      .set({ blockedUntil: sql`greatest(coalesce(${rateLimits.blockedUntil}, ${until}), ${until})` })
      .where(eq(rateLimits.key, key));
  }

  async blocked(key: string, now = Date.now()): Promise<number> {
    const [row] = await this.db
      .select({ resetAt: rateLimits.resetAt, blockedUntil: rateLimits.blockedUntil })
      .from(rateLimits)
      .where(eq(rateLimits.key, key));
    if (!row?.blockedUntil || row.resetAt.getTime() <= now) return 0;
    return secondsUntil(row.blockedUntil.getTime(), now);
  }

  async reset(key: string): Promise<void> {
    await this.db.delete(rateLimits).where(eq(rateLimits.key, key));
  }

  private calls = 0;
  /** Expired rows are deleted now and then, so the table holds only live counters. */
  private shouldSweep() {
    this.calls = (this.calls + 1) % 500;
    return this.calls === 0;
  }
  private async sweep(at: ReturnType<typeof timestamp>) {
    await this.db.delete(rateLimits).where(sql`${rateLimits.resetAt} <= ${at}`);
  }
}
