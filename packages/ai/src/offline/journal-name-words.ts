/**
 * Which words of a journal chunk make its name, and the catalogue exercise they name: fillers,
 * numbers and a trailing description dropped, names built of filler words joined, and the longest
 * run of words naming an exercise when every other word leaves the movement alone. Kept apart from
 * journal-names, which decides in what order a name is tried (catalogue, typo, mention, as written).
 */
import {
  type CatalogueExercise,
  findExercise,
  findExerciseAnyOrder,
  normalizeWords,
} from '../catalogue/index.ts';
import { singular } from '../catalogue/normalize.ts';
import { memoByText } from './journal-memo.ts';
import type { Resolved } from './journal-names.ts';
import { labelNamesNothing } from './journal-not-lifts.ts';
import { joinsMovement } from './journal-told-name.ts';
import {
  CHATTER,
  chatterOwned,
  FILLER,
  LEAD_INS,
  PROSE_MARKERS,
  proseWord,
  QUALIFIERS,
  TRAILING,
} from './journal-words.ts';

/** Equipment words that only say what the catalogue entry already uses ("dumbbell side raises"). */
const EQUIPMENT_WORDS: Record<string, string> = {
  dumbbell: 'dumbbells',
  barbell: 'barbell',
  cable: 'cables',
  machine: 'machines',
  kettlebell: 'kettlebell',
  band: 'resistance_bands',
};

// "single-leg rear foot elevated split squats", "one legged lunges": a lunge, split squat or step-up is
// done one leg at a time already, so words saying so leave it as it is.
const ONE_LEG = new Set(['single', 'one', 'leg', 'legged']);

function neutral(word: string, e: CatalogueExercise, prose: boolean): boolean {
  if (e.pattern === 'lunge' && ONE_LEG.has(word)) return true;
  // "Lovely Wednesday Deadlifts": prose beside a catalogue name leaves the movement as it is. Not in a
  // sentence ("Form was much better than squats"): a lift it compares with is no lift it names.
  if (CHATTER.has(word) || QUALIFIERS.has(word) || (prose && proseWord(word))) return true;
  const gear = EQUIPMENT_WORDS[singular(word)];
  return gear !== undefined && (e.equipment as readonly string[]).includes(gear);
}

/** Names whose words are filler or a preposition alone, joined so no reading splits them. */
export function joinedNames(text: string): string {
  return (
    text
      // "Pull Up", "Sit up": "up" is filler on its own, never inside these names.
      .replace(/\b(pull|push|chin|sit|step|stand)[\s-]+up\b/gi, '$1up')
      // "press ups", "on the press up front": the British push-up; not "pressed the weight up to 100".
      .replace(/\bpress[\s-]+ups?\b(?!\s+to\b)/gi, 'pressup')
      // "Toes to bar", "toes-to-bar": one movement, not a name cut at the filler "to".
      .replace(/\btoes?[\s-]+to[\s-]+bars?\b/gi, 'toetobar')
  );
}

const MOVEMENT_WORD = /^(?:curl|raise|press|row|pinch|squat|lunge|twist|pullover|fly|halo|carry|walk|hold)$/;

/** The name's words: fillers and numbers dropped, everything from a trailing preposition on cut. */
// Asked again of the same chunk by several name readers; pure, and no caller changes the answer (journal-memo).
export const nameWords = memoByText(wordsOfName);

// Built once here: a new RegExp, or a \p{…} literal (tsx makes it one), in a function is rebuilt per call.
const ISO_LATERAL = /^[^\p{L}]*(?:\p{L}+[\s-]+){0,2}?iso[\s-]*lateral\b|\biso[\s-]*lateral\b/giu;
// "WU 60x5", "W/U: 40x10": a warm-up set under its lift's name line, written short.
const WARM_UP_SHORT = /(?<![\p{L}\d/])w[/-]?u(?![\p{L}\d/])/giu;
const KIND_OF_MOVEMENT = /\b\p{L}+ing\s+(?:movements?|exercises?|work|muscles?)\b/giu;

