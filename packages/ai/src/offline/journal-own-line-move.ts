/**
 * "Bench 3x5 185" over "10 merkins", "Hip Thrusts 3x12" over "10 merkins (IC) x3": a line that opens on
 * its count (or its sets and reps) and then says one plural word is a move of its own, counted, even when
 * the catalogue does not know it. Read as a remark on the lift above ("160 x 4 - oops", "5 paused"), the
 * merkins were logged as more bench sets. Why a plural: a remark says how the sets went ("5 paused",
 * "8 easy", "10 strict") in a word that counts nothing; a thing counted is a noun in the plural. The
 * plurals that count the set itself or its kind ("3 singles", "2 negatives", "2 partials", "5 reps",
 * "3 drops") stay the lift's.
 */
import type { ChunkNumbers } from './journal-types.ts';

// A noun in the plural, one word, as a move is written ("merkins", "derkins", "pushups", "KBS" is not).
const PLURAL = /^\p{L}[\p{L}'’-]{2,}[^s\W']s$/iu;

// Plurals that say what kind of set it was or count the set's own parts, never a move.
const SET_TALK =
  /^(?:singles|doubles|triples|negatives|partials|halfs|halves|quarters|reps|sets|rounds|warm-?ups|drops|dropsets|pauses|holds|fails|misses|attempts|tries|lifts|pulls|cheats|grinders|pulses|bounces|breaths|steps|laps|sides|legs|arms|bands|chains|plates|times|seconds|secs|mins|minutes|hours|yards|meters|metres|miles|calories|cals|kilos|pounds|lbs|kgs|each|others|ones|more|extras|assists|spots|clusters|iterations|tempos|counts|beats|ladders)$/i;

// Before the count only a list mark may stand ("- 10 merkins", "• 3x10 merkins").
const NO_WORDS_BEFORE = /^[\s\-–•*>.)\d]*$/u;

// The one word after the numbers, with an aside in brackets or after a dash left out ("10 merkins (IC)").
const ONE_WORD = /^\s*([\p{L}'’-]+)\s*(?:$|[(,;.!]|\s[-–]\s)/u;

/** Whether a chunk first on its line counts one plural word that names a move, not a remark on the set. */
export function ownLineMove(lineStart: boolean, numbers: ChunkNumbers): boolean {
  if (!lineStart || !NO_WORDS_BEFORE.test(numbers.lead)) return false;
  if (numbers.bare === null && numbers.groups.length === 0) return false;
  if (numbers.groups.some((g) => g.weight !== null)) return false;
  const word = ONE_WORD.exec(numbers.trail)?.[1];
  return word !== undefined && PLURAL.test(word) && !SET_TALK.test(word);
}
