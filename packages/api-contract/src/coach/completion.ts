import type { Coach } from '@coach/ai';
import type { LoggedSet } from '@coach/ai/schemas';
import {
  type AchievementRow,
  achievements,
  type ExerciseRow,
  exercises,
  type WorkoutRow,
  workouts,
} from '@coach/db';
import { and, asc, desc, eq, exists, inArray, isNull, ne, sql } from 'drizzle-orm';
import { titleCase } from '../domain/text.ts';
import { formatWeight } from '../domain/units.ts';
import type { PlanningMember } from '../programs/plan.ts';
import type { Executor } from '../shared/executor.ts';
import { planReview, withPlan } from './plan-review.ts';
import type { PlanReviewItem } from './schemas.ts';

/** The member the analysis speaks to: planning needs their unit and effort scale. */
type Member = PlanningMember;

/** How many earlier sessions of the same exercises the analysis compares with. */
const HISTORY_SESSIONS = 8;

const asLogged = (s: ExerciseRow): LoggedSet => ({
  name: s.name,
  reps: s.reps,
  weight: s.weight,
  rpe: s.rpe,
  isBodyweight: s.isBodyweight,
  muscleGroups: s.muscleGroups,
  notes: s.notes,
});

/** The member's earlier completed sessions containing any of these exercises, newest first. */
async function previousSessions(db: Executor, userId: number, workout: WorkoutRow, names: string[]) {
  const earlier = await db
    .select({ id: workouts.id, date: workouts.date })
    .from(workouts)
    .where(
      and(
        eq(workouts.userId, userId),
        eq(workouts.isCompleted, true),
        ne(workouts.id, workout.id),
        sql`(${workouts.date}, ${workouts.id}) < (${workout.date}::date, ${workout.id}::int)`,
        exists(
          db
            .select({ one: sql`1` })
            .from(exercises)
            .where(and(eq(exercises.workoutId, workouts.id), inArray(exercises.name, names))),
        ),
      ),
    )
    .orderBy(desc(workouts.date), desc(workouts.id))
    .limit(HISTORY_SESSIONS);
  if (!earlier.length) return [];
  const sets = await db
    .select()
    .from(exercises)
    .where(
      and(
        inArray(
          exercises.workoutId,
          earlier.map((w) => w.id),
        ),
        inArray(exercises.name, names),
        eq(exercises.isCompleted, true),
      ),
    )
    .orderBy(asc(exercises.position), asc(exercises.id));
  return earlier.map((w) => ({ date: w.date, sets: sets.filter((s) => s.workoutId === w.id).map(asLogged) }));
}

/**
 * After completion: the coach names a workout that asked for it and analyses the session against the
 * member's earlier ones; new personal records become an achievement. Runs once per workout (only
 * while `aiAnalysis` is empty), outside the completion transaction so a slow provider holds no lock.
 */
export async function analyseCompletedWorkout(
  db: Executor,
  coach: Coach,
  member: Member,
  workout: WorkoutRow,
): Promise<{ workout: WorkoutRow; achievements: AchievementRow[]; plan: PlanReviewItem[] }> {
  if (!workout.isCompleted) return { workout, achievements: [], plan: [] };
  const plan = await planReview(db, member, workout);
  if (workout.aiAnalysis) return { workout, achievements: [], plan };
  const sets = await db
    .select()
    .from(exercises)
    .where(and(eq(exercises.workoutId, workout.id), eq(exercises.isCompleted, true)))
    .orderBy(asc(exercises.position), asc(exercises.id));
  const names = [...new Set(sets.map((s) => s.name))];

  const name =
    workout.aiGenerateName && names.length
      ? (await coach.nameWorkout({ exercises: names, date: workout.date }, { userId: member.id })).data.name
      : workout.name;
  const analysis = await coach.analyzeWorkout(
    {
      name,
      durationSeconds: workout.duration,
      sets: sets.map(asLogged),
      history: names.length ? await previousSessions(db, member.id, workout, names) : [],
      bodyWeight: member.weight,
      unit: member.weightUnit,
    },
    { userId: member.id },
  );

  const [updated] = await db
    .update(workouts)
    .set({ name, aiAnalysis: withPlan(analysis.data, plan) })
    .where(and(eq(workouts.id, workout.id), isNull(workouts.aiAnalysis)))
    .returning();
  // A concurrent completion analysed it first: answer what it stored, grant nothing twice.
  if (!updated) {
    const [current] = await db.select().from(workouts).where(eq(workouts.id, workout.id));
    return { workout: current ?? workout, achievements: [], plan };
  }

  const records = analysis.data.personalRecords;
  if (!records.length) return { workout: updated, achievements: [], plan };
  const first = records[0]!;
  const granted = await db
    .insert(achievements)
    .values({
      userId: member.id,
      type: 'personal_record',
      key: `pr:workout:${workout.id}`,
      title: records.length === 1 ? 'New Personal Record!' : `${records.length} New Personal Records!`,
      description: `${titleCase(first.exercise)}: ${prText(first, member.weightUnit)}${records.length > 1 ? ' and more' : ''}.`,
      data: { workoutId: workout.id, records },
    })
    .onConflictDoNothing()
    .returning();
  return { workout: updated, achievements: granted, plan };
}

function prText(record: { kind: string; value: number }, unit: 'lb' | 'kg'): string {
  if (record.kind === 'most_reps') return `${Math.round(record.value)} reps`;
  const load = formatWeight(record.value, unit);
  return record.kind === 'estimated_1rm' ? `estimated 1RM of ${load}` : load;
}
