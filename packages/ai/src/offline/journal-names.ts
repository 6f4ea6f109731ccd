/**
 * Which exercise a journal chunk names. Exact catalogue names and aliases first, then a catalogue
 * name inside words that do not change the movement ("raw deadlifts", "rack pulls in squat rack",
 * "db bench w/ pause"), then a misspelling of one, and finally the words as written, title-cased and
 * marked as not in the catalogue: a clear set is never dropped because its name is unknown.
 */
import {
  type CatalogueExercise,
  findExercise,
  findExerciseAnyOrder,
  findExerciseFuzzy,
  normalizeWords,
} from '../catalogue/index.ts';
import { singular } from '../catalogue/normalize.ts';
import { abbreviation } from './journal-abbrev.ts';
import { endSlip } from './journal-end-slip.ts';
import { memoByText } from './journal-memo.ts';
import { inWords, joinedNames, joinedWords, nameWords } from './journal-name-words.ts';
import { withoutCompared, withoutStructure } from './journal-structure.ts';
import { joinedName } from './journal-told-name.ts';
import {
  CHATTER,
  FILLER,
  GEAR,
  IMPLEMENTS,
  LEAD_INS,
  PROSE_MARKERS,
  proseWord,
  QUALIFIERS,
} from './journal-words.ts';
import { capitalisedIn, writtenName } from './journal-written.ts';

export { titleCase } from './journal-written.ts';

export interface Resolved {
  name: string;
  exercise: CatalogueExercise | undefined;
  notes: string | null;
}

// "wide grip: BW/10", "medium grip: 45/6" under a lift: how its bar was held, a variant of that lift.
const GRIP_ONLY =
  /^[\s\d.,x×@-]*(?:wide|close|narrow|medium|normal|regular|standard|shoulder[\s-]*width|hammer|neutral|parallel|mixed|reverse|false|thumbless|underhand|overhand|pronated|supinated)[\s-]*grip[\s\d.,x×@-]*$/i;

// "Rudern am Kabel", "Curl im Stehen": German "at the"/"in the" before a capitalised noun, a name's words.
const GERMAN_AT = /(?<!\bI\s+)\b[ai]m\s+\p{Lu}\p{Ll}/u;

const BENCH_ANGLES: Record<string, string> = {
  incline: 'incline bench',
  decline: 'decline bench',
  flat: 'bench',
};

/**
 * The exercise a chunk names, or undefined when it names none. `clear` says the chunk holds a set
 * (or is a line's label), which is enough to log an unknown name as written; `original` is the text
 * as the lifter wrote it, for the spelling of an unknown name.
 */
export function resolveName(whole: string, clear: boolean, asTyped = whole): Resolved | undefined {
  // Readers name the same chunk and label again and again; pure, so each is named once (journal-memo).
  if (asTyped !== whole) return nameOf(whole, clear, asTyped);
  return clear ? namedClear(whole) : namedUnclear(whole);
}
const namedClear = memoByText((text) => nameOf(text, true, text));
const namedUnclear = memoByText((text) => nameOf(text, false, text));

