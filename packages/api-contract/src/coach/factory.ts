import { type Coach, type CreateCoachOptions, createCoach } from '@coach/ai';
import { aiCalls, type Db } from '@coach/db';
import type { LimitStore } from '../auth/rate-limit.ts';
import { PgLimitStore } from '../auth/rate-limit-pg.ts';

export type CoachSettings = Pick<
  CreateCoachOptions,
  'anthropicApiKey' | 'model' | 'fastModel' | 'timeoutMs' | 'dailyLimit' | 'baseURL'
> & {
  /** where the daily limit is counted: the server's shared store (PostgreSQL by default, or Redis) */
  limits?: LimitStore;
};

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The coach the app uses: every call is written to `ai_calls`, and each provider call first takes one
 * of the member's calls for the day from the shared limit store, an atomic count, so concurrent
 * requests on any number of API processes never spend more than the limit (offline answers are free).
 */
export function createAppCoach(db: Db, settings: CoachSettings = {}): Coach {
  const { limits = new PgLimitStore(db), ...options } = settings;
  const { dailyLimit } = options;
  return createCoach({
    ...options,
    recordCall: async (rec) => {
      await db.insert(aiCalls).values(rec);
    },
    reserveCall:
      dailyLimit === undefined
        ? undefined
        : async (userId) =>
            (await limits.hit(`coach:day:${userId}`, { max: dailyLimit, windowMs: DAY_MS })) === 0,
  });
}
