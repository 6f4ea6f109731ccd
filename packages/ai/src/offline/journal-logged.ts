/**
 * One group of sets read from a chunk, as the LoggedSets the journal stores: a bodyweight move's
 * "3x50" is sets of reps, reps repeat per set, and impossible numbers are dropped, not the set.
 */
import { type CatalogueExercise, muscleGroupsFor } from '../catalogue/index.ts';
import type { LoggedSet } from '../schemas.ts';
import { cardioName } from './journal-cardio.ts';
import type { SetGroup } from './journal-sets.ts';

export function toSets(
  group: SetGroup,
  name: string,
  exercise: CatalogueExercise | undefined,
  bwHint: boolean,
  notes: string | null,
): LoggedSet[] {
  // "Bulgarian split squat: 1 set of 10 with bodyweight": no load on a move that can take one.
  const isBodyweight = exercise ? exercise.isBodyweight || (bwHint && group.weight === 0) : bwHint;
  let g = group;
  // "3x50" push-ups, "1 x 100 skips": reps, not a load, for a bodyweight move or cardio.
  if (g.repsFirst && (isBodyweight || (!exercise && cardioName(name))))
    g = { ...g, sets: g.reps[0] ?? 1, reps: [g.weight], weight: null };
  // Bodyweight moves store the added load; 0 means bodyweight only.
  const weight = g.weight ?? (isBodyweight ? 0 : null);
  const muscleGroups = muscleGroupsFor(name);
  const reps =
    g.reps.length === 1 ? Array.from({ length: Math.max(1, g.sets) }, () => g.reps[0] ?? null) : g.reps;
  // Out-of-range numbers are typos ("squat 5000x5"): keep the set, drop the impossible value.
  const safeWeight = weight !== null && weight <= 2000 ? weight : null;
  return reps.slice(0, 50).map((r) => ({
    name: name.slice(0, 120),
    reps: r === null || Number.isNaN(r) || r > 1000 ? null : Math.round(r),
    weight: safeWeight,
    rpe: g.rpe === null || Number.isNaN(g.rpe) ? null : Math.min(10, Math.max(1, g.rpe)),
    isBodyweight,
    muscleGroups,
    notes: notes?.slice(0, 500) ?? null,
  }));
}
