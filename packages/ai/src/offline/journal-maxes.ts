/**
 * A bare load where maxes are told is a single, and a total is not a lift. An entry tells maxes when a
 * line of it says records or maxes ("New PRs:", "Deadlift 1RM", "max day", "my first Crossfit total")
 * or its loads carry record marks ("145PR"); then, read once for the whole entry before any line:
 * - in a ramp of "load×reps" items, a bare load after them is a single ("70×3, 80×3, 105, 125PR" =
 *   two triples, then singles at 105 and 125; "nRM" makes them n reps). A load marked failed ("185F")
 *   is left to journal-ramp, which drops it;
 * - a "Lift: load" row with no reps is a single at that load ("Squat: 335 lbs (+35 lbs)" = 1 @ 335; the
 *   bracket is the increase, not a set). A lift done with the body keeps its count as reps ("Pull-ups: 15").
 * Whatever the entry, a total labelled as one ("Crossfit Total = 235.5", "Total: 500 lbs") is a sum of
 * lifts told elsewhere: never a lift nor a set, so it is taken out of its line.
 * Without a max told, a bare load after a ramp keeps the reps before it ("135x5, 185x5, 225" is three
 * fives), as journal-ramp and the list readers decide.
 */
import { resolveName } from './journal-names.ts';
import { LOAD_UNIT } from './journal-words.ts';

// "1RM", "3 RM", "one rep max", "max day", "maxes", "New PRs", "personal records", "Crossfit total".
// Not "max reps" nor "80% of 1RM" (a scale; journal-records).
const MAXES =
  /(?<!%\s*(?:of\s+)?(?:my\s+|your\s+|the\s+)?)\b(?:(\d{1,2})\s*-?\s*rm|(?:1|one)[\s-]*rep[\s-]*max(?:es)?|max(?:es|\s+(?:day|out|attempts?|singles?|tests?|testing))|maxed|new\s+(?:prs?|pbs?|records?|maxe?s?)|prs|pbs|personal\s+(?:records|bests)|(?:crossfit|powerlifting|big[\s-]*(?:3|three)|sbd)\s+total)\b/i;
// "145PR", "180 (pb)": a load marked as a record in a list.
const RECORD_MARK = /\d\s*(?:\(\s*)?(?:pr|pb)\b/i;

// "Crossfit Total = 235.5", "Total: 845 lbs (1st attempt)", "   Total = 467" after a row: a labelled sum.
const TOTAL = new RegExp(
  String.raw`(?:^|\s{2,}|[.;|,]\s*|\t)(?:[-–—•·*>]+\s*)?(?:(?:crossfit|grand|overall|combined|powerlifting|big[\s-]*(?:3|three)|sbd)\s+)?total(?:\s+(?:volume|tonnage|weight|lifted|load))?\s*[:=]\s*~?\d{1,6}(?:\.\d+)?\s*(?:${LOAD_UNIT}(?![a-z]))?\s*(?:\([^()]*\))?\s*$`,
  'i',
);

const LOAD = String.raw`\d{2,4}(?:\.\d+)?`;
const SET = new RegExp(String.raw`^${LOAD}\s*(?:${LOAD_UNIT}(?![a-z]))?\s*[x×*]\s*\d{1,2}(?![\d.])`, 'i');
// "105", "145PR", "180 lbs (PR)": a load alone, with or without a record mark; not "185F".
const BARE = new RegExp(
  String.raw`^(${LOAD})(\s*${LOAD_UNIT}(?![a-z]))?\s*((?:\(\s*)?(?:new\s+)?(?:pr|pb)\b\s*!*\s*\)?)?[.!]?$`,
  'i',
);
// "Squat: 335 lbs (+35 lbs)", "  • back squat: 62.5", "Bench - 190 lb": a lift's name, then one load and nothing counted.
const ROW = new RegExp(
  String.raw`^(\s*(?:[-–—•·*>]+\s*)?)(\p{L}[\p{L}\s'’.&/-]{1,40}?)(?:\s*[:=]|\s+[-–—])\s*(${LOAD})\s*(${LOAD_UNIT}(?![a-z]))?\s*(\([^()]*\))?\s*$`,
  'iu',
);

/** The reps each max is for: n for "nRM", 1 otherwise; null for an entry that tells no max. */
function maxReps(lines: string[]): number | null {
  for (const line of lines) {
    const m = MAXES.exec(line);
    if (m) return m[1] ? Number(m[1]) : 1;
  }
  return lines.some((l) => RECORD_MARK.test(l)) ? 1 : null;
}

const asSet = (load: string, unit: string, n: number) => `${load}${unit} x ${n}`;

/** A ramp's bare loads after its "load×reps" items, as sets of n reps. */
function rampSingles(line: string, n: number): string {
  const items = line.split(/(\s*,\s*)/);
  let ramp = false;
  for (let i = 0; i < items.length; i += 2) {
    const item = items[i] ?? '';
    if (SET.test(item.trim())) ramp = true;
    const bare = ramp ? BARE.exec(item.trim()) : null;
    if (bare?.[1]) items[i] = `${asSet(bare[1], bare[2] ?? '', n)}${bare[3] ? ` ${bare[3]}` : ''}`;
  }
  return items.join('');
}

/** A "Lift: load" row as a set of n reps at its load, when the lift is loaded (see the header). */
function rowSingle(line: string, n: number): string {
  const row = ROW.exec(line);
  if (!row?.[2] || !row[3]) return line;
  const lift = resolveName(row[2].trim(), false)?.exercise;
  if (!lift || lift.isBodyweight) return line;
  // "(+35 lbs)": the increase on the old record, not a set; another aside stays.
  const aside = row[5] && !/^\(\s*[+-]/.test(row[5]) ? ` ${row[5]}` : '';
  return `${row[1]}${row[2]}: ${asSet(row[3], row[4] ? ` ${row[4]}` : '', n)}${aside}`;
}

/** The entry's lines with totals out and, where maxes are told, bare loads as the sets they were. */
export function maxesTold(lines: string[]): string[] {
  const out = lines.map((l) => (/total/i.test(l) ? l.replace(TOTAL, '') : l));
  const n = maxReps(lines);
  if (n === null) return out;
  return out.map((l) => (/\d/.test(l) ? rowSingle(rampSingles(l, n), n) : l));
}
