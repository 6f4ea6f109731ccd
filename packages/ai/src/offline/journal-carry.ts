/**
 * What one chunk hands to the chunks after it beyond its own sets: a load written once before a
 * line's sets × reps, and the lift a cardio line says comes next.
 */
import { mentionIn, type Resolved } from './journal-names.ts';
import type { SetGroup } from './journal-types.ts';

const LOAD_FIRST = /\d\s*(?:kgs?|lbs?|kilos?|pounds?|#)\s+\d{1,2}\s*[x×]\s*\d/i;

/**
 * "Dumbbell press 10kg 1 x 5, 1 x 4", "Squat 100 kg 3x5, 2x3": a load written once, with its unit,
 * before the line's first sets × reps holds for the sets × reps after them on that line. Returns the
 * line's load-first weight after this chunk (null: none), filling this chunk's groups when it applies.
 */
export function carryLineLoad(
  text: string,
  groups: SetGroup[],
  lineLoad: number | null,
  sameLift: boolean,
  bodyweight: boolean,
): number | null {
  if (LOAD_FIRST.test(text) && groups[0]?.weight) return groups[0].weight;
  if (sameLift && lineLoad !== null && !bodyweight)
    for (const g of groups) if (g.weight === null && g.reps.some((r) => r !== null)) g.weight = lineLoad;
  return lineLoad;
}

/** "30:30 on the bike after some deadlifts:", "10 min rower, then squats": the lift done next, if named. */
export function liftAfterCardio(rest: string, cardio: string | undefined): Resolved | undefined {
  const then = /\b(?:after|then|before|followed by)\s+(.+)$/i.exec(rest)?.[1];
  const lift = then ? mentionIn(then, true) : undefined;
  return lift?.exercise && lift.name !== cardio ? lift : undefined;
}
