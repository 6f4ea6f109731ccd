/**
 * What one journal line says about all of its chunks: the rounds a circuit line was done for, the one
 * unit it writes on its loads, and where a lift named mid-line without a separator starts a new part.
 */
import { resolveName } from './journal-names.ts';
import { FILLER, TRAILING } from './journal-words.ts';

/** "squat 5x5 225 bench 5x5 185": a lift named right after a set, before its own, starts a part. */
export function runOn(text: string): string {
  return text.replace(
    /(?<=\d\s*[x×]\s*\d+(?:\s+\d+(?:\.\d+)?)?(?:\s*(?:kgs?|lbs?))?)\s+(?:[-–—]\s+)?([a-z][a-z'-]*(?:\s+[a-z][a-z'-]*){0,3})\s+(?=\d+(?:\.\d+)?\s*[x×]\s*\d)/gi,
    (whole, words: string) => {
      const plain = words
        .split(/\s+/)
        .every((w) => !FILLER.has(w.toLowerCase()) && !TRAILING.has(w.toLowerCase()));
      return plain && resolveName(words, false)?.exercise ? `; ${words} ` : whole;
    },
  );
}

/** The unit of a line that writes only one ("100 kg … 110"), for its loads written bare. */
export function lineUnit(segment: string): 'kg' | 'lb' | undefined {
  const kg = /\d\s*(?:kgs?|kilos?)\b|\(\s*kgs?\s*\)\s*$/i.test(segment);
  const lb = /\d\s*(?:lbs?|pounds?)\b|\d\s*#|\(\s*lbs?\s*\)\s*$/i.test(segment);
  return kg === lb ? undefined : kg ? 'kg' : 'lb';
}

/**
 * "3 rounds: 10 pull-ups, 20 push-ups", "Circuit x3: …", "10 pushups, 10 situps x 3 rounds": a line of
 * two or more counted moves, done that many rounds; the line without the rounds.
 */
export function rounds(line: string): { n: number; rest: string } | null {
  const lead =
    /^(?:(\d{1,2})\s*rounds?(?:\s+of)?|(?:circuit|superset|complex)\s*[x×]\s*(\d{1,2}))\s*[:–—-]\s*/i.exec(
      line,
    );
  const tail = lead ? null : /[,\s]+[x×]\s*(\d{1,2})\s*(?:rounds?|circuits?)\s*$/i.exec(line);
  const m = lead ?? tail;
  const n = Number(m?.[1] ?? m?.[2]);
  if (!m || !(n > 1)) return null;
  const rest = lead ? line.slice(m[0].length) : line.slice(0, m.index);
  return rest.split(/,|;/).filter((t) => /\d/.test(t)).length >= 2 ? { n, rest } : null;
}
