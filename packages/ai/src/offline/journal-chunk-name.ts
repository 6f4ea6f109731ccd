/**
 * Which lift one chunk of a journal line names, given what its numbers left over: the words before
 * the numbers lead, a lift mentioned in a sentence counts, and a lone unknown word after a set is a
 * remark about it, not a new exercise.
 */
import { findExercise, normalizeWords } from '../catalogue/index.ts';
import type { WeightUnit } from '../schemas.ts';
import { cardioName } from './journal-cardio.ts';
import { oneCase } from './journal-case.ts';
import { distanceMove } from './journal-distance-moves.ts';
import type { Chunk } from './journal-lines.ts';
import { onlyCounts } from './journal-loads.ts';
import { bodyweightVariant } from './journal-name-words.ts';
import { mentionIn, onlyRepeats, type Resolved, resolveName } from './journal-names.ts';
import { extractNumbers } from './journal-sets.ts';
import type { ChunkNumbers } from './journal-types.ts';
import {
  countsName,
  FAILED,
  isSentence,
  MOVEMENT,
  MUSCLE_NAME,
  PROSE_MARKERS,
  WORD,
} from './journal-words.ts';

// "i did my last 2 sets…": lifters on phones write the first person in lower case, and shout it in capitals.
const STORY = /(?:^|\s)(?:i|we)\s/i;
/**
 * Whether the lifter wrote the name's first word with a capital ("the Split Jerks"), not only its title
 * case. Typed all in one case ("the split jerks"), capitals say nothing: a name ending in a movement does.
 */
function capitalised(name: string, text: string): boolean {
  if (oneCase(text)) return MOVEMENT.test(name);
  const first = /^\p{L}+/u.exec(name)?.[0];
  return first !== undefined && new RegExp(String.raw`(?<!\p{L})${first}`, 'u').test(text);
}

const KIT_FOR =
  /\b(?:machine|rack|station|cage|bench|tower|trainer)\s+for\s+(?:the\s+|some\s+|my\s+)?(\p{L}[\p{L} -]{2,30})$/iu;

// "I did 20 swings", "we banged out 50 swings", "each counted out 50 swings": a verb of doing (a count
// "counted out" or "rattled off" aloud as it is done, as "knocked out"), then the count and the move.
// "I finally cracked 100 swings", "we smashed 50 burpees": a count got past at last is one done too,
// its move right after the count ("cracked 300 on the deadlift" is a load got past, not reps).
const DID_COUNT =
  /\b(?:i|we|each|everyone)\s+(?:\p{L}+ly\s+)?(?:(?:cracked|smashed|crushed|nailed)\s+\d{1,3}\s+(?!(?:on|at|in|for|with|of|to|from|and|or|but)\b)\p{L}|(?:did|got|managed|completed|(?:banged|knocked|pumped|cranked|busted|churned|ground|counted|rattled)\s+(?:out|off))\s+\d{1,3}\s+\p{L})/iu;

export function nameChunk(
  text: string,
  numbers: ChunkNumbers,
  clearSet: boolean,
  current: Resolved | undefined,
  labelled: boolean,
  countsMove = false,
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
  // "Pullups 3 sets to failure": a name leads its sets; words after the numbers talk about them.
  if (!named?.exercise && numbers.trail) {
    const lead = resolveName(numbers.lead, false);
    if (lead?.exercise) named = lead;
  }
  // "Incline Merkins x20 while we waited": a clause after the sets says when or why they were done; the
  // words leading them name the move, known to the catalogue or not.
  if (!named && clearSet && numbers.lead && CLAUSE_AFTER.test(numbers.trail))
    named = resolveName(numbers.lead, true);
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
  // "I finally did 9 neat pull-ups": a count told done in a sentence counts the lift it names.
  const toldDone = numbers.bare !== null && DID_COUNT.test(text);
  if (!named?.exercise && ((clearSet && isSentence(numbers.rest)) || loaded || toldDone))
    named = mentionIn(numbers.rest) ?? named;
  // "I could only do 2 push-ups", "My initial test = 23 push ups": a count right before a bodyweight
  // movement's name counts its reps, whatever the sentence says around it. The body is the load, so the
  // number can be nothing else; a plan, goal or past record is a remark before it gets here, and a
  // count failed ("I couldn't do 5 pull ups") is none.
  if (!named?.exercise && numbers.bare !== null && !FAILED.test(numbers.rest)) {
    const moved = bodyweightCounted(numbers.trail);
    if (moved) named = moved;
  }
  return named &&
    current &&
    !named.exercise &&
    yieldsToScope(named, current, text, numbers, labelled, countsMove)
    ? undefined
    : named;
}