function nameOf(whole: string, clear: boolean, asTyped: string): Resolved | undefined {
  const text = withoutStructure(whole);
  const original = withoutStructure(asTyped);
  // "widegrip 7", "close grip": how the bar was held, never an exercise on its own.
  if (GRIP_ONLY.test(text)) return undefined;
  const { words, tail, joins } = nameWords(text);
  if (words.length === 0) return undefined;
  // Two movements joined are one: the catalogue's pair ("clean and jerk"), else the words as written.
  if (joins) return joinedName(words, text, original);
  // "lunges w/ barbell": the equipment named after the lift picks its variant.
  // "curl … 20 lb dumbbells": the implement written after the name, with or without a preposition;
  // not "Squat + bands", where bands add resistance to the bar.
  const gearWord =
    tail?.split(' ').find((w) => GEAR.has(w)) ??
    words.slice(1).find((w) => /^(?:dumbbells?|kettlebells?|barbells?|cables?)$/.test(w));
  const gear = gearWord ? singular(gearWord) : undefined;
  const found =
    (gear && inWords([gear, ...words])?.exercise ? inWords([gear, ...words]) : undefined) ??
    withImplement(inWords(words), gear);
  if (found) return tail ? { ...found, notes: [found.notes, tail].filter(Boolean).join(' ') } : found;
  // "Bench – close grip", "Squat, pause": a qualifier written after the name it goes before.
  // Not gear after the name ("Squat + bands"): that says what the set used.
  for (let k = 1; k <= Math.min(2, words.length - 1); k++) {
    if (words.slice(-k).some((w) => GEAR.has(w))) break;
    const turned = findExercise([...words.slice(-k), ...words.slice(0, -k)].join(' '));
    if (turned) return { name: turned.name, exercise: turned, notes: tail };
  }
  // "Incline 3x8 @ 155": the bench by its angle alone, leading a chunk of sets ("75x8 45* incline" says how).
  const leads = clear && /^\s*(?:incline|decline|flat)\b/i.test(original);
  const angle = words.length === 1 && leads ? BENCH_ANGLES[words[0] ?? ''] : undefined;
  // "Incline w/ DB": the implement written picks the bench's variant; one it has none with names none.
  const bench = angle ? findExerciseAnyOrder(gear ? `${gear} ${angle}` : angle) : undefined;
  if (bench) return { name: bench.name, exercise: bench, notes: tail };
  // "My leg workout started with squats": words of a sentence before the name; the lift it mentions
  // is the name.
  // Only after the words that cut the name ("with squats"): "Did snatch balance" is a name as written.
  // "Went heavy on rows today": after those words, even a lift's one short word is the lift.
  if (clear && tail && normalizeWords(text).some((w) => LEAD_INS.has(w) || PROSE_MARKERS.has(w))) {
    // "I can now do 8 push ups with my hands on a weight bench": a lift before the cut is the name, not
    // the kit after it.
    const mentioned = mentionIn(words.join(' ')) ?? mentionIn(tail, true);
    if (mentioned) return mentioned;
  }
  // "nothing crazy just 3 sets", "a set … with no problems", "Anyway I worked up to": words of prose
  // with gear at most name no lift; the lift the sentence, line or block names is the one.
  const joined = joinedWords(words);
  const core = words.filter((w) => joined.has(w) || (!CHATTER.has(w) && !QUALIFIERS.has(w)));
  if (core.every((w) => GEAR.has(w) || proseWord(w, true))) return undefined;
  // "power set 6 x 75", "two mega sets of 15": an unknown word before "set" says what kind of set.
  const kind = core.length === 1 && new RegExp(`\\b${core[0]}\\s+sets?\\b`, 'i').test(original);
  if (kind && !findExerciseFuzzy(core[0] ?? '')) return undefined;
  // "PD: 3 @ 140", "5×5 BS: 141.5#": a lifter's own short label for a lift.
  const short = words.length === 1 ? abbreviation(words[0] ?? '') : undefined;
  if (short) return { name: short.name, exercise: short, notes: tail };
  // "Curks 3x10", "DB curks": a four-letter name typed with its last letter one key off (journal-end-slip).
  const slipped = words.map((w) => endSlip(w) ?? w);
  const ended = slipped.some((w, i) => w !== words[i]) ? inWords(slipped) : undefined;
  if (ended?.exercise) return { ...ended, notes: [ended.notes, tail].filter(Boolean).join(' ') || null };
  const typo = core.some((w) => IMPLEMENTS.has(w))
    ? undefined
    : (findExerciseFuzzy(core.join(' ')) ??
      (core.length > 1 ? undefined : findExerciseFuzzy(words.join(' '))));
  if (typo) return { name: typo.name, exercise: typo, notes: tail };
  // "Managed a 130kg deadlift as my 1 rm", "Struggled through front squats tonight": a sentence
  // around the sets names the lift it mentions, or else a lift it capitalises.
  // Not German "am"/"im" before a noun, capitalised as German writes nouns ("Rudern am Kabel").
  if (
    clear &&
    words.some((w) => PROSE_MARKERS.has(w) && !((w === 'am' || w === 'im') && GERMAN_AT.test(original)))
  )
    return mentionIn(text) ?? capitalisedIn(original);
  // Not "Landmine rows today": an unknown name with a time word is still a name.
  const mentioned = clear && /\b(?:today|tonight|yesterday)\b/i.test(text) ? mentionIn(text) : undefined;
  if (mentioned) return mentioned;
  // Numbers make it an exercise even when the catalogue does not know the name.
  if (!clear || words.length > 6) return undefined;
  return writtenName(words, text, original, tail, (after) => resolveName(after.toLowerCase(), clear, after));
}

/**
 * "Rear delt reverse fly w/ cable": the catalogue's variant with the implement written, when the name
 * found carries another ("dumbbell rear delt fly" → "cable rear delt fly") and the variant moves alike.
 */
