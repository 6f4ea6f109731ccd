/**
 * Which lift one chunk of a journal line names, given what its numbers left over: the words before
 * the numbers lead, a lift mentioned in a sentence counts, and a lone unknown word after a set is a
 * remark about it, not a new exercise.
 */
import { normalizeWords } from '../catalogue/index.ts';
import type { WeightUnit } from '../schemas.ts';
import { cardioName } from './journal-cardio.ts';
import type { Chunk } from './journal-lines.ts';
import { onlyCounts } from './journal-loads.ts';
import { mentionIn, onlyRepeats, type Resolved, resolveName } from './journal-names.ts';
import { extractNumbers } from './journal-sets.ts';
import type { ChunkNumbers } from './journal-types.ts';
import { countsName, FAILED, isSentence, PROSE_MARKERS, WORD } from './journal-words.ts';

const KIT_FOR =
  /\b(?:machine|rack|station|cage|bench|tower|trainer)\s+for\s+(?:the\s+|some\s+|my\s+)?(\p{L}[\p{L} -]{2,30})$/iu;

export function nameChunk(
  text: string,
  numbers: ChunkNumbers,
  clearSet: boolean,
  current: Resolved | undefined,
  labelled: boolean,
): Resolved | undefined {
  // "the standing calf machine for shrugs", "the smith machine for squats": the kit, then the lift done on it.
  const onKit = KIT_FOR.exec(numbers.rest);
  const smith =
    onKit && /\bsmith\b/i.test(numbers.rest) ? resolveName(`smith ${onKit[1]}`, clearSet) : undefined;
  const lift = smith?.exercise ? smith : onKit ? resolveName(onKit[1] ?? '', clearSet) : undefined;
  if (lift?.exercise) return lift;
  // "40lb tricep", "20lb deltoid raise": words right after a load with its unit, nothing else on the
  // chunk, name the movement even where no count is (a list under one scheme).
  const loadThenName = LOAD_THEN_NAME.test(text) && (numbers.rest.match(/\p{L}+/gu) ?? []).length <= 4;
  let named = resolveName(numbers.rest, clearSet || loadThenName, text);
  if (named && current && !named.exercise && onlyRepeats(numbers.rest, current)) named = undefined;
  // "Calf raises – 3 sets of 20 on the Smith machine", "Lunges: 60 pound barbell walking for 15 steps":
  // under a known label, unknown words after the first number say where or how, not what.
  if (named && !named.exercise && labelled && current?.exercise && !numbers.lead) named = undefined;
  // "Pullups 3 sets to failure": a name leads its sets; words after the numbers talk about them.
  if (!named?.exercise && numbers.trail) {
    const lead = resolveName(numbers.lead, false);
    if (lead?.exercise) named = lead;
  }
  // "grind out 3 sets of 6 reps of deadlifts", "knocked out 3x10 of curls": what the sets are "of",
  // named after them, is the lift; the words before were how it was done.
  if (!named?.exercise && /^(?:of|on)\s/i.test(numbers.trail) && numbers.groups.length) {
    const of = resolveName(numbers.trail.replace(/^(?:of|on)\s+(?:the\s+|my\s+|some\s+)?/i, ''), false);
    if (of?.exercise) named = of;
  }
  // "Starting out today I did a very easy three sets of five back squats": a lift named in a sentence.
  // "For squats I'm now doing 135 pounds": a load in a sentence about a lift is that lift's.
  const loaded =
    numbers.groups.some((g) => g.weight !== null) &&
    normalizeWords(numbers.rest).some((w) => PROSE_MARKERS.has(w));
  if (!named?.exercise && ((clearSet && isSentence(numbers.rest)) || loaded))
    named = mentionIn(numbers.rest) ?? named;
  // "160 x 4 - oops", "120 x 30  Drop set": one unknown word after the numbers is a remark.
  if (
    named &&
    current &&
    !named.exercise &&
    /^[\d.x×@\s]/i.test(text) &&
    named.name.split(' ').length === 1 &&
    !cardioName(named.name) &&
    !MUSCLE_NAME.test(named.name)
  )
    named = undefined;
  // "Deadlifts went well today. Pulled 405 for 3 sets of 3": a verb is how the set was told, not a
  // lift; the one named before holds.
  if (named && current && !named.exercise && /^\p{L}+ed$/u.test(named.name)) named = undefined;
  return named;
}

