/** Planned sets in and out of the `planned_sets` table, grouped back into programmed exercises. */
import { type PlannedSetRow, plannedSets } from '@coach/db';
import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../shared/executor.ts';
import type { PlannedExercise } from './planned-schemas.ts';

export interface PlanPlace {
  week: number | null;
  dayNumber: number | null;
  deload: boolean;
}

/** One row per prescribed set of each planned exercise. */
export function plannedRows(
  workoutId: number,
  list: PlannedExercise[],
  place: PlanPlace,
  swappedFrom?: string,
) {
  return list.flatMap((x) =>
    x.targets.map((t) => ({
      workoutId,
      position: x.position,
      setNumber: t.setNumber,
      name: x.name,
      targetReps: t.reps,
      targetWeight: t.weight,
      targetRpe: t.rpe,
      restTime: x.restTime,
      notes: x.notes,
      muscleGroups: x.muscleGroups,
      week: place.week,
      dayNumber: place.dayNumber,
      deload: place.deload,
      rule: x.progression,
      basis: x.basis,
      hasHistory: x.hasHistory,
      swappedFrom: swappedFrom ?? null,
    })),
  );
}

function statusOf(rows: PlannedSetRow[]): PlannedExercise['status'] {
  if (rows.every((r) => r.status === 'skipped')) return 'skipped';
  if (rows.every((r) => r.status === 'done' || r.status === 'skipped')) return 'done';
  return 'planned';
}

/** Rows (one exercise's sets share a position) back into programmed exercises; swapped-out rows stay out. */
export function toPlanned(rows: PlannedSetRow[], isBodyweight: (name: string) => boolean): PlannedExercise[] {
  const byPosition = new Map<number, PlannedSetRow[]>();
  for (const r of rows) {
    if (r.status === 'swapped') continue;
    byPosition.set(r.position, [...(byPosition.get(r.position) ?? []), r]);
  }
  return [...byPosition.entries()]
    .sort(([a], [b]) => a - b)
    .map(([position, sets]) => {
      const first = sets[0]!;
      return {
        position,
        name: first.name,
        sets: sets.length,
        reps: first.targetReps,
        restTime: first.restTime ?? 0,
        notes: first.notes,
        rpe: first.targetRpe,
        weight: first.targetWeight,
        muscleGroups: first.muscleGroups,
        isBodyweight: isBodyweight(first.name),
        progression: first.rule ?? null,
        basis: first.basis ?? '',
        hasHistory: first.hasHistory,
        status: statusOf(sets),
        swappedFrom: first.swappedFrom,
        targets: sets.map((s) => ({
          id: s.id,
          setNumber: s.setNumber,
          reps: s.targetReps,
          weight: s.targetWeight,
          rpe: s.targetRpe,
          status: s.status,
          exerciseId: s.exerciseId,
        })),
      };
    });
}

export async function plannedRowsOf(db: Executor, workoutId: number) {
  return db
    .select()
    .from(plannedSets)
    .where(eq(plannedSets.workoutId, workoutId))
    .orderBy(asc(plannedSets.position), asc(plannedSets.setNumber), asc(plannedSets.id));
}
