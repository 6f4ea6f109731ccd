/**
 * Keeps the progress rollups (training_totals, exercise_sessions, exercise_bests) in step with the
 * member's completed workouts. Completed workouts are read-only, so only completion (incremental) and
 * deletion (targeted repair) change them; a member with no totals row yet (data from before the
 * rollups) is rebuilt once from their history on first read. The bests and lift goals are in
 * rollup-bests.ts, the repair after a deletion in rollup-deletion.ts.
 */
import {
  type ExerciseRow,
  exerciseBests,
  exerciseSessions,
  exercises,
  type TrainingTotalsRow,
  trainingTotals,
  users,
  type WorkoutRow,
  workouts,
} from '@coach/db';
import { and, asc, eq, sql } from 'drizzle-orm';
import { todayIn } from '../domain/calendar.ts';
import type { Executor } from '../shared/executor.ts';
import { bestsOf, INSERT_CHUNK, insertBests, refreshLiftGoals } from './rollup-bests.ts';
import { latestRun, streakOn } from './run.ts';
import { primaryGroups, type SessionSummary, summariseSessions } from './session-summary.ts';

const sessionRows = (userId: number, workout: Pick<WorkoutRow, 'id' | 'date'>, list: SessionSummary[]) =>
  list.map((s) => ({ ...s, userId, workoutId: workout.id, date: workout.date }));

function mergeLastWorked(into: Record<string, string>, names: Iterable<string>, date: string) {
  for (const name of names) {
    for (const g of primaryGroups(name)) if (!into[g] || into[g]! < date) into[g] = date;
  }
  return into;
}

/** Recomputes every rollup of one member from their history (first read, or a repair). */
export async function rebuildMemberProgress(db: Executor, userId: number): Promise<TrainingTotalsRow> {
  return db.transaction(async (tx) => {
    await tx.delete(exerciseSessions).where(eq(exerciseSessions.userId, userId));
    await tx.delete(exerciseBests).where(eq(exerciseBests.userId, userId));
    const done = await tx
      .select({
        id: workouts.id,
        date: workouts.date,
        duration: workouts.duration,
        volume: workouts.totalVolume,
      })
      .from(workouts)
      .where(and(eq(workouts.userId, userId), eq(workouts.isCompleted, true)))
      .orderBy(asc(workouts.date), asc(workouts.id));
    const sets = done.length
      ? await tx
          .select()
          .from(exercises)
          .innerJoin(workouts, eq(workouts.id, exercises.workoutId))
          .where(
            and(eq(workouts.userId, userId), eq(workouts.isCompleted, true), eq(exercises.isCompleted, true)),
          )
      : [];
    const byWorkout = new Map<number, ExerciseRow[]>();
    for (const { exercises: s } of sets)
      byWorkout.set(s.workoutId, [...(byWorkout.get(s.workoutId) ?? []), s]);
    const rows = done.flatMap((w) => sessionRows(userId, w, summariseSessions(byWorkout.get(w.id) ?? [])));
    for (let i = 0; i < rows.length; i += INSERT_CHUNK) {
      await tx
        .insert(exerciseSessions)
        .values(rows.slice(i, i + INSERT_CHUNK))
        .onConflictDoNothing();
    }
    await insertBests(tx, userId, bestsOf(rows));
    const lastWorked: Record<string, string> = {};
    for (const r of rows) mergeLastWorked(lastWorked, [r.exerciseName], r.date);
    const run = await latestRun(tx, userId);
    const values = {
      workouts: done.length,
      seconds: done.reduce((n, w) => n + (w.duration ?? 0), 0),
      volume: Math.round(done.reduce((n, w) => n + (w.volume ?? 0), 0) * 1000) / 1000,
      firstDay: done[0]?.date ?? null,
      runEndsOn: run.endsOn,
      runDays: run.days,
      lastWorked,
      updatedAt: new Date(),
    };
    const [totals] = await tx
      .insert(trainingTotals)
      .values({ userId, ...values })
      .onConflictDoUpdate({ target: trainingTotals.userId, set: values })
      .returning();
    await refreshLiftGoals(tx, userId);
    return totals!;
  });
}

/** The member's totals row, built from their history the first time it is needed. */
export async function memberTotals(db: Executor, userId: number): Promise<TrainingTotalsRow> {
  const [row] = await db.select().from(trainingTotals).where(eq(trainingTotals.userId, userId));
  return row ?? rebuildMemberProgress(db, userId);
}

/** The streak shown today; a run dated after today (possible after a time-zone change) is walked. */
export async function streakToday(db: Executor, userId: number, totals: TrainingTotalsRow, today: string) {
  if (!totals.runEndsOn || totals.runEndsOn <= today) return streakOn(totals, today);
  const run = await latestRun(db, userId, today);
  return streakOn({ runEndsOn: run.endsOn, runDays: run.days }, today);
}

export async function saveCurrentStreak(
  db: Executor,
  member: { id: number; timeZone: string },
  totals: TrainingTotalsRow,
) {
  const streak = await streakToday(db, member.id, totals, todayIn(member.timeZone));
  await db.update(users).set({ currentStreak: streak }).where(eq(users.id, member.id));
  return streak;
}

/**
 * Inside the completion transaction, after the workout is marked completed: adds it to the rollups.
 * Answers the lifetime count and today's streak (what the milestones need).
 */
export async function recordCompletion(
  tx: Executor,
  member: { id: number; timeZone: string },
  workout: WorkoutRow,
  sets: ExerciseRow[],
) {
  const [had] = await tx
    .select()
    .from(trainingTotals)
    .where(eq(trainingTotals.userId, member.id))
    .for('update');
  let totals: TrainingTotalsRow;
  if (!had) {
    totals = await rebuildMemberProgress(tx, member.id);
  } else {
    const summaries = summariseSessions(sets);
    const rows = sessionRows(member.id, workout, summaries);
    if (rows.length) await tx.insert(exerciseSessions).values(rows).onConflictDoNothing();
    await insertBests(tx, member.id, bestsOf(rows));
    const run =
      had.runEndsOn === workout.date
        ? { endsOn: had.runEndsOn, days: had.runDays }
        : await latestRun(tx, member.id);
    const [updated] = await tx
      .update(trainingTotals)
      .set({
        workouts: sql`${trainingTotals.workouts} + 1`,
        seconds: sql`${trainingTotals.seconds} + ${workout.duration ?? 0}`,
        volume: sql`${trainingTotals.volume} + ${workout.totalVolume ?? 0}`,
        firstDay: had.firstDay && had.firstDay < workout.date ? had.firstDay : workout.date,
        runEndsOn: run.endsOn,
        runDays: run.days,
        lastWorked: mergeLastWorked(
          { ...had.lastWorked },
          summaries.map((s) => s.exerciseName),
          workout.date,
        ),
        updatedAt: new Date(),
      })
      .where(eq(trainingTotals.userId, member.id))
      .returning();
    totals = updated!;
    await refreshLiftGoals(
      tx,
      member.id,
      summaries.map((s) => s.exerciseName),
    );
  }
  const streak = await saveCurrentStreak(tx, member, totals);
  return { totals, streak };
}
