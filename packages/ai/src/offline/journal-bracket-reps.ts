/**
 * A load, then its reps in brackets: "80 pounds (15 reps), 90 pounds (8 reps)", "135lb (x10)",
 * "@ 60 (12 reps)". Lifters who tell a ladder in prose put each load's reps beside it in brackets;
 * read as an aside, the reps went to the load told first and "(x10)" to ten sets. Written as
 * "80 pounds x 15" the load keeps its own reps. Only where the number is a load: a unit on it, or a
 * place a load stands ("@", "at", "with"), so "10 push-ups (5 reps)" and "3 sets (10 reps)" stay.
 */
import { LOAD_UNIT } from './journal-words.ts';

// "80 pounds (15 reps)", "135lb (x10)", "60kg (x 8 reps)", "@ 60 (12 reps)".
const BRACKET_REPS = new RegExp(
  String.raw`(?<![\d.])(\d+(?:\.\d+)?)([ \t]*${LOAD_UNIT}(?![a-z]))?[ \t]*\([ \t]*(?:([x×])[ \t]*)?(\d{1,2})[ \t]*(reps?)?[ \t]*\)`,
  'gi',
);
const LOAD_PLACE = /(?:[@]|\bat|\bwith|\bw\/)[ \t]*$/i;
// "Squat 3x5 @ 225 (x3)": a load that has its scheme already; the bracket repeats the set (a mark).
const SCHEMED = /(?:\d[ \t]*[x×][ \t]*\d+|\bsets?[ \t]+of[ \t]+\d+(?:[ \t]*reps?)?)[ \t]*(?:@|at\b)[ \t]*$/i;

/** "80 pounds (15 reps)" → "80 pounds x 15": a load's bracketed reps are its own. */
export function bracketRepsAsSets(text: string): string {
  if (!text.includes('(')) return text;
  return text.replace(
    BRACKET_REPS,
    (
      whole,
      load: string,
      unit: string | undefined,
      mark?: string,
      reps?: string,
      word?: string,
      at?: number,
      all?: string,
    ) => {
      if ((!mark && !word) || SCHEMED.test((all ?? '').slice(0, at))) return whole;
      if (!unit && !LOAD_PLACE.test((all ?? '').slice(0, at))) return whole;
      return `${load}${unit ?? ''} x ${reps}`;
    },
  );
}
