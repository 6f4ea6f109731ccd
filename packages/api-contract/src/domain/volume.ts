import { round3 } from './units.ts';

/** The fields of one set record that volume depends on (a stored row or a draft both fit). */
export interface VolumeSet {
  reps: number | null;
  weight: number | null;
  sets?: number | null;
  isBodyweight?: boolean;
  baseWeight?: number | null;
}

/** The load moved per rep in pounds: the weight, or body weight plus added load for bodyweight moves. */
export function totalWeightOf(set: Pick<VolumeSet, 'weight' | 'isBodyweight' | 'baseWeight'>): number | null {
  if (set.isBodyweight) return round3((set.baseWeight ?? 0) + (set.weight ?? 0));
  return set.weight === null ? null : round3(set.weight);
}

/** totalWeight × reps × sets for one record; a missing weight or reps counts as 0 (nothing measurable). */
export function setVolume(set: VolumeSet): number {
  const total = totalWeightOf(set) ?? 0;
  return round3(total * (set.reps ?? 0) * (set.sets ?? 1));
}

/** Σ totalWeight × reps × sets, in pounds. Callers decide which sets count (completion counts done ones). */
export function volumeOf(sets: Iterable<VolumeSet>): number {
  let sum = 0;
  for (const s of sets) sum += setVolume(s);
  return round3(sum);
}
