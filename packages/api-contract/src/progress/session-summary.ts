/**
 * What one completed workout adds to the progress rollups, computed from its sets: per exercise the
 * set counts, volume, heaviest set, best estimated 1RM and best reps at each load. Pure.
 */
import { estimate1RM } from '@coach/ai';
import { findExercise } from '@coach/ai/catalogue';
import type { BodyGroup } from '@coach/ai/schemas';
import { isHardSet } from '../domain/training.ts';
import { round3 } from '../domain/units.ts';
import { setVolume, totalWeightOf } from '../domain/volume.ts';

/** The chart caption: how e1RM is estimated (packages/ai/src/offline/e1rm.ts). */
export const E1RM_FORMULA =
  'Estimated 1RM: the RTS RPE chart (Tuchscherer) when the set has an RPE, otherwise Epley (weight × (1 + reps / 30)); sets over 15 reps without an RPE are not used.';

export interface SetFacts {
  name: string;
  reps: number | null;
  weight: number | null;
  rpe: number | null;
  sets: number;
  isBodyweight: boolean;
  baseWeight: number;
  isCompleted: boolean;
}

export interface SessionSummary {
  exerciseName: string;
  sets: number;
  hardSets: number;
  volume: number;
  topWeight: number | null;
  topReps: number | null;
  bestEstimatedMax: number | null;
  repsAtWeight: Record<string, number>;
}

/** The load a set moved per rep: bar weight, or body weight plus added load for bodyweight moves. */
const loadOf = (s: SetFacts) => totalWeightOf(s) ?? 0;
/** JSON keys for loads: at most three decimals, no trailing zeros. */
export const weightKey = (w: number) => String(round3(w));

export function summariseSessions(sets: readonly SetFacts[]): SessionSummary[] {
  const byName = new Map<string, SessionSummary>();
  for (const s of sets) {
    if (!s.isCompleted) continue;
    const exerciseName = s.name.trim().toLowerCase();
    const sum = byName.get(exerciseName) ?? {
      exerciseName,
      sets: 0,
      hardSets: 0,
      volume: 0,
      topWeight: null,
      topReps: null,
      bestEstimatedMax: null,
      repsAtWeight: {},
    };
    const count = Math.max(1, s.sets);
    sum.sets += count;
    if (isHardSet(s)) sum.hardSets += count;
    sum.volume = round3(sum.volume + setVolume(s));
    const load = loadOf(s);
    const reps = s.reps ?? 0;
    if (reps >= 1 && load > 0) {
      if (
        sum.topWeight === null ||
        load > sum.topWeight ||
        (load === sum.topWeight && reps > (sum.topReps ?? 0))
      ) {
        sum.topWeight = load;
        sum.topReps = reps;
      }
      const key = weightKey(load);
      sum.repsAtWeight[key] = Math.max(sum.repsAtWeight[key] ?? 0, reps);
      const e1rm = estimate1RM(load, reps, s.rpe);
      if (e1rm !== null && (sum.bestEstimatedMax === null || e1rm > sum.bestEstimatedMax))
        sum.bestEstimatedMax = e1rm;
    }
    byName.set(exerciseName, sum);
  }
  return [...byName.values()];
}

/** The body groups an exercise trains as a main mover (what "last worked" and frequency count). */
export function primaryGroups(exerciseName: string): readonly BodyGroup[] {
  return findExercise(exerciseName)?.primary ?? [];
}
