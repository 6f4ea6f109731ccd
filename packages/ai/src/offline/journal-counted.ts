import { NUMBER_WORD, wordCount } from './journal-counts.ts';

/**
 * A count of sets applies to the one scheme it names, however the scheme is written, and sets can be
 * named by ordinals. This module owns both decisions:
 * - countedScheme: in "3 sets of 140 x 5", "2 sets of 15 x 10", "4 sets of 8 x 60kg" the scheme after
 *   the count is one load and one rep count in either order; the load is the number marked as one (a
 *   unit), else the one not marked as reps, else the one with a fraction, else the larger (reps rarely
 *   pass ~30 with a load).
 * - countedSets (each line, before it is split): a scheme's reps in brackets are its reps ("4x(5-rep)",
 *   "4 sets (5 reps)"); sets named by ordinals in ranges ("2nd-5th set 32kg", "sets 1-4 @ 49kg") are
 *   each named, so every one is a set of its own; and with the sets named that way a bare count marked
 *   "x" on the line ("8x Chest Press (1st set 35kg, …)") can only be their reps.
 */

/** The load and reps of a counted scheme's "A x B", or null when neither can be a load. */
export function countedScheme(
  a: number,
  aMark: string | undefined,
  b: number,
  bMark: string | undefined,
): { reps: number; load: number; loadFirst: boolean } | null {
  const reps = (m: string | undefined) => Boolean(m && /^r/i.test(m.trim()));
  const unit = (m: string | undefined) => Boolean(m?.trim()) && !reps(m);
  let loadFirst: boolean;
  if (unit(a ? aMark : undefined) !== unit(bMark)) loadFirst = unit(aMark);
  else if (reps(aMark) !== reps(bMark)) loadFirst = reps(bMark);
  // "2 sets of 8 x 12.5": a count is whole, so a part is the load's.
  else if (Number.isInteger(a) !== Number.isInteger(b)) loadFirst = !Number.isInteger(a);
  // Two bare numbers: the larger is the load; both over 30 are no reps at all.
  else if (Math.min(a, b) > 30) return null;
  else loadFirst = a > b;
  const [load, count] = loadFirst ? [a, b] : [b, a];
  if (!Number.isInteger(count) || count < 1 || (count > 30 && !unit(loadFirst ? aMark : bMark))) return null;
  return { reps: count, load, loadFirst };
}

const WORD_ORDINALS = 'first second third fourth fifth sixth seventh eighth ninth tenth'.split(' ');
const ORDINAL = String.raw`(?:\d{1,2}(?:st|nd|rd|th)|${WORD_ORDINALS.join('|')})`;
const TO = String.raw`\s*(?:-|–|to|through|thru)\s*`;
// "2nd-5th set 32kg", "first to fourth sets @ 49kg", "sets 1-4 at 49kg", "set 5: 53kg", and sets named
// by where they sit in the count: "first two at 60kg", "the last 3 sets @ 65kg", "next two 70kg".
const RANGE = new RegExp(
  String.raw`\b(?:(${ORDINAL})(?:${TO}(${ORDINAL}))?\s+sets?|(?<!\d\s*)sets?\s+#?(\d{1,2})(?:${TO}#?(\d{1,2}))?(?=\s*(?:[:=@-]|at\b)?\s*\d(?![\d.]*\s*[x×]))|(first|next|last|final|other|remaining)\s+(${NUMBER_WORD}|\d{1,2})(?:\s+sets?)?)\b`,
  'gi',
);
// What a named set holds, up to the next separator: "35kg", "@ 32 kg", "40kg x 12", ": 10 reps".
const HOLD = /^\s*(?:[:=@-]|at\b|with\b)?\s*(\d[^,;()]*?)\s*(?=[,;()]|$|\s(?:and|then)\b)/i;

function ordinalOf(word: string | undefined): number {
  if (!word) return Number.NaN;
  const at = WORD_ORDINALS.indexOf(word.toLowerCase());
  return at >= 0 ? at + 1 : Number.parseInt(word, 10);
}

const nth = (n: number) =>
  `${n}${n % 10 === 1 && n !== 11 ? 'st' : n % 10 === 2 && n !== 12 ? 'nd' : n % 10 === 3 && n !== 13 ? 'rd' : 'th'}`;