function wordsOfName(text: string): { words: string[]; tail: string | null; joins: boolean } {
  const all = normalizeWords(
    chatterOwned(joinedNames(text))
      .replace(/\b(each|per|a)\s+(leg|arm|side|hand)\b/gi, ' ')
      .replace(/\bwarm(?:ing)?[\s-]*ups?\b/gi, 'warmup')
      .replace(WARM_UP_SHORT, 'warmup')
      // "back-offs 315 3x5", "back downs": the sets after the top set, a word about them, never a lift.
      .replace(/\bback[\s-]*(?:offs?|downs?)\b/gi, 'backoff')
      // "Iso-Lateral Row (Machine)": a machine maker's word for its plate-loaded line, one arm at a
      // time: a machine. The word or two a name starts with before it are the maker's ("Metal
      // iso-lateral seated row", "Hammer Strength Iso-Lateral Row"), not the movement.
      .replace(ISO_LATERAL, ' machine ')
      // "tall kneeling overhead press", "half-kneeling": a stance the lift is done in, not its name. A
      // bare "kneeling" may be ("Kneeling band pulldown" stays as written).
      .replace(/\b(?:tall|half)[\s-]*kneeling\b/gi, ' ')
      // "Then straight into deadlifts": how soon the lifter turned to it, no word of the lift's name.
      .replace(/\b(?:straight|right|directly|immediately|quickly)\s+(?=(?:in)?to\b|onto\b|on\s+to\b)/gi, ' ')
      // "my pressing movement", "pulling exercises": a kind of movement told by its verb, not a lift.
      .replace(KIND_OF_MOVEMENT, ' '),
  ).filter((w) => !/^\d/.test(w));
  // "pushups w/ hands on dumbbells", "rack pulls in squat rack": the rest describes the set. Words
  // before the name ("started with bench", "then I did some curls") are not a name to cut.
  const first = all.findIndex((w) => !FILLER.has(w) && !TRAILING.has(w) && !LEAD_INS.has(w));
  // "Hit a new PR on deadlift": the cut comes after a word that can name something, not chatter.
  const naming = all.findIndex((w, i) => i >= first && !CHATTER.has(w) && !FILLER.has(w) && !TRAILING.has(w));
  // "Squat with push-press": a preposition joining a second movement joins it to the name (journal-told-name).
  const at = all.findIndex((w, i) => i > naming && naming >= 0 && TRAILING.has(w));
  const joins = at > 0 && joinsMovement(all, at);
  const cut = joins ? -1 : at;
  const head = first < 0 ? [] : all.slice(first, cut > 0 ? cut : all.length);
  const tail = cut > 0 ? all.slice(cut).join(' ') : null;
  // "Standing Plate Curls": a plate right before a movement is part of its name, not a load's word.
  const kept = head.filter(
    (w, i) => !FILLER.has(w) || (singular(w) === 'plate' && MOVEMENT_WORD.test(singular(head[i + 1] ?? ''))),
  );
  return { words: kept.slice(0, 24), tail, joins }; // a name sits near a chunk's start: no more words
}

/**
 * Words that are chatter alone but part of a compound movement here: "clean" in "Clean n Press" or
 * "clean press", any word joined to the next by "n"/"&". Never dropped to find a shorter name, so
 * "Dumbbell Clean and Press" does not become a dumbbell press.
 */
export function joinedWords(words: string[]): Set<string> {
  const out = new Set<string>();
  words.forEach((w, i) => {
    const next = words[i + 1] ?? '';
    if (
      next === 'n' ||
      next === '&' ||
      (w === 'clean' && /^(?:press|push|jerk|pull|deadlift|high)$/.test(next))
    )
      out.add(w);
  });
  return out;
}

// The word a day's label ends with: "push day", "upper workout", "leg session".
const DAY_WORD = /^(?:day|workout|session)$/;

