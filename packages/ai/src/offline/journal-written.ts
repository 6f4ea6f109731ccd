/**
 * A name the catalogue lacks, as the lifter wrote it: their spelling and casing, title-cased, or the
 * words a sentence capitalises ("the Split Jerks") or writes after a load ("a 565 board press").
 */
import { normalizeWords } from '../catalogue/index.ts';
import type { Resolved } from './journal-names.ts';
import { CHATTER, FILLER, PROSE_MARKERS } from './journal-words.ts';

/** "Wide-Leg Situps", "BTN Press": the words as written, each capitalised, acronyms kept. */
export function titleCase(text: string): string {
  return (
    text
      .replace(/[^\p{L}\p{N}\s&'’/-]+/gu, ' ')
      .split(/\s+/)
      .filter(Boolean)
      .map((w) =>
        /^[A-Z0-9]{2,4}$/.test(w) ? w : w.replace(/(^|-)(\p{L})/gu, (_, d, c: string) => d + c.toUpperCase()),
      )
      // "Clean n Press": the line reader's "n" (journal-lines keeps the name whole) is the lifter's "and".
      .map((w) => (/^(?:n|and)$/i.test(w) ? 'and' : w))
      .join(' ')
      .slice(0, 120)
  );
}

const LOAD_THEN_NAME =
  /\ba\s+(?:new\s+)?\d+(?:\.\d+)?\s*(?:kgs?|lbs?|pounds?|kilos?|#)?\s+((?:[\p{L}\d'’/-]+)(?:\s+[\p{L}\d'’-]+){0,2}?)(?=\s*(?:[.,;!?]|$|\s(?:for|at|with|today|yesterday|this|last|and|in|on|off|from|after|before)\b))/iu;
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
  const m = /\b(?:the|some|a few)\s+((?:\p{Lu}[\p{L}'’-]*)(?:\s+\p{Lu}[\p{L}'’-]*){0,3})/u.exec(text);
  const name = m?.[1];
  if (!name || normalizeWords(name).every((w) => CHATTER.has(w) || FILLER.has(w) || PROSE_MARKERS.has(w)))
    return undefined;
  return { name: titleCase(name), exercise: undefined, notes: null };
}

/** The original spelling of the name's words ("Tricep Pull-downs"), without numbers and fillers. */
export function asWritten(text: string, words: string[]): string {
  const kept = new Set(words);
  const out: string[] = [];
  for (const token of text.split(/\s+/)) {
    const clean = token.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, '');
    if (!clean || /\d/.test(clean)) continue;
    const norm = normalizeWords(clean);
    if (norm.length && norm.some((w) => kept.has(w))) out.push(clean);
    // "Kettlebell clean and press", "shoulder to overheads": a joining word inside the name stays in it.
    else if (out.length && /^(?:and|n|&|to|of)$/i.test(token)) out.push(token);
    else if (out.length) break;
  }
  while (out.length && /^(?:and|n|&|to|of)$/i.test(out.at(-1) ?? '')) out.pop();
  return out.join(' ');
}
