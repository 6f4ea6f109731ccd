/**
 * Numbers that complete sets already logged on the line (or, first on their line, in the exercise's
 * block) rather than adding new ones: "3 sets of 50 lbs – first set 15 reps, second set 12 reps",
 * "2×15 (45 lb first set, 35 lb second set)", "3 working sets of 100 lbs – 10 reps each set",
 * "3 sets of 8 at 185, last set 10 reps", "Squats\n3 sets\n10 reps\n135 lbs".
 */
import type { LoggedSet, WeightUnit } from '../schemas.ts';
import { cardioName } from './journal-cardio.ts';
import { lightBarSets } from './journal-light-bar.ts';
import type { ChunkNumbers } from './journal-sets.ts';
import { parseUnit, toPounds } from './units.ts';

/** A bout of cardio, named for its activity, with no reps. */
export const cardioBout = (s: LoggedSet) => s.reps === null && cardioName(s.name) === s.name;

/**
 * Applies a chunk that holds only part of a set (reps, a load, a count, a reps list) to `lineSets`,
 * the sets it may complete: null when it is no such chunk, else the new sets it makes (none when it
 * only filled in).
 * With an ordinal the chunk is for that set (the next one after the last is a new set like it);
 * otherwise it fills every set that lacks what it holds ("each set", or sets that had no reps).
 */
export function fillLineSets(lineSets: LoggedSet[], numbers: ChunkNumbers): LoggedSet[] | null {
  const group = numbers.groups[0];
  if (!group || numbers.groups.length !== 1 || lineSets.length === 0) return null;
  // "8mi mountain bike ride. It was like 78 out": a bout of cardio takes no load after it.
  if (group.weight !== null && lineSets.every(cardioBout)) return null;
  // "Skull crushers 3 sets: 12, 10, 8 at 60 lbs": the list gives the counted sets their reps.
  // "My first set was 135 for 15. … my final two sets with 185. I got 7 and 4 reps": the sets told last,
  // still without reps, are the ones a story's counts after them are for.
  const open = lineSets.slice(lineSets.findLastIndex((s) => s.reps !== null) + 1);
  if (group.reps.length > 1) {
    if (group.reps.length !== open.length) return null;
    open.forEach((s, i) => {
      s.reps = group.reps[i] ?? null;
      if (s.weight === null || (s.isBodyweight && s.weight === 0)) s.weight = group.weight ?? s.weight;
    });
    return [];
  }
  const last = lineSets.at(-1);
  // "Curls\n25 lb dumbbells\n3 sets of 10": a load logged alone takes the sets and reps after it.
  const only = lineSets.length === 1 ? last : undefined;
  const bareGroup = group.weight === null && group.reps[0] !== null && group.reps[0] !== undefined;
  if (
    only &&
    only.reps === null &&
    only.weight !== null &&
    !(only.isBodyweight && only.weight === 0) &&
    bareGroup
  ) {
    only.reps = group.reps[0] ?? null;
    return Array.from({ length: Math.min(group.sets, 50) - 1 }, () => ({ ...only }));
  }
  // "Bench 185 lbs for 8 reps, 3 sets": that set, that many times.
  if (group.sets > 1 && group.reps[0] === null && group.weight === null && lineSets.length === 1 && last)
    return Array.from({ length: Math.min(group.sets, 50) - 1 }, () => ({ ...last }));
  const reps = group.reps[0] ?? null;
  // What the chunk holds: reps, a load, or both ("4 sets of incline bench, 10 reps each at 135").
  const values: Partial<Pick<LoggedSet, 'reps' | 'weight'>> = {};
  if (reps !== null) values.reps = reps;
  if (group.weight !== null) values.weight = group.weight;
  const fields = Object.keys(values) as ('reps' | 'weight')[];
  if (!fields.length || (group.sets > 1 && !numbers.each)) return null;
  const { ordinal } = numbers;
  if (ordinal !== null) {
    const index = ordinal === 'l' ? lineSets.length - 1 : ordinal - 1;
    const target = lineSets[index];
    if (target) {
      Object.assign(target, values);
      return [];
    }
    // "225 lbs first set, 235 lbs second set": a set like the one before, with its own number.
    // "30 lbs x 12 reps (3rd set dropped to 20lbs)": a set told by a later number than the sets
    // logged, at its own load, says the ones between were like the last (a few, never a program).
    const gap = index - lineSets.length;
    if (!last || gap < 0 || gap > 3 || (gap > 0 && values.weight === undefined)) return null;
    return [...Array.from({ length: gap }, () => ({ ...last })), { ...last, ...values }];
  }
  const missing = lineSets.filter((s) => fields.every((f) => s[f] === null));
  const told = fields.includes('reps') ? open : lineSets;
  if (missing.length === 0 || (!numbers.each && missing.length !== told.length)) return null;
  for (const s of missing) Object.assign(s, values);
  return [];
}