function withImplement(found: Resolved | undefined, gear: string | undefined): Resolved | undefined {
  const e = found?.exercise;
  if (!found || !e || !gear) return found;
  const variant = findExercise(e.name.replace(IMPLEMENT_WORD, gear));
  return variant && variant !== e && variant.pattern === e.pattern
    ? { ...found, name: variant.name, exercise: variant }
    : found;
}

// "single-leg", "one arm", "single arm": the lift done one side at a time.
const ONE_SIDE = /\b(?:single|one|1)[\s-]*(?:leg(?:ged)?|arm(?:ed)?)\b/i;

/** Words that add nothing to a known name: "incline" after "incline dumbbell bench press". */
export function onlyRepeats(text: string, current: Resolved): boolean {
  const own = new Set(normalizeWords(current.name));
  // "Single-Leg Leg Press" after "Leg Press": one side at a time is a variant of its own, not chatter.
  if (ONE_SIDE.test(text) && !ONE_SIDE.test(current.name)) return false;
  const { words } = nameWords(text);
  return words.length > 0 && words.every((w) => own.has(w) || CHATTER.has(w) || QUALIFIERS.has(w));
}

/** Single words too common in prose to head a block on their own ("had to press on", "a row of"). */
const PROSE_WORDS = new Set(
  'press presses row rows clean cleans dip dips curl curls fly raise walk run push pull swing jerk jerks'.split(
    ' ',
  ),
);

/**
 * A catalogue exercise named inside a sentence ("The leg press was the big surprise."): the longest
 * run of words that names one, for the sets on the lines after it (not a lift it is compared with, "same
 * reps as squats"). `loose` after a lead-in ("on rows today"): even a short word common in prose names it.
 */
export function mentionIn(text: string, loose = false): Resolved | undefined {
  const words = normalizeWords(joinedNames(withoutCompared(text)))
    .filter((w) => !/^\d/.test(w))
    .slice(0, 30);
  for (let len = Math.min(words.length, 4); len >= 1; len--) {
    for (let start = 0; start + len <= words.length; start++) {
      const run = words.slice(start, start + len);
      const word = run[0] ?? '';
      if (len === 1 && !loose && (PROSE_WORDS.has(word) || word.length < 5)) continue;
      // "on dead lifts": a chatter word ("lifts", "back") may sit inside a name, never make one alone.
      if (run.some((w) => FILLER.has(w)) || run.every((w) => CHATTER.has(w))) continue;
      // "went to incline", "finished with decline": an angle moved to is the bench at that angle.
      const angle = len === 1 && MOVED_TO.has(words[start - 1] ?? '') ? BENCH_ANGLES[word] : undefined;
      const e = findExercise(angle ?? run.join(' '));
      if (e) return { name: e.name, exercise: e, notes: null };
    }
  }
  return undefined;
}

// The word before a lift the lifter turns to next: "went to", "moved onto", "finished with", "then".
const MOVED_TO = new Set(['to', 'onto', 'with', 'then']);

const IMPLEMENT = /^(barbell|dumbbell|cable|machine|kettlebell|band)s?\b(?:\s*[-–,].*)?$/i;
const IMPLEMENT_WORD = /\b(?:barbell|dumbbell|cable|machine|kettlebell|band)\b/;

/** "Deadlifts (RDL)", "Back-Squats (paused)": a name in parentheses refines the label's name. */
export function resolveLabel(text: string): Resolved | undefined {
  const inner = /\(([^()]+)\)/.exec(text)?.[1];
  const outer = text.replace(/\([^()]*\)/g, ' ');
  const main = resolveName(outer, true);
  if (!inner) return main;
  // "Incline Bench Press (Dumbbell)": the implement in parentheses picks the catalogue's variant with it.
  const implement = IMPLEMENT.exec(inner.trim())?.[1]?.toLowerCase();
  const swapped =
    implement && main?.exercise ? findExercise(main.name.replace(IMPLEMENT_WORD, implement)) : undefined;
  if (swapped && swapped !== main?.exercise && swapped.pattern === main?.exercise?.pattern)
    return { name: swapped.name, exercise: swapped, notes: main?.notes ?? null };
  // "Next moved on to seated shoulder press (machine)": after a sentence's words, the implement reads
  // as written after the name.
  const refined =
    resolveName(`${inner} ${outer}`, false) ??
    (implement ? resolveName(`${outer} ${inner}`, false) : undefined) ??
    resolveName(inner, false);
  if (refined?.exercise && (!main?.exercise || refined.exercise.pattern === main.exercise.pattern))
    return refined;
  return main ?? resolveName(inner, true);
}
