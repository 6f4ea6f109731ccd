/**
 * "I did it with 20 sets of 15 squats, 10 pushups, 5 pullups", "5 sets of 10 push-ups, 15 sit-ups and 20
 * squats": a count of sets told once before a comma list of moves, each with its own count of reps, is
 * that many sets of each (the way a circuit's rounds are told), written out for each move so the set
 * readers see "20 sets of 10 pushups" as they would have logged it. Read only when every item is a count
 * then a move the catalogue knows and nothing else (no load, no sets of its own, no "a mile run") and a
 * comma parts them: "3 sets of 10 squats and 20 pushups" may be a last set of push-ups, and a list that
 * runs on into other words is told as before.
 */
import { COUNT } from './journal-counts.ts';
import { resolveName } from './journal-names.ts';

// The scheme, its first move's count, then the rest of the sentence (the list).
const SETS_OF = new RegExp(
  String.raw`\b(${COUNT})[ \t]+sets[ \t]+of[ \t]+(${COUNT}[ \t]+[a-z][^.!?\n,;]{1,40}(?:[,;][^.!?\n]{2,200}))`,
  'gi',
);
// The list's items, split at a comma or semicolon (with or without "and") or a bare "and".
const ITEM_BREAK = /\s*[,;]\s*(?:and\s+)?|\s+and\s+/i;
// One item: a count, then a move's name ("10 pushups", "five pull-ups").
const ITEM = new RegExp(String.raw`^(${COUNT})[ \t]+([a-z][a-z' -]{0,30}[a-z])$`, 'i');

/** The entry with a count of sets told once over a list of counted moves written out for each move. */
export function setsOverMoves(text: string): string {
  if (!/\bsets[ \t]+of\b/i.test(text) || !/[,;]/.test(text)) return text;
  return text.replace(SETS_OF, (whole, sets: string, list: string) => {
    const items = list.trim().split(ITEM_BREAK);
    if (items.length < 2) return whole;
    for (const item of items) {
      const m = ITEM.exec(item.trim());
      if (!m?.[2] || !resolveName(m[2], false)?.exercise) return whole;
    }
    const [first, ...rest] = items.map((item) => item.trim());
    return whole.replace(list, [first, ...rest.map((item) => `${sets} sets of ${item}`)].join(', '));
  });
}
