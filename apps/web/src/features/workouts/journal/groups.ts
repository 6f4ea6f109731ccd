/**
 * The journal's 'Completed Exercises': one record per set, grouped by exercise name (spec 2 §3). A group
 * shows the name in title case, the first record's muscle groups, its sets, the average effort, the
 * volume and the distinct notes joined with '; '. Sets waiting in the offline outbox join their group.
 */
import { volumeOf } from '@coach/api-contract/domain';
import type { RouterOutputs } from '../../../lib/trpc.ts';
import { effortShown } from '../sets/effort.ts';
import type { EffortPreference } from '../shared/member.ts';
import { titleCase } from '../shared/text.ts';

export type ExerciseRecord = RouterOutputs['workouts']['byId']['exercises'][number];

/** A row of a group's set table: a stored record, or a set not yet on the server. */
export interface GroupSet {
  key: string;
  /** null while pending */
  id: number | null;
  reps: number | null;
  /** pounds; for bodyweight moves the added load */
  weight: number | null;
  rpe: number | null;
  isBodyweight: boolean;
  baseWeight: number;
  notes: string | null;
  pending: boolean;
}

export interface ExerciseGroup {
  /** lower-cased name: the grouping key */
  key: string;
  /** the stored name, which the group procedures match on */
  name: string;
  title: string;
  muscleGroups: string[];
  sets: GroupSet[];
  /** any set still waiting to sync */
  pending: boolean;
}

export interface PendingSets {
  key: string;
  name: string;
  notes: string | null;
  isBodyweight: boolean;
  muscleGroups: string[];
  sets: { reps: number | null; weight: number | null; rpe: number | null }[];
}

const fromRecord = (r: ExerciseRecord): GroupSet => ({
  key: `set-${r.id}`,
  id: r.id,
  reps: r.reps,
  weight: r.weight,
  rpe: r.rpe,
  isBodyweight: r.isBodyweight,
  baseWeight: r.baseWeight,
  notes: r.notes,
  pending: false,
});

/**
 * Completed records grouped in the order their exercise was first logged; planned (program) sets are
 * not done yet and stay out. `bodyWeightLb` stands in as the base of pending bodyweight sets.
 */
export function groupExercises(
  records: ExerciseRecord[],
  pending: PendingSets[] = [],
  bodyWeightLb: number | null = null,
): ExerciseGroup[] {
  const groups = new Map<string, ExerciseGroup>();
  const groupFor = (name: string, muscleGroups: string[]) => {
    const key = name.trim().toLowerCase();
    let group = groups.get(key);
    if (!group) {
      group = { key, name, title: titleCase(name), muscleGroups, sets: [], pending: false };
      groups.set(key, group);
    }
    return group;
  };
  for (const record of records) {
    if (!record.isCompleted) continue;
    groupFor(record.name, record.muscleGroups).sets.push(fromRecord(record));
  }
  for (const entry of pending) {
    const group = groupFor(entry.name, entry.muscleGroups);
    group.pending = true;
    entry.sets.forEach((s, i) => {
      group.sets.push({
        key: `${entry.key}-${i}`,
        id: null,
        reps: s.reps,
        weight: entry.isBodyweight ? (s.weight ?? 0) : s.weight,
        rpe: s.rpe,
        isBodyweight: entry.isBodyweight,
        baseWeight: entry.isBodyweight ? (bodyWeightLb ?? 0) : 0,
        notes: entry.notes,
        pending: true,
      });
    });
  }
  return [...groups.values()];
}

export interface GroupStats {
  setCount: number;
  /** in the member's scale, one decimal; null when no set has effort or effort is not tracked */
  averageEffort: number | null;
  /** pounds */
  volume: number;
  notes: string;
}

export function groupStats(sets: GroupSet[], preference: EffortPreference): GroupStats {
  const rated = sets.filter((s) => s.rpe !== null).map((s) => s.rpe as number);
  const averageRpe = rated.length ? rated.reduce((a, b) => a + b, 0) / rated.length : null;
  const shown = averageRpe === null ? null : effortShown(averageRpe, preference);
  const notes = [...new Set(sets.map((s) => s.notes?.trim() ?? '').filter(Boolean))].join('; ');
  return {
    setCount: sets.length,
    averageEffort: shown === null ? null : Math.round(shown * 10) / 10,
    volume: volumeOf(sets),
    notes,
  };
}

/** Σ volume of every completed set, pounds (the journal header). */
export const workoutVolume = (groups: ExerciseGroup[]) => volumeOf(groups.flatMap((g) => g.sets));
