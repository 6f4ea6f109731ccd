/**
 * Words lifters put around a count of reps that are no part of it (an entry rewrite, journal-entry-rewrites):
 * - "started out with a 100 jumping jacks", "did a 50 push-ups to finish": "a" before a count of a move
 *   in the plural is the spoken "a hundred", no set of one at a load of 100. Only before a move the
 *   catalogue knows, in the plural: "a 45 lb kettlebell", "a 10 minute plank", "a 53 for 20 reps" keep it;
 * - "I managed to do five - yes a full five - \"proper\" sit-ups": a count said again between dashes, for
 *   the pride of it, is the count once. Only an aside that holds the same count and no number of its own.
 */
import { COUNT, countDigits } from './journal-counts.ts';
import { resolveName } from './journal-names.ts';

// "a 100 jumping jacks": the article, the count, then up to three words that may name the move.
const ARTICLE_COUNT = /\ba[ \t]+(\d{2,3})[ \t]+(\p{L}[\p{L}-]*(?:[ \t]+\p{L}[\p{L}-]*){0,2})/giu;
// "five - yes a full five -": a count, then an aside between dashes (no digit, no dash in it).
const COUNT_AGAIN = new RegExp(
  String.raw`\b(${COUNT})[ \t]+[-–—][ \t]+([^-–—\d\n]{1,40}?)[ \t]+[-–—][ \t]+(?=\S)`,
  'giu',
);

/** Whether the words open with a move the catalogue knows, written in the plural. */
function pluralMove(words: string): boolean {
  const parts = words.split(/[ \t]+/);
  for (let n = 1; n <= parts.length; n++) {
    const name = parts.slice(0, n).join(' ');
    if (/s$/i.test(name) && resolveName(name, false)?.exercise) return true;
  }
  return false;
}

/** The entry with an article before a count of a move, and a count said again in dashes, taken out. */
export function countFillersDropped(text: string): string {
  if (!/\d|[-–—]/.test(text)) return text;
  return text
    .replace(ARTICLE_COUNT, (whole, count: string, words: string) =>
      pluralMove(words) ? `${count} ${words}` : whole,
    )
    .replace(COUNT_AGAIN, (whole, count: string, aside: string) => {
      const said = aside
        .toLowerCase()
        .split(/[^\p{L}\d]+/u)
        .map(countDigits);
      return said.includes(countDigits(count.toLowerCase())) ? `${count} ` : whole;
    });
}
