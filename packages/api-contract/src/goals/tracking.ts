/**
 * Current values of goals that track themselves. Decision: lift goals are stored (updated when a
 * workout is completed or deleted, progress/rollup-bests.ts refreshLiftGoals), since their value is an
 * all-time best; weekly kinds are computed on read from this week's rollup rows (they roll over on
 * Monday without any write), total volume from the totals row and body weight from the profile. Each
 * read is bounded: one totals row and one week of sessions.
 */

import type { BodyGroup } from '@coach/ai/schemas';
import { weeklySets } from '@coach/ai/training';
import { achievements, type GoalRow, goals } from '@coach/db';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { todayIn } from '../domain/calendar.ts';
import { goalBadge, goalProgress } from '../domain/percent.ts';
import { weekStartOf } from '../domain/training.ts';
import { memberTotals } from '../progress/rollups.ts';
import { sessionsBetween } from '../progress/week.ts';
import type { Executor } from '../shared/executor.ts';

export interface GoalMember {
  id: number;
  timeZone: string;
  weight: number | null;
}

const LIVE_KINDS = new Set(['workouts_per_week', 'weekly_sets', 'total_volume', 'body_weight']);

/** Goals with their current value, percent and badge; reads only what the goals' kinds need. */
export async function withProgress(db: Executor, member: GoalMember, rows: GoalRow[], now = new Date()) {
  const live = rows.filter((g) => LIVE_KINDS.has(g.kind));
  let weekSessions: { exerciseName: string; workoutId: number; hardSets: number }[] = [];
  let volume = 0;
  if (live.some((g) => g.kind === 'workouts_per_week' || g.kind === 'weekly_sets')) {
    const today = todayIn(member.timeZone, now);
    weekSessions = await sessionsBetween(db, member.id, weekStartOf(today), today);
  }
  if (live.some((g) => g.kind === 'total_volume')) volume = (await memberTotals(db, member.id)).volume;
  // Completed workouts with at least one logged set this week.
  const workoutsThisWeek = new Set(weekSessions.map((s) => s.workoutId)).size;
  const sets = weeklySets(weekSessions.map((s) => ({ name: s.exerciseName, sets: s.hardSets })));
  return rows.map((g) => {
    let currentValue = g.currentValue;
    if (g.kind === 'workouts_per_week') currentValue = workoutsThisWeek;
    if (g.kind === 'weekly_sets') currentValue = sets[(g.muscleGroup ?? '').toLowerCase() as BodyGroup] ?? 0;
    if (g.kind === 'total_volume') currentValue = volume;
    if (g.kind === 'body_weight') currentValue = member.weight ?? 0;
    const percent = goalProgress({ currentValue, targetValue: g.targetValue, startValue: g.startValue });
    return { ...g, currentValue, percent, badge: goalBadge(percent) };
  });
}

/**
 * Grants `goal_achieved` for every active goal that has reached its target and was not achieved
 * before; the (user, key) unique index makes it once even under concurrent completions.
 */
export async function grantReachedGoals(db: Executor, member: GoalMember, now = new Date()) {
  const open = await db
    .select()
    .from(goals)
    .where(and(eq(goals.userId, member.id), eq(goals.status, 'active'), isNull(goals.achievedAt)));
  const reached = (await withProgress(db, member, open, now)).filter(
    (g) => g.targetValue && g.percent >= 100,
  );
  if (!reached.length) return [];
  await db
    .update(goals)
    .set({ achievedAt: now })
    .where(
      and(
        inArray(
          goals.id,
          reached.map((g) => g.id),
        ),
        isNull(goals.achievedAt),
      ),
    );
  return db
    .insert(achievements)
    .values(
      reached.map((g) => ({
        userId: member.id,
        type: 'goal_achieved' as const,
        key: `goal:${g.id}`,
        title: 'Goal Achieved!',
        description: `${g.title}: ${g.currentValue} / ${g.targetValue}${g.unit ? ` ${g.unit}` : ''}.`,
        data: { goalId: g.id, kind: g.kind, targetValue: g.targetValue, currentValue: g.currentValue },
      })),
    )
    .onConflictDoNothing()
    .returning();
}
