/**
 * An open set is filled by what was done in it (journal-told-lists calls this for each line's sentences).
 * A set written open ("max", "AMRAP", ">= 20", "at least 15", "min 15", "to failure", "as many as you
 * can") has no count of its own; the story after it tells one ("5/5/5+" heads a 5/3/1 day's loads, a
 * plan journal-header-reps reads, so "N+" is not read here):
 * - a count told for it ("I did 20 for the last set", "the minimum 15 push ups on the last set", "For
 *   the last one I managed 27") is its reps, and that count is said once, here;
 * - else its stated minimum ("max (at least 15)" and "I did manage to finish all 5 sets");
 * - else it is still a set, its reps unknown: never dropped.
 * The open set is either an item of a list of counts ("16, 17, 14, 14, >= 20") or a sentence of its own
 * after a sequence of sets ("…, then 8 and then 6. The last set is as many as you can do."), which is one
 * more set: a set with a count written is not open. After a scheme ("3x5. Last set AMRAP") it is the
 * scheme's own last set and stays as written.
 */
import { COUNT, wordCount } from './journal-counts.ts';

// One open item; the groups hold its minimum when told ("max (at least 15)", ">= 20").
const OPEN = String.raw`(?:max(?:imum)?(?:\s+reps)?(?:\s*\(\s*(?:at\s+least|min(?:imum)?|>=|≥|>)\s*(\d{1,3})\s*\))?|amrap|(?:>=|≥)\s*(\d{1,3})|at\s+least\s+(\d{1,3})|min(?:imum)?\s+(?:of\s+)?(\d{1,3})|(?:to\s+)?failure|as\s+many\s+(?:reps\s+)?as\s+(?:possible|(?:you|i)\s+(?:can|could)(?:\s+do)?))`;
const ITEM = String.raw`(?:${OPEN}|\d{1,3}(?![\d.:%]|\s*(?:kgs?|lbs?|#|x|×|sec|min|s\b|m\b)))`;
const SEP = String.raw`\s*(?:[,/;]\s*(?:and\s+)?(?:then\s+)?|\s+(?:and\s+)?then\s+|\s+and\s+)`;
// "16, 17, 14, 14, >= 20", "15, 13, 10, 10, max (min 15)", "12/10/AMRAP": counts with an open item.
// Not a load ("5x5 @ 95, then AMRAP @ 85": the 95 is the scheme's load, the AMRAP a set of its own).
const LIST = new RegExp(String.raw`(?<![\d.x×/-]|(?:@|\bat)\s*)${ITEM}(?:${SEP}${ITEM})+`, 'gi');
const OPEN_ITEM = new RegExp(`^${OPEN}$`, 'i');
// "The last set is as many as you can do.", "Final set: to failure": an open set told on its own.
const OPEN_SENTENCE = new RegExp(
  String.raw`^\s*(?:and\s+)?(?:the\s+)?(?:last|final)\s+(?:set|one)\s*(?:is|was|:|-|–)\s*(?:an?\s+)?(?:set\s+)?(${OPEN})\s*(?:sets?\s*)?[.!]?\s*$`,
  'i',
);
// "I did 20 for the last set", "finish 20 in the last set", "the minimum 15 push ups on the last set".
const COUNT_FOR_LAST = new RegExp(
  String.raw`\b(${COUNT})\s+(?:(?:more\s+)?(?:reps?|[\p{L}-]+(?:\s+[\p{L}-]+)?)\s+)?(?:for|on|in)\s+(?:the|my)\s+(?:last|final|max|amrap)\s+(?:set|one|round)\b`,
  'iu',
);
// "For the last one I managed 27", "on the final set I got 31".
const LAST_GOT = new RegExp(
  String.raw`\b(?:for|on|in)\s+(?:the|my)\s+(?:last|final|max|amrap)\s+(?:one|set|round)\b[^.!?\d]{0,30}?\b(?:managed|got|did|hit|made|reached)\s+(${COUNT})\b`,
  'iu',
);
// A scheme of equal sets ("3x5", "3 sets of 5"): its last set is one of them.
const SCHEME = /\b\d{1,2}\s*[x×]\s*\d{1,3}\b|\b\d{1,2}\s+sets?\s+of\s+\d/i;

