/**
 * The bests rollup (exercise_bests: most reps at each load) and the lift goals that follow the best
 * sessions; written by rebuilds, completions and deletions alike.
 */
import { exerciseBests } from '@coach/db';
import { sql } from 'drizzle-orm';
import type { Executor } from '../shared/executor.ts';

/** Rows per insert: keeps a rebuild of a long history under the engines' bind-parameter limits. */
export const INSERT_CHUNK = 500;

/** Best reps at each load, keeping the earliest day each best was first reached. */
export function bestsOf(
  sessions: { exerciseName: string; date: string; repsAtWeight: Record<string, number> }[],
) {
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

export async function insertBests(db: Executor, userId: number, rows: ReturnType<typeof bestsOf>) {
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
