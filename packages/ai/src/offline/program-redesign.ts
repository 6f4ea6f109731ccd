/**
 * Rebuilding a program for a new day count or new equipment while keeping what the member already
 * changed: exercises they swapped in replace the designer's pick again, exercises they added come
 * back on a day that trains the same muscles, and their constraints still hold.
 */
import { findExercise, lookupKey } from '../catalogue/index.ts';
import type { Equipment, ProgramDay, ProgramDraft, ProgrammedExercise } from '../schemas.ts';
import { designProgram } from './program-design.ts';
import { dayTrains, SESSION_SET_CAP } from './program-volume.ts';

const key = (name: string) => lookupKey(findExercise(name)?.name ?? name);

/** The goals text a saved program still carries: its name and focus areas. */
export function goalsOf(d: Pick<ProgramDraft, 'name' | 'focusAreas'>): string {
  return `${d.name}. ${d.focusAreas.join('. ')}`;
}

interface Carry {
  /** designer's exercise → the member's replacement */
  swaps: Map<string, ProgrammedExercise>;
  /** exercises the member added that the designer would not have */
  extras: ProgrammedExercise[];
}

/**
 * What the member changed, found by comparing the program with what the designer would have made for
 * the same days and equipment. A removed exercise pairs with an added one of the same pattern and
 * muscle group (or just the muscle group); unpaired additions are extras.
 */
export function memberChanges(current: ProgramDraft): Carry {
  const reference = designProgram({
    goals: goalsOf(current),
    experience: current.difficulty,
    availableDays: current.schedule.days.length,
    equipment: current.equipment,
  });
  const refKeys = new Set(reference.schedule.days.flatMap((d) => d.exercises.map((x) => key(x.name))));
  const curKeys = new Set(current.schedule.days.flatMap((d) => d.exercises.map((x) => key(x.name))));
  const removed = [...new Set(reference.schedule.days.flatMap((d) => d.exercises.map((x) => x.name)))].filter(
    (n) => !curKeys.has(key(n)),
  );
  const added = new Map<string, ProgrammedExercise>();
  for (const d of current.schedule.days)
    for (const x of d.exercises)
      if (!refKeys.has(key(x.name)) && !added.has(key(x.name))) added.set(key(x.name), x);
  const swaps = new Map<string, ProgrammedExercise>();
  const used = new Set<string>();
  const pair = (
    r: string,
    same: (a: ReturnType<typeof findExercise>, b: ReturnType<typeof findExercise>) => boolean,
  ) => {
    const re = findExercise(r);
    for (const [k, x] of added) {
      if (used.has(k)) continue;
      if (re && same(re, findExercise(x.name))) {
        swaps.set(key(r), x);
        used.add(k);
        return true;
      }
    }
    return false;
  };
  for (const r of removed)
    pair(r, (a, b) => !!a && !!b && a.pattern === b.pattern && a.primary[0] === b.primary[0]) ||
      pair(r, (a, b) => !!a && !!b && a.primary[0] === b.primary[0]);
  const extras = [...added.entries()].filter(([k]) => !used.has(k)).map(([, x]) => x);
  return { swaps, extras };
}

/** Applies earlier changes to freshly designed days, in place. */
export function reapply(days: ProgramDay[], carry: Carry, level: ProgramDraft['difficulty']): void {
  for (const day of days) {
    day.exercises = day.exercises.map((x) => {
      const swap = carry.swaps.get(key(x.name));
      if (!swap || day.exercises.some((y) => key(y.name) === key(swap.name))) return x;
      // The member's exercise, at the dose the new day gives that position.
      return { ...swap, sets: x.sets, restTime: x.restTime };
    });
  }
  const cap = SESSION_SET_CAP[level];
  for (const extra of carry.extras) {
    const e = findExercise(extra.name);
    const groups = e?.primary ?? [];
    if (days.some((d) => d.exercises.some((y) => key(y.name) === key(extra.name)))) continue;
    const day = days
      .filter((d) => groups.every((g) => dayTrains(d, g)))
      .sort((a, b) => sets(a) - sets(b))
      .find((d) => sets(d) + extra.sets <= cap);
    day?.exercises.push(extra);
  }
}

const sets = (d: ProgramDay) => d.exercises.reduce((a, x) => a + x.sets, 0);

/** The program's days redesigned for `days` days and `equipment`, with the member's changes kept. */
export function redesignDays(current: ProgramDraft, days: number, equipment: Equipment[]) {
  const carry = memberChanges(current);
  const fresh = designProgram({
    goals: goalsOf(current),
    experience: current.difficulty,
    availableDays: days,
    equipment,
  });
  reapply(fresh.schedule.days, carry, current.difficulty);
  return fresh;
}
