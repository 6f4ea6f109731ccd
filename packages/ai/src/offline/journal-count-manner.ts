/**
 * "Squat 100x5, 5, 5 paused", "Bench 225x3, 3, 3 touch and go", "DL 405x2, 2 beltless": a count in a
 * list of counts, then words saying how those sets were done. The words are a remark on the sets, never
 * a name: the count still repeats the last set (journal-repeats), and the words are kept as its note.
 * Before, "5 paused" was no bare count, so the list's last set was lost.
 * Only words of manner (a qualifier, a piece of gear, a stance or grip) and nothing else: no number, no
 * lift ("5 pause squats" names one), no move unknown to the parser ("10 arnolds" may be a move).
 */
import { mentionIn, resolveName } from './journal-names.ts';
import { GEAR, QUALIFIERS, TRAILING } from './journal-words.ts';

// Words of manner the word lists leave out: gear worn, a stance, a pace, "no belt", "touch and go".
const MANNER = new Set(
  (
    'belt belts wraps wrap sleeves sleeve straps strap chains stance slow slowly controlled smooth fast ' +
    'no and n touch go tng close sumo pins pin dead stop stops stopped hold held reset'
  ).split(' '),
);

// A count (as journal-repeats reads one), then up to four words of letters.
const COUNT_WORDS = /^((?:[x×]\s*)?\d{1,3})\s*[-–,(]?\s*((?:[a-z'&/]+\s*){1,4})\)?$/i;
const WORD = /[a-z]+/gi;

/** "5 paused" → { count: "5", manner: "paused" }; undefined when the words are anything but manner. */
export function countManner(text: string): { count: string; manner: string } | undefined {
  const m = COUNT_WORDS.exec(text.trim());
  if (!m) return undefined;
  const manner = (m[2] ?? '').trim();
  const words = manner.toLowerCase().match(WORD) ?? [];
  if (
    !words.length ||
    !words.every((w) => QUALIFIERS.has(w) || GEAR.has(w) || TRAILING.has(w) || MANNER.has(w))
  )
    return undefined;
  // Words alone that are a manner: not a preposition or "and" on its own, nor gear alone ("5 bands").
  if (words.every((w) => TRAILING.has(w) || w === 'and' || w === 'no' || GEAR.has(w))) return undefined;
  if (resolveName(manner, false)?.exercise || mentionIn(manner)) return undefined;
  return { count: m[1] ?? '', manner };
}