// "5 sets of 5", "5x5", "5 sets": the line's count, for "the last three".
const COUNT = /(?<!\b(?:first|next|last|final|other|remaining)\s+)\b(\d{1,2})\s*(?:sets?\b|[x×]\s*\d)/i;

/**
 * Sets named by ordinal ranges, each named on its own: "2nd-4th set 32kg" → "2nd set 32kg, 3rd set …".
 * Only on a line that names two sets or more, each with what it holds: "on the 2nd set I slowed down"
 * is about a set, and "sets 3 @ 100" a field.
 */
function eachNamed(line: string): string {
  const total = Number(COUNT.exec(line)?.[1] ?? Number.NaN);
  let next = 1;
  const found = [...line.matchAll(RANGE)].flatMap((m) => {
    const hold = HOLD.exec(line.slice((m.index ?? 0) + m[0].length))?.[1];
    const k = m[6] ? (wordCount(m[6]) ?? Number.NaN) : Number.NaN;
    const where = m[5]?.toLowerCase();
    // "the last three" only with the line's count told: "my final two sets with 185" in a story is
    // the story's sets.
    const last = where === 'last' || where === 'final';
    if (last && !(total >= k)) return [];
    const from = where ? (where === 'first' ? 1 : last ? total - k + 1 : next) : ordinalOf(m[1] ?? m[3]);
    const to = where ? from + k - 1 : m[2] || m[4] ? ordinalOf(m[2] ?? m[4]) : from;
    if (!(from >= 1 && to >= from && to <= 12 && hold)) return [];
    next = to + 1;
    return [{ m, from, to, hold }];
  });
  if (found.reduce((n, f) => n + f.to - f.from + 1, 0) < 2) return line;
  let out = '';
  let at = 0;
  for (const { m, from, to, hold } of found) {
    const sets = Array.from({ length: to - from + 1 }, (_, i) => `${nth(from + i)} set`);
    // What the range holds goes with each set it names; the last keeps the words written after it.
    out += `${line.slice(at, m.index)}${sets.map((s, i) => (i < sets.length - 1 ? `${s} ${hold}, ` : s)).join('')}`;
    at = (m.index ?? 0) + m[0].length;
  }
  return out + line.slice(at);
}

// Two sets or more named with what they hold: then a bare "Nx" on the line is their reps.
const NAMED_SET = /\b(\d{1,2})(?:st|nd|rd|th)\s+set\s*(?:[:=@-]|at\b|with\b)?\s*\d/gi;

// "4x(5-rep)", "4 x (5 reps)", "4 sets (5 reps)", "3x(8)": a count, then its reps in brackets.
const BRACKETED_REPS =
  /\b(\d{1,2})\s*(?:([x×])|(sets?))\s*\(\s*(\d{1,3})\s*(?:[-\s]*reps?)?\s*(?:each)?\s*\)(?!\s*[x×]\s*\d)/gi;
// A count marked "x" with no second number: "8x Chest Press", "Chest Press x8 (".
const BARE_TIMES =
  /(?<![\d.]\s*|[\d.]\s*[x×]\s*)\b(?:(\d{1,2})\s*[x×](?!\s*[\d(])|[x×]\s*(\d{1,2})\b(?![\d.]|\s*[x×]))/i;

/** Each line's counted schemes written plainly (see the header). */
export function countedSets(line: string): string {
  let out = /\(/.test(line)
    ? line.replace(BRACKETED_REPS, (_, n: string, x: string | undefined, _sets, reps: string) =>
        x ? `${n} x ${reps} reps` : `${n} sets of ${reps} reps`,
      )
    : line;
  if (
    !/\d(?:st|nd|rd|th)\b|\b(?:first|second|third|fourth|fifth|next|last|final|other|remaining)\b|\bsets?\s+#?\d/i.test(
      out,
    )
  )
    return out;
  out = eachNamed(out);
  // Two sets or more named with their numbers: any bare "Nx" on the line is the reps of each.
  const named = [...out.matchAll(NAMED_SET)].map((m) => m[1]);
  if (new Set(named).size < 2) return out;
  const bare = BARE_TIMES.exec(out);
  if (bare)
    out = `${out.slice(0, bare.index)}${bare[1] ?? bare[2]} reps ${out.slice(bare.index + bare[0].length)}`;
  return out;
}
