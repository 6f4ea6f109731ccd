/**
 * "Start Targeted Workout": a new workout of catalogue exercises for the chosen groups. Decision: the
 * sets are planned (not done) so the member logs what they actually lift, and each exercise is one
 * they have trained recently when there is one (their own choices beat ours), prefilled with the
 * heaviest load of their last session; otherwise a staple from the catalogue.
 */
import { findExercise } from '@coach/ai/catalogue';
import type { BodyGroup, ProgrammedExercise } from '@coach/ai/schemas';
import { exerciseSessions } from '@coach/db';
import { and, eq, gte, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { addDays, todayIn } from '../domain/calendar.ts';
import { titleCase } from '../domain/text.ts';
import type { PlanningMember } from '../programs/plan.ts';
import type { Executor } from '../shared/executor.ts';
import { createWorkout } from '../workouts/create.ts';
import type { TargetedWorkoutInput } from './schemas.ts';
import { primaryGroups } from './session-summary.ts';

/** Staples per group, most useful first; every name is checked against the catalogue by a test. */
export const STAPLES: Record<BodyGroup, readonly string[]> = {
  chest: ['barbell bench press', 'incline dumbbell bench press', 'push-up'],
  back: ['barbell row', 'lat pulldown', 'pull-up'],
  shoulders: ['overhead press', 'dumbbell lateral raise', 'face pull'],
  arms: ['dumbbell curl', 'triceps pushdown', 'hammer curl'],
  legs: ['barbell back squat', 'romanian deadlift', 'dumbbell walking lunge'],
  core: ['plank', 'hanging leg raise', 'cable crunch'],
};
const RECENT_DAYS = 84;

/** Exercises per group: six in all for one group, fewer each as more groups share the session. */
export const perGroup = (groups: number) => (groups === 1 ? 3 : groups <= 3 ? 2 : 1);

export async function startTargetedWorkout(
  db: Executor,
  member: PlanningMember & { timeZone: string },
  input: z.output<typeof TargetedWorkoutInput>,
) {
  const today = todayIn(member.timeZone);
  // One row per exercise trained recently: how often, and the heaviest load of its last session.
  const recent = await db
    .select({
      name: exerciseSessions.exerciseName,
      times: sql<number>`count(*)::int`,
      lastLoad: sql<
        string | null
      >`(array_agg(${exerciseSessions.topWeight} order by ${exerciseSessions.date} desc))[1]`,
    })
    .from(exerciseSessions)
    .where(
      and(
        eq(exerciseSessions.userId, member.id),
        gte(exerciseSessions.date, addDays(today, -(RECENT_DAYS - 1))),
      ),
    )
    .groupBy(exerciseSessions.exerciseName);
  const lastLoad = new Map(recent.map((r) => [r.name, r.lastLoad === null ? null : Number(r.lastLoad)]));
  const timesDone = new Map(recent.map((r) => [r.name, r.times]));
  const chosen: ProgrammedExercise[] = [];
  const used = new Set<string>();
  for (const group of input.groups) {
    const own = [...timesDone]
      .filter(([name]) => primaryGroups(name)[0] === group)
      .sort((a, b) => b[1] - a[1])
      .map(([name]) => name);
    const picks = [...new Set([...own, ...STAPLES[group]])]
      .filter((n) => !used.has(n))
      .slice(0, perGroup(input.groups.length));
    for (const name of picks) {
      used.add(name);
      const known = findExercise(name);
      // Bodyweight moves store the added load; a last top set of body + load is not a load to prefill.
      const load = known?.isBodyweight ? null : (lastLoad.get(name) ?? null);
      chosen.push({
        name,
        sets: 3,
        reps: '8-12',
        restTime: 90,
        notes: null,
        rpe: 8,
        weight: load,
        muscleGroups: [...(known?.primary ?? [group]), ...(known?.secondary ?? [])],
      });
    }
  }
  return createWorkout(db, member, {
    name: input.name ?? `${input.groups.map(titleCase).join(' & ')} Focus`,
    exercises: chosen,
    idempotencyKey: input.idempotencyKey,
  });
}
