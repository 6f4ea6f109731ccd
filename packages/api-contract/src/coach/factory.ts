import { type Coach, type CreateCoachOptions, createCoach } from '@coach/ai';
import { aiCalls, type Db } from '@coach/db';
import { and, count, eq, gte } from 'drizzle-orm';

export type CoachSettings = Pick<
  CreateCoachOptions,
  'anthropicApiKey' | 'model' | 'fastModel' | 'timeoutMs' | 'dailyLimit' | 'baseURL'
>;

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The coach the app uses: every call is written to `ai_calls`, and the daily limit counts the member's
 * provider calls over the last 24 hours (offline answers are free and never limited).
 */
export function createAppCoach(db: Db, settings: CoachSettings = {}): Coach {
  return createCoach({
    ...settings,
    recordCall: async (rec) => {
      await db.insert(aiCalls).values(rec);
    },
    countCallsToday: async (userId) => {
      const [row] = await db
        .select({ n: count() })
        .from(aiCalls)
        .where(
          and(
            eq(aiCalls.userId, userId),
            eq(aiCalls.provider, 'anthropic'),
            gte(aiCalls.createdAt, new Date(Date.now() - DAY_MS)),
          ),
        );
      return row?.n ?? 0;
    },
  });
}