// "225-245-255-275-300", "I went 60-70-80 kg": loads joined by dashes, with only words before them.
const LOAD_RUN =
  /^(?:[a-z'’]+\s+){0,4}(\d{2,3}(?:\.\d+)?(?:\s*-\s*\d{2,3}(?:\.\d+)?){1,9})\s*(kgs?|lbs?|pounds?)?\.?$/i;

/**
 * "Backsquats 5-5-5-5-5 … My lifts this morning were: 225-245-255-275-300": a run of loads alone
 * gives the block's sets that have no load theirs, one each, when the counts match ("Deadlift 3 sets:
 * 225-245-265" too).
 */
export function loadsForSets(text: string, blockSets: () => LoggedSet[], unit: WeightUnit): boolean {
  const m = LOAD_RUN.exec(text.trim());
  if (!m) return false;
  const loads = (m[1] ?? '').split('-').map((n) => Number(n.trim()));
  // Not cardio, whose time or distance sits in its note.
  const open = blockSets().filter((s) => s.weight === null && (s.reps !== null || s.notes === null));
  if (open.length !== loads.length || loads.some((w, i) => w <= (open[i]?.reps ?? 0))) return false;
  const from = parseUnit(m[2]) ?? unit;
  open.forEach((s, i) => {
    s.weight = toPounds(loads[i] ?? 0, from);
  });
  return true;
}

// "Meta: Chin-ups are bodyweight.", "pull-ups were bw": the load written with that lift was the lifter.
const BODYWEIGHT_NOTE =
  /(?:^|[.:\n]\s*)([\p{L}][\p{L} -]{2,30}?)\s+(?:are|is|were|was)\s+(?:all\s+)?(?:done\s+)?(?:at\s+)?(?:bodyweight|body weight|bw)\b/giu;

/** The entry's sets once all are read: bodyweight notes applied, totals dropped. */
export function finishSets(
  content: string,
  sets: LoggedSet[],
  nameOf: (text: string) => string | undefined,
): void {
  bodyweightNotes(content, sets, nameOf);
  dropTotals(sets);
  // "3 x 10 arm curls @ 5kg": a load lighter than any bar is a dumbbell's (journal-light-bar).
  lightBarSets(content, sets);
}

/** Sets of a lift a note calls bodyweight: their load is the lifter's own, so none is added. */
function bodyweightNotes(
  content: string,
  sets: LoggedSet[],
  nameOf: (text: string) => string | undefined,
): void {
  if (!/\b(?:bodyweight|body weight|bw)\b/i.test(content)) return;
  for (const m of content.matchAll(BODYWEIGHT_NOTE)) {
    const name = nameOf(m[1] ?? '');
    if (!name) continue;
    for (const s of sets)
      if (s.name === name && s.weight !== null) {
        s.weight = 0;
        s.isBodyweight = true;
      }
  }
}

/**
 * "a personal record with 145 push ups! My sets were 29, 30, 26, 27 and 33": a count that is the sum
 * of the lift's other sets is their total, not one more set.
 */
function dropTotals(sets: LoggedSet[]): void {
  for (let i = sets.length - 1; i >= 0; i--) {
    const s = sets[i] as LoggedSet;
    // Said as a total or a record, over three sets or more each well under it: "30kg – 15; 60kg – 6;
    // 70kg – 5; 80kg – 4" holds no total, though 15 is the sum of the others. (The note first: the
    // others are looked for only then, so an entry of thousands of sets is not read in the square.)
    if (!/\b(?:total|record|pr|pb|in all|altogether)\b/i.test(s.notes ?? '')) continue;
    const count = s.reps !== null && s.reps > 1 ? s.reps : s.isBodyweight && s.reps === 1 ? s.weight : null;
    const others = sets.filter((o, j) => j !== i && o.name === s.name && o.reps !== null);
    if (count === null || others.length < 3 || others.some((o) => (o.reps ?? 0) * 2 > count)) continue;
    if (others.reduce((sum, o) => sum + (o.reps ?? 0), 0) === count) sets.splice(i, 1);
  }
}

/** "Deadlift 3x10 (across, 150kg)": a load after sets without one is theirs; false when they had one. */
export function loadForLast(lastSets: LoggedSet[], weight: number | null): boolean {
  if (!lastSets.every((s) => s.weight === null || (s.isBodyweight && s.weight === 0))) return false;
  // "8mi mountain bike ride. It was like 78 out": a bout of cardio carries no load; a number told after
  // it is the weather, a heart rate, a cadence.
  if (lastSets.some(cardioBout)) return false;
  for (const s of lastSets) s.weight = weight;
  return lastSets.length > 0;
}
