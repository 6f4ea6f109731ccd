/**
 * A name the catalogue lacks, as the lifter wrote it: their spelling and casing, title-cased, or the
 * words a sentence capitalises ("the Split Jerks") or writes after a load ("a 565 board press").
 */
import { normalizeWords } from '../catalogue/index.ts';
import { oneCase } from './journal-case.ts';
import type { Resolved } from './journal-names.ts';
import { CHATTER, FILLER, GEAR, MOVEMENT, namingWord, PROSE_MARKERS, proseWord } from './journal-words.ts';

// Built once here: a new RegExp, or a \p{…} literal (tsx makes it one), in a function is rebuilt per call.
const NOT_A_NAME_CHAR = /[^\p{L}\p{N}\s&'’/-]+/gu;
const WORD_START = /(^|-)(\p{L})/gu;

/** "Wide-Leg Situps", "BTN Press": the words as written, each capitalised, acronyms kept. */
export function titleCase(text: string): string {
  return (
    text
      .replace(NOT_A_NAME_CHAR, ' ')
      .split(/\s+/)
      .filter(Boolean)
      .map((w) =>
        /^[A-Z0-9]{2,4}$/.test(w) ? w : w.replace(WORD_START, (_, d, c: string) => d + c.toUpperCase()),
      )
      // "Clean n Press": the line reader's "n" (journal-lines keeps the name whole) is the lifter's "and".
      .map((w) => (/^(?:n|and)$/i.test(w) ? 'and' : w))
      .join(' ')
      .slice(0, 120)
  );
}

const LOAD_THEN_NAME =
  /\ba\s+(?:new\s+)?\d+(?:\.\d+)?\s*(?:kgs?|lbs?|pounds?|kilos?|#)?\s+((?:[\p{L}\d'’/-]+)(?:\s+[\p{L}\d'’-]+){0,2}?)(?=\s*(?:[.,;!?]|$|\s(?:for|at|with|today|yesterday|this|last|and|in|on|off|from|after|before)\b))/iu;
const THREE_LETTERS = /\p{L}{3}/u;
const QUOTED_AFTER_ARTICLE = /\b(?:the|a|an|my|some)\s+["“]([\p{L}'’ -]{3,40})["”]/iu;
const GEAR_WORN = /\b(?:shirt(?:ed)?|belt(?:ed)?|raw|wraps?|sleeves?|suit(?:ed)?|equipped)\b\s*\/?/gi;

/**
 * "I played around with the Split Jerks", "I hit a 565 board press": in a sentence, words the lifter
 * capitalised after an article, or wrote after "a" and a load, name the lift even when the catalogue
 * does not know it.
 */
export function capitalisedIn(text: string): Resolved | undefined {
  // "I hit a 565 shirt/2board press": the words after "a" and the load name the lift, less the gear.
  const lift = LOAD_THEN_NAME.exec(text)?.[1]?.replace(GEAR_WORN, ' ').trim();
  if (lift && /\p{L}{3}/u.test(lift)) return { name: titleCase(lift), exercise: undefined, notes: null };
  // "I did the “stone lift” at the Scottish games": a name the lifter put in quotes after the article is
  // the lift's, before any capitalised word after it.
  const quoted = QUOTED_AFTER_ARTICLE.exec(text)?.[1]?.trim();
  if (quoted && THREE_LETTERS.test(quoted))
    return { name: titleCase(quoted), exercise: undefined, notes: null };
  // Typed all in one case, no capital marks the name: the words after the article do when they end in a
  // movement ("with the split jerks, working up to …").
  const name = oneCase(text)
    ? /\b(?:the|some|a few)\s+([\p{L}'’-]+(?:\s+[\p{L}'’-]+){0,3})/u
        .exec(text)?.[1]
        ?.split(/\s+/)
        .map((_, i, words) => words.slice(0, words.length - i).join(' '))
        .find((words) => MOVEMENT.test(words))
    : /\b(?:the|some|a few)\s+((?:\p{Lu}[\p{L}'’-]*)(?:\s+\p{Lu}[\p{L}'’-]*){0,3})/u.exec(text)?.[1];
  if (!name || normalizeWords(name).every((w) => CHATTER.has(w) || FILLER.has(w) || PROSE_MARKERS.has(w)))
    return undefined;
  return { name: titleCase(name), exercise: undefined, notes: null };
}

/** A word that may sit inside a name: a joining word, kit, or a word some lift's name uses. */
function insideName(norm: string[]): boolean {
  const [w] = norm;
  return (
    norm.length === 1 &&
    w !== undefined &&
    (/^(?:and|n|&|to|of|with|into)$/.test(w) || GEAR.has(w) || namingWord(w))
  );
}

/**
 * The original spelling of the name's words ("Tricep Pull-downs"), without numbers and fillers. The
 * label's words are one name: a word between two of the name's words stays in it ("Seated Plate
 * Raises", "Kettlebell clean and press"), so a modifier is never cut off from the movement after it.
 */
function asWritten(text: string, words: string[]): string {
  const kept = new Set(words);
  const out: string[] = [];
  let between: string[] = [];
  // Whether the name may go on: no mark after its last word ("Squats, with a pause").
  let open = true;
  for (const token of text.split(/\s+/)) {
    const clean = token.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, '');
    // A number after the name ends it ("Zancadas 3 series de 14"); before it, it is passed over.
    if (!clean || /\d/.test(clean)) {
      if (/\d/.test(token) && out.length) open = false;
      continue;
    }
    const norm = normalizeWords(clean);
    if (norm.length && norm.some((w) => kept.has(w))) {
      if (out.length && !open) break;
      out.push(...between, clean);
      between = [];
    } else if (!out.length) {
      // "Plate Raises", "45 lb plate raises": the kit right before the movement names it with it.
      between = open && norm.length === 1 && GEAR.has(norm[0] ?? '') ? [clean] : [];
      open = !/[,.;:!?()]$/.test(token);
      continue;
    }
    // Up to two words inside the name ("Plate" in "Seated Plate Raises", "and" in "clean and press").
    else if (between.length < 2 && open && !/^[(]/.test(token) && insideName(norm)) between.push(clean);
    else break;
    open = !/[,.;:!?()]$/.test(token);
  }
  return out.join(' ');
}

const TURNED = /^(?:forwards?|backwards?|clockwise|counter-?clockwise|anti-?clockwise)$/;

// "cranked out", "bang out", "ground out", "punch through": a verb's particle, never the end of a lift's name.
const PARTICLE = /^(?:out|off|through|away|down|in|up|on)$/;

/**
 * "I cranked out 10 reps", "and bang out 10 reps", "I take a closer grip", "cycled with Ball Crunch": the
 * words are a verb telling how a set was done, never a lift. `own` are the name's words left when the
 * catalogue knew none: a verb with its particle, a lone "-ed" verb, or the word right after "I"/"we".
 * The lift is then the one named after the verb ("with Ball Crunch"), else the one the story named.
 */
function toldByVerb(own: string[], original: string): boolean {
  const [first, second] = own;
  if (!first) return false;
  if (own.length <= 3 && second && PARTICLE.test(second) && !namingWord(first)) return true;
  if (own.length === 1 && /^[a-z]{3,}ed$/.test(first)) return true;
  return new RegExp(
    String.raw`\b(?:i|we|you|he|she|they)\s+(?:then\s+|also\s+|just\s+)?${first}\b`,
    'i',
  ).test(original);
}

/** The words after a verb's preposition ("cycled with Ball Crunch"), as written, for the lift they name. */
function afterVerb(original: string): string | undefined {
  return /\b(?:with|into|onto|on|using)\s+(.+)$/i.exec(original)?.[1];
}

/**
 * The name a chunk's words make when the catalogue knows none of them: the one place an unknown name's
 * words are chosen. Words about rest, programs and structure are already gone (journal-structure), and
 * journal-chunk-name says when a lift in scope wins over them. `readAgain` reads the words after a
 * verb's preposition ("cycled with Ball Crunch") as a name of their own.
 */
export function writtenName(
  words: string[],
  text: string,
  original: string,
  tail: string | null,
  readAgain: (after: string) => Resolved | undefined,
): Resolved | undefined {
  // "Afterward I played around with the Split Jerks": in a sentence in the first person, a lift it
  // capitalises is the name rather than the sentence's first word.
  const capitalised = /(?:^|\s)i(?:['’]m)?\s/i.test(original) ? capitalisedIn(original) : undefined;
  if (capitalised) return capitalised;
  // The words as the lifter cased them ("BTN Press"), from the chunk before it was lower-cased.
  // "Sled drags tonight", "courtsy lunges holding a plate": when it was done, or a verb after the name,
  // is no part of it, though a verb form before it may say which variant ("Sitting Calf Raises").
  const own = words.filter((w) => w !== 'tonight' && w !== 'yesterday');
  // "I cranked out 10 reps", "cycled with Ball Crunch": a verb is how the set was told, never a lift.
  if (toldByVerb(own, original)) {
    const after = afterVerb(original);
    return after ? readAgain(after) : undefined;
  }
  while (own.length > 1 && /(?:ing|ed)$/.test(own.at(-1) ?? '') && proseWord(own.at(-1) ?? '', true))
    own.pop();
  // "10 LBAC forward", "10 Sun Gods backwards": the way a drill turned is how it was done, one drill
  // either way; the way goes to the note.
  const way = own.length > 1 && TURNED.test(own.at(-1) ?? '') ? own.pop() : undefined;
  const written = titleCase(asWritten(original, own) || asWritten(text, own));
  const notes = [way, tail].filter(Boolean).join(' ') || null;
  return written ? { name: written, exercise: undefined, notes } : undefined;
}
