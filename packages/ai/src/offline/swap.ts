/**
 * Exercise swaps: same primary muscle group and movement pattern, doable with the member's
 * equipment, never the original or an excluded name. Deterministic: same input, same answer.
 */
import {
  CATALOGUE,
  type CatalogueExercise,
  findExercise,
  isDoableWith,
  lookupKey,
  muscleGroupsFor,
  searchExercises,
} from '../catalogue/index.ts';
import { CoachInputError } from '../errors.ts';
import { EQUIPMENT, type Equipment, type SwapExerciseOutput } from '../schemas.ts';
import { defaultPrescription } from './prescription.ts';
import { equipmentIn } from './program-feedback.ts';

const STAPLES = new Set(['barbell', 'dumbbells', 'machines', 'cables', 'bodyweight', 'pullup_bar', 'bench']);
const INDEX = new Map(CATALOGUE.map((e, i) => [e.name, i]));

function similarity(a: CatalogueExercise, b: CatalogueExercise): number {
  let s = 0;
  if (a.pattern === b.pattern) s += 50;
  if (a.primary[0] === b.primary[0]) s += 30;
  if (a.muscles[0] === b.muscles[0]) s += 40;
  for (const m of b.muscles) s += a.muscles.includes(m) ? 3 : -3;
  // Gym staples first; bands and kettlebells win only when they are what the member has.
  if (b.equipment.every((q) => STAPLES.has(q))) s += 6;
  // A swap is usually asked for because of the tool (busy rack, no barbell): prefer a different one.
  if (a.equipment.join() !== b.equipment.join()) s += 5;
  return s;
}

const UNAVAILABLE =
  /\b(no|without|don'?t have|do not have|busy|taken|occupied|in use|broken|not available|unavailable)\b/;

function equipmentText(e: CatalogueExercise): string {
  const names = e.equipment.filter((q) => q !== 'bodyweight').map((q) => q.replace('_', ' '));
  return names.length === 0 ? 'just your bodyweight' : names.join(' and ');
}

/** The best replacements, best first. */
export function rankSwaps(
  original: CatalogueExercise,
  equipment: readonly Equipment[] | undefined,
  exclude: readonly string[],
) {
  const banned = new Set([
    lookupKey(original.name),
    ...exclude.map((x) => lookupKey(findExercise(x)?.name ?? x)),
  ]);
  const allowed = (c: CatalogueExercise) =>
    !banned.has(lookupKey(c.name)) && (!equipment || isDoableWith(c, equipment));
  const samePrimary = (c: CatalogueExercise) => c.primary[0] === original.primary[0];
  const sameMuscle = (c: CatalogueExercise) => c.muscles[0] === original.muscles[0];
  const samePattern = (c: CatalogueExercise) => c.pattern === original.pattern;
  // Narrowest tier that has anything: the closest match always wins over a looser one.
  const tiers: ((c: CatalogueExercise) => boolean)[] = [
    (c) => samePattern(c) && samePrimary(c) && sameMuscle(c),
    (c) => samePattern(c) && samePrimary(c),
    (c) => samePrimary(c) && sameMuscle(c),
    (c) => c.primary.some((g) => original.primary.includes(g)),
  ];
  let pool: CatalogueExercise[] = [];
  for (const tier of tiers) {
    pool = CATALOGUE.filter((c) => allowed(c) && tier(c));
    if (pool.length > 0) break;
  }
  return (
    pool
      // Members who list their tools want them used: a loaded option beats a bodyweight stand-in.
      .map((c) => ({
        c,
        s:
          similarity(original, c) +
          (equipment && c.equipment.some((q) => q !== 'bodyweight' && equipment.includes(q)) ? 8 : 0),
      }))
      .sort((x, y) => y.s - x.s || (INDEX.get(x.c.name) ?? 0) - (INDEX.get(y.c.name) ?? 0))
      .map((x) => x.c)
  );
}

export function swapExercise(
  originalName: string,
  equipment: readonly Equipment[] | undefined,
  exclude: readonly string[],
  reason = '',
): SwapExerciseOutput {
  const original = findExercise(originalName) ?? searchExercises(originalName, 1)[0];
  // "the bench is taken", "no barbell at home": the reason can rule out a tool too.
  const unavailable = UNAVAILABLE.test(reason.toLowerCase()) ? equipmentIn(reason.toLowerCase()) : [];
  if (unavailable.length > 0) equipment = (equipment ?? EQUIPMENT).filter((q) => !unavailable.includes(q));
  if (!original)
    throw new CoachInputError(
      `I don't know '${originalName.trim()}' well enough to suggest a swap. Try picking one from the list.`,
    );
  const best = rankSwaps(original, equipment, exclude)[0];
  if (!best) throw new CoachInputError(`There is no swap for ${original.name} with the equipment you have.`);
  const p = defaultPrescription(best);
  const same = best.muscles.filter((m) => original.muscles.includes(m)).slice(0, 3);
  const how =
    best.pattern === original.pattern
      ? `the same ${best.pattern.replace(/_/g, ' ')} movement`
      : 'a similar movement';
  return {
    swappedExercise: {
      name: best.name,
      sets: p.sets,
      reps: p.reps,
      restTime: p.restTime,
      notes: p.notes,
      rpe: null,
      weight: null,
      muscleGroups: muscleGroupsFor(best.name),
    },
    reason: `${cap(best.name)} trains the same ${same.length > 0 ? same.join(', ') : best.primary.join(', ')} with ${how}, using ${equipmentText(best)}.`,
  };
}

function cap(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}