const LOAD_THEN_NAME = /^\s*(?:[-•*]\s*)?\d+(?:\.\d+)?\s*(?:kgs?|lbs?|#)\s+\p{L}[\p{L}\s'’-]*$/iu;
// "40lb tricep", "Calves 3x20": a muscle said for the movement that works it is a name, not a remark.
const MUSCLE_NAME =
  /^(?:triceps?|biceps?|calf|calves|abs|lats?|traps?|quads?|hamstrings?|glutes?|delts?|forearms?|obliques?|pecs?)$/i;

/**
 * A lone count that is the reps of one set: "15 squats" (before a known name), "Dips\n10\n10\n5" (first
 * on its own line under a name, a load if too big), "Sit ups: 26 total" and "widegrip 7" under a label,
 * "* 100 froggers" (a count first on its line before a short name).
 */
export function bareIsReps(
  numbers: ChunkNumbers & { bare: number | null },
  named: Resolved | undefined,
  heading: Resolved | undefined,
  lineStart: boolean,
  labelled: boolean,
  countFirst: boolean,
): numbers is ChunkNumbers & { bare: number } {
  if (numbers.groups.length > 0 || numbers.bare === null) return false;
  const restWords = (numbers.rest.match(WORD) ?? []).filter((w) => w !== 'total');
  const ownCount =
    lineStart &&
    (numbers.bare <= (heading?.exercise?.isBodyweight ? 100 : 30) || /\btotal\b/.test(numbers.rest));
  const countOnly =
    !named &&
    (labelled || ownCount) &&
    heading !== undefined &&
    !cardioName(heading.name) &&
    restWords.length <= 2 &&
    !FAILED.test(numbers.rest);
  return Boolean(
    named?.exercise?.isBodyweight ||
      countOnly ||
      (countFirst && named) ||
      (named?.exercise && numbers.trail && !resolveName(numbers.lead, false)),
  );
}

/** "Rows the same", "same again for curls": the lift named beside "the same", if any. */
export function sameAs(text: string): Resolved | undefined {
  if (!/\bthe same\b|\bsame (?:again|thing|sets?)\b/i.test(text)) return undefined;
  const named = resolveName(
    text.replace(/\b(?:the\s+)?same(?:\s+(?:again|thing|sets?))?\b|\bfor\b/gi, ' '),
    true,
  );
  return named?.exercise ? named : undefined;
}

/** "on the leg press machine", "using the smith": where a lift was done, not which lift. */
export function saysWhere(text: string): boolean {
  return /^(?:on|in|at|using|with|w\/)\s/i.test(text);
}

/** A chunk naming a lift other than the current one ("Finished with leg curls"). */
export function namesAnother(text: string, current: Resolved | undefined): boolean {
  const other = resolveName(extractNumbers(text, 'lb').rest, false);
  return Boolean(other?.exercise && other.name !== current?.name);
}

/**
 * Whether a chunk clearly holds a set, enough to log a name the catalogue lacks: counts, timed sets,
 * numbers under a label, "* 100 froggers" (a count first on its line before a short name), or
 * "Sled push 90kg, 4 x 20m" (a load whose counts follow on the line).
 */
export function setKind(
  numbers: ChunkNumbers,
  chunk: Chunk,
  nextOnLine: Chunk | undefined,
  labelled: boolean,
  unit: WeightUnit,
): { clearSet: boolean; countFirst: boolean } {
  const countFirst = chunk.lineStart && numbers.bare !== null && !numbers.lead && countsName(numbers.trail);
  const loadOnly = numbers.groups.length > 0 && numbers.groups.every((g) => g.reps.every((r) => r === null));
  const countsNext =
    loadOnly && nextOnLine !== undefined && onlyCounts(extractNumbers(nextOnLine.text, unit));
  const clearSet =
    countFirst ||
    numbers.hasCounts ||
    numbers.timedSets !== null ||
    (labelled && numbers.groups.length > 0) ||
    countsNext;
  return { clearSet, countFirst };
}