interface Open {
  min: number | null;
}

function openOf(item: string): Open | null {
  const m = OPEN_ITEM.exec(item.trim());
  if (!m) return null;
  const min = m.slice(1).find((g) => g !== undefined);
  return { min: min === undefined ? null : Number(min) };
}

/** The count the sentences after an open set tell for it, and where it was told; null if none. */
function toldFor(after: string[]): { reps: number; at: number; told: RegExp } | null {
  for (let k = 0; k < after.length; k++) {
    for (const told of [LAST_GOT, COUNT_FOR_LAST]) {
      const m = told.exec(after[k] ?? '');
      const reps = m?.[1] ? Number(wordCount(m[1]) ?? m[1]) : Number.NaN;
      if (reps > 0) return { reps, at: k, told };
    }
  }
  return null;
}

/** What an open set's reps are (see the header): told, else its minimum, else unknown (null). */
function filled(open: Open, after: string[], out: string[], from: number): number | null {
  const told = toldFor(after);
  if (told) {
    // The count is said here; the words stay for the note.
    const k = from + told.at;
    out[k] = (out[k] ?? '').replace(told.told, (m, n: string) => m.replace(n, ' '));
    return told.reps;
  }
  return open.min;
}

/** A list's items written as sets done: "14/14/10/10/15", or "14/14/10/10, 1 set" when one is unknown. */
function asDone(reps: (number | null)[]): string {
  const known = reps.filter((r): r is number => r !== null);
  const unknown = reps.length - known.length;
  if (!unknown) return known.join('/');
  return `${known.join('/')}${known.length ? ', ' : ''}${unknown} set${unknown > 1 ? 's' : ''}`;
}

// "max (at least 15)": the minimum in brackets is split off as an aside of its own; it is the item's.
const MIN_ASIDE = /^\(\s*(?:at\s+least|min(?:imum)?|>=|≥|>)\s*\d{1,3}\s*\)/i;
const ENDS_OPEN = new RegExp(String.raw`${OPEN}\s*$`, 'i');

/** A line's sentences with each open set filled by what was done in it (see the header). */
export function openSetsFilled(said: string[]): string[] {
  const out = [...said];
  for (let j = 1; j < out.length; j++)
    if (MIN_ASIDE.test(out[j] ?? '') && ENDS_OPEN.test(out[j - 1] ?? '')) {
      out[j - 1] = `${out[j - 1]} ${out[j]}`;
      out[j] = '';
    }
  for (let j = 0; j < out.length; j++) {
    const s = out[j] ?? '';
    // An open set told on its own, after a sequence of sets that is not a scheme: one more set.
    const before = out.slice(0, j).findLast((t) => /\d/.test(t));
    const alone = OPEN_SENTENCE.exec(s);
    if (alone?.[1] && before && !SCHEME.test(before)) {
      const reps = filled(openOf(alone[1]) ?? { min: null }, out.slice(j + 1), out, j + 1);
      out[j] = reps === null ? 'Then 1 set.' : `Then ${reps}.`;
      continue;
    }
    out[j] = s.replace(LIST, (list) => {
      const items = list.split(new RegExp(SEP, 'i'));
      const opens = items.map(openOf);
      // The open set ends the list ("8, 8, max / 12 on the last set" is no plan); a count comes first.
      const open = opens.at(-1);
      if (!open || opens.slice(0, -1).some(Boolean)) return list;
      const reps = items.map((item, i) =>
        i < items.length - 1 ? Number(item) : filled(open, out.slice(j + 1), out, j + 1),
      );
      return asDone(reps);
    });
  }
  return out;
}
