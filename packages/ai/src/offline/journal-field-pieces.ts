/**
 * A lift's one line whose numbers are told by words or by place, not by a notation: "Bench 135 reps 8",
 * "OHP 95 reps 5 sets 3", "Squat | 3 sets | reps: 8 | @ 225 lb", "Deadlift, x 8 reps, sets 3, 315#".
 * Each piece after the name says what its number is, in any order:
 * - reps: "8 reps", "reps 8", "reps: 8", "x 8 reps";
 * - sets: "3 sets", "sets 3", "sets: 3", and "3 sets of 8 (reps)", which tells the reps too;
 * - the load: "weight 135", "load: 60 kg", "@ 135", "at 135 lb", "with 135#", or a number alone: with
 *   the reps told by their word, a bare number can only be the load (never more reps);
 * - effort: "rpe 8", "@ rir 2".
 * The line is the record journal-fields reads by its labels, so the order of its numbers never
 * decides. Only a line made wholly of such pieces after a name, with its reps and a load or a count of
 * sets, each told once, is one: a remark, a second load ("135 x5, x5") or a word no piece knows leave
 * the line to the other readers, as it was.
 */

import type { Field, Kind } from './journal-fields.ts';
import { mentionIn, resolveName } from './journal-names.ts';
import { CHATTER, LOAD_UNIT, PROSE_MARKERS } from './journal-words.ts';

const N = String.raw`\d{1,3}`;
const LOAD = String.raw`\d{1,4}(?:\.\d+)?(?:\s*${LOAD_UNIT}\b|#)?`;
// A piece ends at a space, a comma or a bar before the next, or the line's end; never at a slash or
// dash against its number: "5/11 reps" is a list, "5-8 reps" a range.
const END = String.raw`(?=[\s,;|]|$)`;

// "135 reps 8": a number over 30 before "reps" with a count after it is the load, and the count after
// the label the reps (reps rarely pass ~30 with a load; journal-counted decides "A x B" the same way).
const COUNT_AFTER = /^\s*[:=]?\s*\d/;
const notLoad = (m: RegExpExecArray, after: string) => !(Number(m[1]) > 30 && COUNT_AFTER.test(after));
// "3 x 8 reps" is sets by reps: a number alone before "x" is a load only past any count of sets,
// "135 x 8 reps" (journal-counted: the larger of two bare numbers is the load).
const TIMES_AFTER = /^\s*[x×]/;
const loadBefore = (m: RegExpExecArray, after: string) =>
  !(TIMES_AFTER.test(after) && /^\d+(?:\.\d+)?$/.test(m[1] ?? '') && Number(m[1]) <= 30);

/** Each piece's form, tried in this order at each place: a count before its word is read first, so
 * "3 sets 8 reps" is three sets of eight, and "sets 3 reps 8" the same. */
const PIECES: [RegExp, Kind[], ((m: RegExpExecArray, after: string) => boolean)?][] = [
  [new RegExp(String.raw`^(\d{1,2})\s*sets?\s+of\s+(${N})(?:\s*reps?)?${END}`, 'i'), ['sets', 'reps']],
  [new RegExp(String.raw`^(\d{1,2})\s*sets?${END}`, 'i'), ['sets']],
  [new RegExp(String.raw`^(?:[x×]\s*)?(${N})\s*(?:reps?|repetitions)${END}`, 'i'), ['reps'], notLoad],
  [new RegExp(String.raw`^sets?\s*[:=]?\s*(\d{1,2})${END}`, 'i'), ['sets']],
  [new RegExp(String.raw`^(?:reps?|repetitions)\s*[:=]?\s*(${N})${END}`, 'i'), ['reps']],
  [new RegExp(String.raw`^@?\s*((?:rpe|rir)\s*[:=]?\s*\d{1,2}(?:\.5)?)${END}`, 'i'), ['effort']],
  [
    new RegExp(String.raw`^(?:(?:weight|load)\s*[:=]?\s*|@\s*|(?:at|with)\s+)?(${LOAD})${END}`, 'i'),
    ['weight'],
    loadBefore,
  ],
];

// The name, up to the first place a piece may start.
const NAME =
  /^([\p{L}][\p{L}\s&'’().-]*?)\s*[:,;|/–—-]?\s+(?=\d|[@x×]|(?:at|with|weight|load|reps?|repetitions|sets?|rpe|rir)\b)/iu;
const SEPARATOR = /^[\s,;|/–—-]*/;
const JOINED = /\band\b|&/i;

/**
 * "Squat 225 reps 5 felt heavy": words of talk after the last piece, opened by a word of talk ("felt",
 * "was", "easy") and holding no number and no lift, are a remark on the record, kept after it; they
 * never make its numbers something else (not "225 reps").
 */
export function talk(rest: string): boolean {
  const first = /^\p{L}+/u.exec(rest)?.[0]?.toLowerCase() ?? '';
  if (/\d/.test(rest) || !(PROSE_MARKERS.has(first) || CHATTER.has(first))) return false;
  return !resolveName(rest, false)?.exercise && !mentionIn(rest);
}

/** The name and the fields of a line told in pieces (see the header), or null when it is not one. */
export function pieceFields(body: string): { prefix: string; fields: Field[]; tail?: string } | null {
  const name = NAME.exec(body);
  // "Clean and press 3 sets x 10 reps", "Squat & bench …": whether "and" joins two lifts sharing the
  // scheme or names one is journal-joined's to say, on the line as written.
  if (!name?.[1] || JOINED.test(name[1])) return null;
  const fields: Field[] = [];
  let rest = body.slice(name[0].length);
  let tail = '';
  while (rest) {
    const piece = PIECES.map(([re, kinds, fits]) => {
      const m = re.exec(rest);
      return { m: m && (!fits || fits(m, rest.slice(m[0].length))) ? m : null, kinds };
    }).find((p) => p.m);
    if (!piece?.m && fields.length && talk(rest)) {
      tail = rest.trim();
      break;
    }
    if (!piece?.m) return null;
    for (const [i, kind] of piece.kinds.entries()) {
      // Each field once: "135 x5, x5" or "sets 3 … sets 4" is no single record.
      if (fields.some((f) => f.kind === kind)) return null;
      fields.push({ kind, label: kind, value: piece.m[i + 1] ?? '' });
    }
    rest = rest.slice(piece.m[0].length).replace(SEPARATOR, '');
  }
  const has = (k: Kind) => fields.some((f) => f.kind === k);
  if (!has('reps') || !(has('sets') || has('weight'))) return null;
  return tail ? { prefix: name[1], fields, tail } : { prefix: name[1], fields };
}