export function inWords(words: string[]): Resolved | undefined {
  // "Dumbbell incline press": all the words, in any order, may be a catalogue name.
  const whole = findExerciseAnyOrder(words.join(' '));
  if (whole) return { name: whole.name, exercise: whole, notes: null };
  const joined = joinedWords(words);
  const prose = !words.some((w) => PROSE_MARKERS.has(w));
  // "close-grip overhand pull-ups" (round 35): on a move of the body's weight, "close" before "grip" says
  // how the bar was held, as "wide" does; on a loaded lift ("close grip barbell bench press") and alone
  // ("narrow bench press", read "close") it may name the close-grip lift.
  const held = (w: string, i: number) => w === 'close' && words[i + 1] === 'grip';
  const grip = new Set(words.filter(held));
  // The longest run of words naming an exercise, when every other word leaves the movement alone.
  for (let len = Math.min(words.length - 1, 5); len >= 1; len--) {
    for (let start = 0; start + len <= words.length; start++) {
      const run = words.slice(start, start + len);
      const e = findExercise(run.join(' '));
      if (!e) continue;
      // "good morning squats": a name made of words that are chatter alone is never chatter itself.
      if (len > 1 && run.every((w) => CHATTER.has(w))) return { name: e.name, exercise: e, notes: null };
      // "Leg day leg extensions", "biceps hammer curls": a body-part or day label before the lift names nothing.
      // "usual push day bench", "easy pull day - deadlift": the same, with prose around the day's label.
      // Only a day's label: "straight leg dead" keeps its body part, the variant's own word.
      const lead = words.slice(0, start);
      const label = lead.filter((w) => !neutral(w, e, prose)).join(' ');
      const dayLabel = lead.some((w) => DAY_WORD.test(w)) && labelNamesNothing(label);
      const before = labelNamesNothing(lead.join(' ')) || dayLabel ? [] : lead;
      const others = [...before, ...words.slice(start + len)];
      if (others.every((w) => ((e.isBodyweight && grip.has(w)) || neutral(w, e, prose)) && !joined.has(w))) {
        const chatter = others.filter((w) => CHATTER.has(w));
        return { name: e.name, exercise: e, notes: chatter.length ? chatter.join(' ') : null };
      }
    }
  }
  return plainName(words);
}

// The implement a catalogue name starts with, wherever the lifter wrote it.
const IMPLEMENT = /^(?:dumbbells?|dbs?|barbells?|bb|kettlebells?|kbs?|cables?|machines?)$/;

/**
 * "overhead dumbbell press", "machine seated row": the catalogue names the implement first and the
 * lift without the way it was done ("dumbbell overhead press", "machine row"); the lifter's words in
 * that order name it when no run of them in theirs did.
 */
function plainName(words: string[]): Resolved | undefined {
  const kept = words.filter((w) => !QUALIFIERS.has(w));
  const at = kept.findIndex((w) => IMPLEMENT.test(w));
  const plain = at > 0 ? [kept[at] ?? '', ...kept.slice(0, at), ...kept.slice(at + 1)] : kept;
  if (plain.length < 2 || plain.join(' ') === words.join(' ')) return undefined;
  const e = findExercise(plain.join(' '));
  return e ? { name: e.name, exercise: e, notes: null } : undefined;
}

// Moves whose variants lifters name by a word before the lift ("archer push-ups", "typewriter pull-ups").
const VARIED = /^(?:vertical|horizontal)_(?:push|pull)$/;

/**
 * "kz chinups", "archer pushups", "clap push-ups": a name the catalogue lacks whose last word is a
 * bodyweight push or pull of its own, a variant of that move. A lone count after it counts its reps as it
 * would after the move's own name; the name is still logged as written (journal-written). Not a hold or a
 * core move ("reverse plank 60" may be seconds), and not a name the catalogue knows.
 */
export function bodyweightVariant(text: string): boolean {
  const { words, tail } = nameWords(text);
  if (tail || words.length < 2 || words.length > 3 || findExercise(words.join(' '))) return false;
  const head = findExercise(words[words.length - 1] ?? '');
  return Boolean(head?.isBodyweight && VARIED.test(head.pattern));
}
