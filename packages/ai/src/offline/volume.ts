/** Volume math over logged sets: load × reps, where bodyweight moves count the body as load. */
import type { LoggedSet } from '../schemas.ts';

/** The load moved in one rep: weight, or bodyweight + added weight for bodyweight moves. */
export function effectiveLoad(
  set: Pick<LoggedSet, 'weight' | 'isBodyweight'>,
  bodyWeight: number | null,
): number {
  const w = set.weight ?? 0;
  return set.isBodyweight ? (bodyWeight ?? 0) + w : w;
}

export function setVolume(set: LoggedSet, bodyWeight: number | null): number {
  return effectiveLoad(set, bodyWeight) * (set.reps ?? 0);
}

export function totalVolume(sets: readonly LoggedSet[], bodyWeight: number | null): number {
  return round1(sets.reduce((sum, s) => sum + setVolume(s, bodyWeight), 0));
}

export function round1(n: number): number {
  return Math.round(n * 10) / 10;
}

export function averageRpe(sets: readonly LoggedSet[]): number | null {
  const rpes = sets.map((s) => s.rpe).filter((r): r is number => r !== null);
  return rpes.length === 0 ? null : round1(rpes.reduce((a, b) => a + b, 0) / rpes.length);
}

/** Sets grouped by exercise name, in the order first logged. */
export function byExercise(sets: readonly LoggedSet[]): Map<string, LoggedSet[]> {
  const groups = new Map<string, LoggedSet[]>();
  for (const s of sets) {
    const list = groups.get(s.name);
    if (list) list.push(s);
    else groups.set(s.name, [s]);
  }
  return groups;
}
