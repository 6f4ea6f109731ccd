/**
 * What the move a pair of numbers is for makes of them: a pair read as reps × load for its size
 * ("3x50", "30 x 4") is sets of reps when the move takes no load, or is a drill done for counts.
 * Decided once the name is known (journal-logged), since the set patterns read numbers before names.
 */
import type { CatalogueExercise } from '../catalogue/index.ts';
import { cardioName } from './journal-cardio.ts';
import type { SetGroup } from './journal-types.ts';

export function countsByMove(
  g: SetGroup,
  name: string,
  exercise: CatalogueExercise | undefined,
  isBodyweight: boolean,
): SetGroup {
  // "3x50" push-ups, "1 x 100 skips": reps, not a load, for a bodyweight move or cardio; the count as
  // written, not turned to pounds ("3x50" push-ups are 50 reps in a kilo log too).
  if (
    g.repsFirst &&
    (isBodyweight || (!exercise && ((cardioName(name) && !namedRow(name)) || countedDrill(g))))
  )
    return { ...g, sets: g.reps[0] ?? 1, reps: [g.repsFirst], weight: null };
  // "Crunches 30 x 4", "Push-ups 20 x 5": on a move the body alone loads, an unmarked first number read
  // as a load for its size is the reps, and the small count after it the sets (reps × sets, as such logs
  // write it); the body is the load, and no one does 4 sets of 30 crunches with 30 lb unsaid. Not a move
  // lifters load ("Pull up: 30x4" is 30 added, as "weighted" in its catalogue names says).
  if (g.sizedLoad && exercise && bodyOnly(exercise) && g.sets === 1 && (g.reps[0] ?? 99) <= 10)
    return { ...g, sets: g.reps[0] ?? 1, reps: [g.sizedLoad], weight: null };
  return g;
}

// "Yates rows", "Meadows rows", "Helms row": a row named by the word before it, logged as written, is
// a lift the catalogue lacks (as round 27 decided for Meadows and Yates rows), not the erg: "8x70" on it
// is 8 reps at 70, as on any row. Not "Easy row", "Steady rows": the erg's pace words.
const NAMED_ROW = /^\s*\p{L}[\p{L}'’-]*(?:\s+\p{L}[\p{L}'’-]*)*\s+rows?\s*$/iu;
const ERG_WORDS =
  /\b(?:rowing|rower|erg|ergometer|machine|indoor|concept|easy|steady|slow|fast|hard|long|short|sprint|interval|intervals|recovery|tempo)\b/i;
const namedRow = (name: string) => NAMED_ROW.test(name) && !ERG_WORDS.test(name);

/**
 * "Quad pumps 3X50", "Band spread 4x40": a name the catalogue lacks, with two to five of a count up to
 * fifty and no unit on the line (the pair reads reps × load only then), is sets of reps. The moves the
 * catalogue lacks are mostly drills, rehab and band work done for counts, while two to five reps at
 * 31–50 lb would be a light load for so few reps. More reps first ("Reverse woodchop 8×100", "Zottman
 * curls 10x35") or a count past fifty keep reps × load, as on any lift the catalogue knows is loaded.
 */
function countedDrill(g: SetGroup): boolean {
  const sets = g.reps[0] ?? 0;
  return sets >= 2 && sets <= 5 && (g.repsFirst ?? 99) <= 50;
}

// Moves whose load is the body alone: a bodyweight move with no kit, a core, conditioning or push-up
// pattern, and no loaded form among its names (a "weighted" one, a medicine ball, a box's height).
const BODY_ONLY_PATTERNS = new Set(['core', 'conditioning', 'horizontal_push']);
const bodyOnly = (e: CatalogueExercise) =>
  e.isBodyweight &&
  e.equipment.every((q) => q === 'bodyweight') &&
  BODY_ONLY_PATTERNS.has(e.pattern) &&
  ![e.name, ...e.aliases].some((a) => /\b(?:weighted|box|ball|plate|vest|plank|hold|l-sit)\b/.test(a));
