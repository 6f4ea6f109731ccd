/**
 * One set of a scheme told short of the others: "5x5 at 190, one rep short on the last set", "3x5 @ 185
 * but only got 4 on the last set". A set short is still a set, with the reps it got; the scheme is
 * written out set by set ("5/5/4 @ 185") for the set readers.
 */
import { COUNT, countDigits } from './journal-counts.ts';
import { LOAD_UNIT } from './journal-words.ts';

const NUMBER = String.raw`\d+(?:\.\d+)?`;
const UNIT = LOAD_UNIT;

// "5x5 at 190, one rep short on the last set", "3x8 @ 60kg - 2 reps short on my 2nd set": a set short
// is still a set, with the reps it got.
const ORDINALS = ['first', 'second', 'third', 'fourth', 'fifth', 'sixth'];
export const SHORT_SET = new RegExp(
  String.raw`\b(\d{1,2})\s*[x×]\s*(\d{1,2})(\s*(?:@|at)\s*${NUMBER}\s*${UNIT}?)\s*[,;–-]?\s*(?:but\s+)?(?:i\s+)?(?:(?:came\s+up|was|fell|ended\s+up)\s+)?(${COUNT}|a)\s+reps?\s+short\s+(?:on|in)\s+(?:the|my)\s+(last|final|\d(?:st|nd|rd|th)|${ORDINALS.join('|')})\s+set\b`,
  'gi',
);

export function shortSet(_: string, sets: string, reps: string, load: string, short: string, which: string) {
  const n = Number(sets);
  const missed = short.toLowerCase() === 'a' ? 1 : Number(countDigits(short));
  const at = /^(?:last|final)$/i.test(which)
    ? n
    : ORDINALS.indexOf(which.toLowerCase()) + 1 || Number.parseInt(which, 10);
  if (!(at >= 1 && at <= n && missed < Number(reps))) return _;
  const list = Array.from({ length: n }, (__, i) => (i + 1 === at ? Number(reps) - missed : Number(reps)));
  return `${list.join('/')}${load}`;
}

// "3x5 @ 185 but only got 4 on the last set", "3 sets of 5 at 185 but the last set I only got 4": the
// count got on one set replaces that set's reps.
export const GOT_ON_SET = new RegExp(
  String.raw`\b(\d{1,2})\s*(?:[x×]|sets?\s+of)\s*(\d{1,2})((?:\s*reps?)?\s*(?:@|at)\s*${NUMBER}\s*${UNIT}?)\s*[,;–-]?\s*(?:but\s+)?(?:(?:on\s+|for\s+)?(?:the|my)\s+(last|final|${ORDINALS.join('|')})\s+(?:set|one)\s*,?\s*)?(?:i\s+)?(?:only\s+)?(?:got|managed|hit|made)\s+(${COUNT})(?!\s*(?:[x×@]|sets?\b|more\b))(?:\s*reps?)?(?:\s+(?:on|in|for)\s+(?:the|my)\s+(last|final|${ORDINALS.join('|')})\s+(?:set|one))?`,
  'gi',
);

export function gotOnSet(
  _: string,
  sets: string,
  reps: string,
  load: string,
  before?: string,
  got = '',
  after?: string,
) {
  const which = before ?? after;
  if (!which || (before && after)) return _;
  return shortSet(_, sets, reps, load, String(Number(reps) - Number(countDigits(got))), which);
}
