/**
 * A lift's or machine's word typed with one slip is that word: "Inlcine" is incline, "dedalift" is a
 * deadlift, "roiwng" is rowing. Read once over the whole entry, before anything else reads a word, so
 * every reader (the catalogue lookup, cardio, a name logged as written) sees the word the lifter meant.
 *
 * One slip is a swap of two neighbouring letters, or one letter missing or extra. A wrong letter is not
 * read as a slip: too many English words are one key from a lift's ("slipping" is no skipping). Only long
 * words (6+ letters, on both sides) are read so: short words one slip apart are often both real words
 * ("rows"/"rose", "press"/"dress", "curl"/"cure"). A word the parser knows (a lift's word, a word of
 * prose) stays as written, and so does a word one slip from two known words: no guess between them.
 * The slip is inside the word: its first letter and its last two stay. Lifters mistype inside a word,
 * rarely its start ("towing" is no rowing), and English words that differ at their end are other forms
 * of a word, not slips ("raised" is no raises, "carried" no carries, "squads" no squats).
 */
import { CATALOGUE, normalizeWords } from '../catalogue/index.ts';
import { singular } from '../catalogue/normalize.ts';
import { CARDIO_WORDS } from './journal-cardio.ts';
import {
  CHATTER,
  FILLER,
  GEAR,
  LEAD_INS,
  PROSE_MARKERS,
  proseWord,
  QUALIFIERS,
  TRAILING,
} from './journal-words.ts';

const LONG = 6;

/** Every word a catalogue name or alias uses (as written and singular), qualifiers and machine words. */
const LIFT_WORDS = new Set(
  [
    ...CATALOGUE.flatMap((e) => [e.name, ...e.aliases].flatMap((n) => normalizeWords(n))),
    ...QUALIFIERS,
    ...CARDIO_WORDS,
  ].flatMap((w) => [w, singular(w)]),
);

/** The long lift words by first letter, where a slip is looked for. */
const BY_FIRST = new Map<string, string[]>();
for (const w of LIFT_WORDS) {
  if (w.length < LONG || !/^[a-z]+$/.test(w)) continue;
  BY_FIRST.set(w[0] as string, [...(BY_FIRST.get(w[0] as string) ?? []), w]);
}

/**
 * English words one slip from a lift or machine word, found by running every word of 6+ letters of a
 * 56,000-word American English dictionary (Debian's wamerican) through meantWord: "weighed in at 182" is
 * no weighted, "waking" no walking. Run again when the catalogue gains words.
 */
const ENGLISH = new Set(
  'bandied belated bilking branded brides caries framer framers handled inline joggling keeling kneeing lounges mourning neural preachier sanding sedated shingle shingles sinning sipping stranding thorough trough troughs trusts waking waling weighed slipping'.split(
    ' ',
  ),
);

/** Words the parser reads as they are: never a slip for another word. */
const KNOWN = [LIFT_WORDS, CHATTER, FILLER, GEAR, LEAD_INS, PROSE_MARKERS, QUALIFIERS, TRAILING];
const known = (w: string) =>
  ENGLISH.has(w) || KNOWN.some((s) => s.has(w) || s.has(singular(w))) || proseWord(w);

// An entry's words are read one by one; the same words come back entry after entry. Bounded.
const MEANT = new Map<string, string | null>();

/** Whether `typed` is `word` with one slip: two neighbours swapped, or a letter missing or extra. */
export function oneSlip(typed: string, word: string): boolean {
  let i = 0;
  while (i < typed.length && typed[i] === word[i]) i++;
  if (typed.length === word.length) {
    if (i === typed.length) return false;
    const swapped =
      typed[i] === word[i + 1] && typed[i + 1] === word[i] && typed.slice(i + 2) === word.slice(i + 2);
    return swapped;
  }
  if (typed.length === word.length + 1) return typed.slice(i + 1) === word.slice(i);
  if (typed.length + 1 === word.length) return typed.slice(i) === word.slice(i + 1);
  return false;
}

/** The lift or machine word a lower-case word is one slip from, when it is exactly one. */
export function meantWord(word: string): string | undefined {
  if (word.length < LONG || known(word)) return undefined;
  const cached = MEANT.get(word);
  if (cached !== undefined) return cached ?? undefined;
  // One word however many forms of it are near ("tricep", "triceps"): the form nearest in length.
  const near = (BY_FIRST.get(word[0] as string) ?? [])
    .filter((w) => w.endsWith(word.slice(-2)) && oneSlip(word, w))
    .sort((a, b) => Math.abs(a.length - word.length) - Math.abs(b.length - word.length));
  const one = near.length > 0 && near.every((w) => singular(w) === singular(near[0] as string));
  // "exetnsions": the slip in a plural's stem, the plural kept.
  const stem = singular(word);
  const plural = near.length === 0 && stem !== word ? meantWord(stem) : undefined;
  const found = one ? near[0] : plural ? plural + word.slice(stem.length) : undefined;
  if (MEANT.size > 4000) MEANT.clear();
  MEANT.set(word, found ?? null);
  return found;
}

// Built once here: a new RegExp, or a \p{…} literal (tsx makes it one), in a function is rebuilt per call.
const LONG_WORD = /(?<!\p{L})[A-Za-z]{6,}(?!\p{L})/gu;

// "pull ups till failure", "til failure", "'til failure": every reader knows "to failure" (an open set).
const TILL_FAILURE = /(?:\b|')(?:til+|untill+)\s+(?=(?:muscle\s+)?failure\b)/gi;

/** The text with every long mistyped lift or machine word spelt right, its letters' case kept. */
export function spelledRight(text: string): string {
  return text.replace(TILL_FAILURE, 'to ').replace(LONG_WORD, (written) => {
    const meant = meantWord(written.toLowerCase());
    if (!meant) return written;
    // "INLCINE" → "INCLINE", "Sntach" → "Snatch": each letter takes the case written at its place.
    return [...meant]
      .map((c, i) => (/[A-Z]/.test(written[Math.min(i, written.length - 1)] ?? '') ? c.toUpperCase() : c))
      .join('');
  });
}
