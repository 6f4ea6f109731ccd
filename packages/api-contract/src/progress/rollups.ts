/**
 * Keeps the progress rollups (training_totals, exercise_sessions, exercise_bests) in step with the
 * member's completed workouts. Completed workouts are read-only, so only completion (incremental) and
 * deletion (targeted repair) change them; a member with no totals row yet (data from before the
 * rollups) is rebuilt once from their history on first read.
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
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { todayIn } from '../domain/calendar.ts';
import type { Executor } from '../shared/executor.ts';
import { latestRun, streakOn } from './run.ts';
import { primaryGroups, type SessionSummary, summariseSessions } from './session-summary.ts';

const INSERT_CHUNK = 500;

const sessionRows = (userId: number, workout: Pick<WorkoutRow, 'id' | 'date'>, list: SessionSummary[]) =>
  list.map((s) => ({ ...s, userId, workoutId: workout.id, date: workout.date }));

/** Best reps at each load, keeping the earliest day each best was first reached. */
function bestsOf(sessions: { exerciseName: string; date: string; repsAtWeight: Record<string, number> }[]) {
  const best = new Map<string, { exerciseName: string; weight: number; reps: number; date: string }>();
  for (const s of sessions) {
    for (const [w, reps] of Object.entries(s.repsAtWeight)) {
      const key = `${s.exerciseName}\u0001${w}`;
      const had = best.get(key);
      if (!had || reps > had.reps || (reps === had.reps && s.date < had.date)) {
        best.set(key, { exerciseName: s.exerciseName, weight: Number(w), reps, date: s.date });
      }
    }
  }
  return [...best.values()];
}

async function insertBests(db: Executor, userId: number, rows: ReturnType<typeof bestsOf>) {
  for (let i = 0; i < rows.length; i += INSERT_CHUNK) {
    await db
      .insert(exerciseBests)
      .values(rows.slice(i, i + INSERT_CHUNK).map((r) => ({ ...r, userId })))
      .onConflictDoUpdate({
        target: [exerciseBests.userId, exerciseBests.exerciseName, exerciseBests.weight],
        set: { reps: sql`excluded.reps`, date: sql`excluded.date` },
        // More reps, or the same reps reached earlier (a backfilled session): as a rebuild would have it.
        setWhere: sql`${exerciseBests.reps} < excluded.reps or (${exerciseBests.reps} = excluded.reps and ${exerciseBests.date} > excluded.date)`,
      });
  }
}

/** Lift goals follow the best estimated 1RM or heaviest set of their exercise over the whole history. */
export async function refreshLiftGoals(db: Executor, userId: number, names?: string[]) {
  if (names && !names.length) return;
  const best = (column: 'best_estimated_max' | 'top_weight') =>
    sql`coalesce((select max(s.${sql.raw(column)}) from exercise_sessions s where s.user_id = ${userId} and s.exercise_name = goals.exercise_name), 0)`;
  await db.execute(sql`
    update goals set current_value = case kind when 'lift_e1rm' then ${best('best_estimated_max')}
      else ${best('top_weight')} end
    where user_id = ${userId} and kind in ('lift_e1rm', 'lift_top_set')
      ${
        names
          ? sql`and exercise_name in (${sql.join(
              names.map((n) => sql`${n}`),
              sql`, `,
            )})`
          : sql``
      }`);
}

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

async function saveCurrentStreak(
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

/**
 * Inside the deletion transaction, after a completed workout is deleted (its exercise_sessions rows
 * went with it): takes it out of the totals and repairs what it may have held (bests, last worked,
 * the run, the first day, lift goals) from the remaining rollups.
 */
export async function recordDeletion(
  tx: Executor,
  member: { id: number; timeZone: string },
  workout: WorkoutRow,
  removedNames: string[],
) {
  const [had] = await tx
    .select()
    .from(trainingTotals)
    .where(eq(trainingTotals.userId, member.id))
    .for('update');
  if (!had) return;
  if (removedNames.length) {
    await tx
      .delete(exerciseBests)
      .where(and(eq(exerciseBests.userId, member.id), inArray(exerciseBests.exerciseName, removedNames)));
    const remaining = await tx
      .select({
        exerciseName: exerciseSessions.exerciseName,
        date: exerciseSessions.date,
        repsAtWeight: exerciseSessions.repsAtWeight,
      })
      .from(exerciseSessions)
      .where(
        and(eq(exerciseSessions.userId, member.id), inArray(exerciseSessions.exerciseName, removedNames)),
      );
    await insertBests(tx, member.id, bestsOf(remaining));
  }
  const lastWorked = { ...had.lastWorked };
  const stale = Object.entries(lastWorked).filter(([, day]) => day === workout.date);
  for (const [group] of stale) {
    delete lastWorked[group];
    // The newest remaining session that trained the group; sessions are read newest first, in pages.
    for (let offset = 0; ; offset += 200) {
      const page = await tx
        .select({ exerciseName: exerciseSessions.exerciseName, date: exerciseSessions.date })
        .from(exerciseSessions)
        .where(eq(exerciseSessions.userId, member.id))
        .orderBy(desc(exerciseSessions.date))
        .limit(200)
        .offset(offset);
      const hit = page.find((s) => primaryGroups(s.exerciseName).some((g) => g === group));
      if (hit) lastWorked[group] = hit.date;
      if (hit || page.length < 200) break;
    }
  }
  const [first] = await tx
    .select({ date: workouts.date })
    .from(workouts)
    .where(and(eq(workouts.userId, member.id), eq(workouts.isCompleted, true)))
    .orderBy(asc(workouts.date))
    .limit(1);
  const run = await latestRun(tx, member.id);
  const [totals] = await tx
    .update(trainingTotals)
    .set({
      workouts: sql`greatest(${trainingTotals.workouts} - 1, 0)`,
      seconds: sql`greatest(${trainingTotals.seconds} - ${workout.duration ?? 0}, 0)`,
      volume: sql`greatest(${trainingTotals.volume} - ${workout.totalVolume ?? 0}, 0)`,
      firstDay: first?.date ?? null,
      runEndsOn: run.endsOn,
      runDays: run.days,
      lastWorked,
      updatedAt: new Date(),
    })
    .where(eq(trainingTotals.userId, member.id))
    .returning();
  await refreshLiftGoals(tx, member.id, removedNames);
  await saveCurrentStreak(tx, member, totals!);
}

/** The exercise names a workout contributed to the rollups (read before deleting it). */
export async function sessionNamesOf(db: Executor, workoutId: number) {
  const rows = await db
    .select({ name: exerciseSessions.exerciseName })
    .from(exerciseSessions)
    .where(eq(exerciseSessions.workoutId, workoutId));
  return rows.map((r) => r.name);
}
