/**
 * The lift is named by everything the lifter says about it, not by its first word or a nearby generic
 * word. The word-level decisions live here, read by journal-names, journal-logged and the parser:
 * - two movements joined by "with" or "into" are one movement ("Squat with push-press", "clean into
 *   jerk"): the catalogue's combination when it has one ("clean and jerk"), else the words as written;
 * - a name told after the numbers names them ("…five times, in a movement called the deadlift", "…,
 *   which is the leg press", "the deadlift, as it's called");
 * - a generic word ("cardio", "weights", "the machine") yields to the specific one told beside it.
 * (Words inside a label stay one name: journal-written; the hyperextension is its own lift: catalogue.)
 */
import { findExercise } from '../catalogue/index.ts';
import { cardioWord } from './journal-cardio.ts';
import type { Chunk } from './journal-lines.ts';
import type { Resolved } from './journal-names.ts';
import { GEAR } from './journal-words.ts';
import { writtenName } from './journal-written.ts';

// A preposition joining a second movement to the first: "squat with push-press", "clean into press".
const JOINING = new Set(['with', 'w', 'into']);
const ARTICLES = new Set(['a', 'an', 'the']);
// Kit words the catalogue also uses as a short name ("bench", "box"): "squat to a bench" is where, not a lift.
const KIT = new Set(['bench', 'box', 'bar', 'rack', 'ball', 'machine', 'band', 'chain', 'chains', 'plate']);

/**
 * Whether the preposition at `cut` joins a second movement to the name before it rather than starting a
 * description of the set: the words after it, up to the end or four words, name a catalogue movement
 * on their own, and so do the words before it.
 */
export function joinsMovement(words: string[], cut: number): boolean {
  if (!JOINING.has(words[cut] ?? '')) return false;
  let start = cut + 1;
  while (ARTICLES.has(words[start] ?? '')) start++;
  const second = words.slice(start);
  if (second.length === 0 || second.length > 4 || second.some((w) => GEAR.has(w) || KIT.has(w))) return false;
  return Boolean(findExercise(second.join(' ')) && findExercise(words.slice(0, cut).slice(-3).join(' ')));
}

/** "Squat with push-press", "clean into jerk": the pair as the catalogue names it, else as written. */
export function joinedName(words: string[], text: string, original: string): Resolved | undefined {
  for (let k = 1; k < words.length; k++) {
    const pair = findExercise(`${words.slice(0, k).join(' ')} and ${words.slice(k).join(' ')}`);
    if (pair) return { name: pair.name, exercise: pair, notes: null };
  }
  return writtenName(words, text, original, null, () => undefined);
}

// "in a movement called the deadlift", "what they call the strict press", "which is the leg press".
const CALLED =
  /\b(?:called|calls?|named|known\s+as|a\.?k\.?a\.?|which\s+(?:is|was|are|were)|that\s+(?:is|was))\s+(?:the\s+|an?\s+|some\s+)?(\p{L}[\p{L}\s'’-]{2,40}?)\s*[.!?]?$/iu;
// "the deadlift, as it's called", "the goblet squat as they call it": the name said before the phrase.
const AS_CALLED =
  /^(?:(?:in|on|with|of|doing)\s+)?(.*?)[\s,]*\bas\s+(?:it|they|this|that|we|you|i)\s*(?:['’]s|['’]re|is|are)?\s*call(?:s|ed)?\b(?:\s+(?:it|them))?\s*[.!?]?$/i;

/**
 * The name a clause after a chunk's numbers tells for them, from the chunks after it (from `from`) on
 * its line, nearest first, stopping at numbers of their own. Only a name said as a name counts
 * ("called", "known as", "which is", "as it's called"): a lift merely mentioned later is not theirs.
 */
export function namedLater(chunks: readonly Chunk[], from: number): string | undefined {
  const texts: string[] = [];
  for (const c of chunks.slice(from, from + 4)) {
    if (c.lineStart || c.label) break;
    texts.push(c.text);
  }
  for (let j = 0; j < Math.min(texts.length, 3); j++) {
    const text = texts[j] ?? '';
    // Counts of the same set ("6 reps", "3 sets of 5") are passed over; numbers of another set end the look.
    if (/\d/.test(text)) {
      // One digit a step: "\d+" inside the star took time doubling with each number of a long run
      // ("60 60 60 … lbs") before it failed.
      if (/^(?:\d|times|reps?|sets?|of|x|×|\s)*$/i.test(text)) continue;
      return undefined;
    }
    const told = AS_CALLED.exec(text)?.[1] || CALLED.exec(text)?.[1];
    if (told) return told;
    const next = texts[j + 1] ?? '';
    if (AS_CALLED.exec(next)?.[1] === '') return text.replace(/^\s*(?:in|on|with|of|doing)\s+/i, '');
  }
  return undefined;
}

// Words for a kind of training, never the lift or machine itself.
const GENERIC = /^(?:cardio|conditioning|weights?|lifting|machines?|exercises?|movements?|the machine)$/i;

/** Whether a name is a generic word that yields to a specific one told beside it. */
export function isGeneric(name: string): boolean {
  return GENERIC.test(name.trim());
}

/**
 * "20 mins cardio. I chose the cross-trainer for a change": the specific cardio told in the same or the
 * next sentence names the bout the generic word counted.
 */
export function specificCardio(name: string, told: string): string | undefined {
  if (!isGeneric(name)) return undefined;
  const specific = cardioWord(told);
  return specific && !isGeneric(specific) ? specific : undefined;
}