// "while we waited", "because the others were late": a clause of its own after the sets.
const CLAUSE_AFTER = /^\s*,?\s*(?:while|whilst|as|because|since|until|till|when|waiting)\b/i;

// The words right after a count, up to a clause's end: "pull-ups with the purple band", "push ups, which …".
const CLAUSE_END = /[,;:.!?()]|\s(?:and|but|with|which|then|after|before|on|in|at|for)\s/i;

/** The bodyweight lift named first in the words after a count ("push-ups and 18 sit-ups" → push-up). */
// "five proper sit-ups", "10 good push-ups", "3 real pull-ups": a word for how well the reps were done,
// between the count and the move, is no part of the move's name, quoted for scorn or not ("\"proper\"").
const DONE_WELL =
  /^["'“‘]?(?:proper|full|good|real|clean|neat|perfect|decent|solid|honest|legit|quality)["'”’]?$/i;

function bodyweightCounted(trail: string): Resolved | undefined {
  const all = (trail.split(CLAUSE_END)[0] ?? '').trim().split(/\s+/);
  const words = (DONE_WELL.test(all[0] ?? '') && all.length > 1 ? all.slice(1) : all).slice(0, 4);
  // The longest run of words from the count on that names one ("chin ups afterward" → chin-up).
  for (let len = words.length; len >= 1; len--) {
    const named = resolveName(words.slice(0, len).join(' '), false);
    if (named?.exercise) return named.exercise.isBodyweight ? named : undefined;
  }
  // "11 push-up/squat thrusts": one move made of two, named by its head, the words after the slash.
  const slash = words[0]?.lastIndexOf('/') ?? -1;
  if (slash > 0) return bodyweightCounted([words[0]?.slice(slash + 1), ...words.slice(1)].join(' '));
  return undefined;
}

/**
 * Whether words the catalogue does not know give way to the lift already in scope (a label, a heading,
 * the sentence that brought in the rows): in this one place, an unknown name is made of words only in
 * a name position and only where no lift in scope already covers them.
 */
function yieldsToScope(
  named: Resolved,
  current: Resolved,
  text: string,
  numbers: ChunkNumbers,
  labelled: boolean,
  countsMove: boolean,
): boolean {
  // "incline" after "incline dumbbell bench press": words the name in scope already has. Not a row of
  // a list of counts each before its move ("20 SSH" again after a lap): the move is its own again.
  if (!countsMove && onlyRepeats(numbers.rest, current)) return true;
  // "then i did 45×5 pound dip like weight wasn’t even there" after dips: words kept as written whose
  // name the catalogue reads as the lift in scope are that lift, typed in any case.
  if (current.exercise && findExercise(named.name)?.name === current.exercise.name) return true;
  // "I did my last 2 sets with a 45-pound plate around my waist": in a story told in the first person,
  // the lift holds until the catalogue's lift, or one the lifter capitalised, is named.
  if (STORY.test(text) && !capitalised(named.name, text)) return true;
  // "10 sets of 20 with a towel under my knees", "4 sets of 10 with a short break in between": words
  // behind a preposition after the sets say how they were done; a name comes before its numbers.
  if (!/\p{L}/u.test(numbers.lead) && AFTER_SETS.test(numbers.trail)) return true;
  // "Calf raises – 3 sets of 20 on the Smith machine", "Lunges: 60 pound barbell walking for 15 steps":
  // under a known label, unknown words after the first number say where or how, not what, unless they
  // end in a movement ("Deadlifts (clean pull): 2x6@135 clean pulls" is the variant done).
  if (labelled && current.exercise && !numbers.lead && !MOVEMENT.test(named.name)) return true;
  // "I then moved on to leg press, pure hypertrophy here with 5 sets of 10": words the catalogue does not
  // know before "with" and the sets, after a lift is in scope, say what the sets were for, unless they end
  // in a movement ("…, sissy squats with 3 sets of 10" is a lift of its own).
  if (current.exercise && WITH_SETS.test(numbers.lead) && !MOVEMENT.test(named.name)) return true;
  // "160 x 4 - oops", "120 x 30  Drop set": one unknown word after the numbers is a remark.
  // Not "30 double-unders", "10 circles H2H" in a round: a count first, then a word that can name what
  // it counts, joined of several words or in a round where every part is a count and its move, names the
  // move counted, as "30 double unders" does ("20 free" under back extensions stays a remark).
  const oneWord = named.name.split(' ').length === 1 && !countsMove;
  if (/^[\d.x×@\s]/i.test(text) && oneWord && !cardioName(named.name) && !MUSCLE_NAME.test(named.name))
    return true;
  // "Deadlifts went well today. Pulled 405 for 3 sets of 3": a verb is how the set was told, not a
  // lift; the one named before holds.
  return /^\p{L}+ed$/u.test(named.name);
}

// Words, then "with" right before the sets' numbers: "pure hypertrophy here with".
const WITH_SETS = /^[\p{L}\s'’-]{3,60}\swith$/iu;

// "with a towel under my knees", "in between", "using the rings": how the sets were done.
const AFTER_SETS = /^\s*(?:with|w\/|in|on|using|under|between|while|after|before)\b/i;

// "3 grips, each set starts on the minute" under a lift's sets: how many ways the lift was done (grips,
// stances, widths), never its reps.
const MANNERS_COUNTED =
  /^\s*(?:different\s+)?(?:grips|grip\s+widths|widths|stances|angles|variations|hand\s+positions|positions)\b/i;
const LOAD_THEN_NAME = /^\s*(?:[-•*]\s*)?\d+(?:\.\d+)?\s*(?:kgs?|lbs?|#)\s+\p{L}[\p{L}\s'’-]*$/iu;

/**
 * A lone count that is the reps of one set: "15 squats" (before a known name), "Dips\n10\n10\n5" (first
 * on its own line under a name, a load if too big), "Sit ups: 26 total" and "widegrip 7" under a label,
 * "* 100 froggers" (a count first on its line before a short name).
 */
// "Round 2" over its moves' counts, "Circuit #3": which round a list is, a heading, never a count of reps.
const ROUND_NUMBER = /^\W*(?:round|circuit|rd|rnd)\W*$/i;

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
    !ROUND_NUMBER.test(numbers.rest) &&
    !FAILED.test(numbers.rest) &&
    !MANNERS_COUNTED.test(numbers.rest);
  // "Band pull-aparts 100": a band has no load to write, so a number after its move is the reps.
  const banded = named?.exercise?.equipment.every((e) => e === 'resistance_bands');
  return Boolean(
    named?.exercise?.isBodyweight ||
      (banded && lineStart && numbers.bare <= 200) ||
      variantCount(numbers, lineStart) ||
      countOnly ||
      (countFirst && named) ||
      (named?.exercise && numbers.trail && !resolveName(numbers.lead, false)),
  );
}

/** "kz chinups 5", "archer pushups 10": a line's lone count after a bodyweight move's variant is its reps. */
function variantCount(numbers: ChunkNumbers, lineStart: boolean): boolean {
  const { bare, groups } = numbers;
  return lineStart && groups.length === 0 && bare !== null && bare <= 100 && bodyweightVariant(numbers.rest);
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

// "I did", "so I managed to do", "and managed", "I got": how a diary tells a count of a lift (nothing, first on a line).
const DIARY_LEAD =
  /^(?:(?:so\s+|and\s+)?(?:i\s+)?(?:did|managed(?:\s+to\s+do)?|got|completed|knocked\s+out))?$/;
const WHEN = /\b(?:today|tonight|yesterday|this\s+(?:morning|afternoon|evening))\b/g;

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
  listed = false,
): { clearSet: boolean; countFirst: boolean; countsMove: boolean } {
  // "I did 9 knee push-ups this morning": a diary's count before the name, told with "I did".
  // "5 rounds: 10 push-ups, 15 GHD situps": in rounds every part is a count, then its move.
  // "did 20 dips, 10 derkins and 20 squats": `listed`, the chunk before was a count and its move too.
  const diary = DIARY_LEAD.exec(numbers.lead);
  const countFirst =
    (chunk.lineStart || Boolean(chunk.rounds) || Boolean(diary?.[0]) || listed) &&
    numbers.bare !== null &&
    diary !== null &&
    countsName(numbers.trail.replace(WHEN, ' ').trim());
  const loadOnly = numbers.groups.length > 0 && numbers.groups.every((g) => g.reps.every((r) => r === null));
  const countsNext =
    loadOnly && nextOnLine !== undefined && onlyCounts(extractNumbers(nextOnLine.text, unit));
  const clearSet =
    countFirst ||
    numbers.hasCounts ||
    numbers.timedSets !== null ||
    (labelled && numbers.groups.length > 0) ||
    countsNext ||
    variantCount(numbers, chunk.lineStart) ||
    // "Zercher carry 40m @ 100kg": one distance of a move done over ground (journal-distance-moves).
    distanceMove(numbers.lead, numbers.cardio);
  // "30 double-unders", "10 circles H2H" in a round: the word after the count is the move's name, never
  // a remark on the set before ("20 free" under back extensions), when joined of several words or when
  // the round makes every part a count and its move.
  const countsMove = countFirst && (Boolean(chunk.rounds) || /\p{L}-\p{L}/u.test(numbers.trail));
  return { clearSet, countFirst, countsMove };
}

// "merkins", "SSH", "LBC", "ssh": a plural noun, letters in capitals or letters with no vowel (initials
// however cased), the things a count counts.
const COUNTED_THINGS = /^(?:\p{L}{2,}[^s\W]s|[b-df-hj-np-tv-z]{2,5})$/iu;
const CAPITALS = /^[A-Z]{2,5}$/;
const AFTER_COUNT = /\d+\s+(.*)$/;

/**
 * Whether the words after a count in a list of counts name things counted ("20 merkins", "15 SSH",
 * "10 Sun Gods"), not say how the set went ("20 free", "5 slow", "10 strict"): several words, or one
 * written as a plural or in capitals.
 */
export function thingsCounted(text: string): boolean {
  // The words after the count as written (capitals are kept only in the chunk's own text).
  const trail = AFTER_COUNT.exec(text)?.[1] ?? '';
  const words = (trail.split(CLAUSE_END)[0] ?? '').trim().split(/\s+/).filter(Boolean);
  const word = words[0] ?? '';
  return words.length > 1 || COUNTED_THINGS.test(word) || CAPITALS.test(word);
}

// The kit a lift's catalogue name carries ("barbell back squat", "dumbbell lunge"), and kit written.
const KIT_WORDS = /\b(?:barbell|dumbbell|kettlebell|machine|cable|smith|back)\s+/gi;
// "12 lunges with weight": a load held, its size unsaid, is kit written too.
const KIT_WRITTEN =
  /\b(?:barbells?|dumbbells?|kettlebells?|machine|cables?|smith|bar|dbs?|kbs?|bells?|goblet|weighted)\b|\b(?:with|w\/)\s*(?:a\s+|some\s+)?weights?\b/i;

// "bodyweight squats", "BW rows": the lifter's word for no load, right before the name.
const BODY_BEFORE_NAME = /\b(?:body[\s-]?weight|bw)[\s-]+\p{L}/iu;

/**
 * "3 rounds: 10 push-ups, 15 squats": a lift done with no load in a circuit is its bodyweight form,
 * when the catalogue has one ("bodyweight squat", "bodyweight lunge") and no kit is written; so is an
 * unloaded lift written "bodyweight" or "BW" right before its name ("bodyweight squats 3x20", "BW rows").
 */
export function bodyweightForm(named: Resolved, chunk: Chunk, numbers: ChunkNumbers): Resolved {
  const lift = named.exercise;
  const text = chunk.text;
  const unloaded = numbers.groups.every((g) => !g.weight);
  if (!unloaded || !(chunk.rounds || BODY_BEFORE_NAME.test(text))) return named;
  if (!lift || lift.isBodyweight || KIT_WRITTEN.test(text)) return named;
  const form = findExercise(`bodyweight ${lift.name.replace(KIT_WORDS, '')}`);
  return form ? { ...named, name: form.name, exercise: form } : named;
}
