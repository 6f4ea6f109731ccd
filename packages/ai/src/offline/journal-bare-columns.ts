/**
 * A lift's row copied out of a spreadsheet or a notebook table with no header: the name, then its load,
 * sets and reps as bare columns, no "x", "@" or word between them ("Squats 85 3 8", "Leg Press 180 4 12",
 * "Dumbbell Row 22.5 3 10", "Lat pulldown 50kg 3 12", "Inverted Situps body 3 10"). Nothing marks which
 * column is which, so the numbers' sizes decide, whatever order the lifter's columns run in:
 * - the load is the one number that can only be a load: the largest, and clearly above the others (or
 *   carrying a unit, or a bodyweight word: "body", "bw", "bodyweight");
 * - of the two counts, the smaller is the sets, at most 6, and the other the reps, at most 30. Where the
 *   two are equal ("Squat 100 5 5") both readings are the same scheme.
 * The row is read as the record it is (journal-fields writes it "Squats: 3 sets of 8 reps @ 85").
 *
 * A row is left to the other readers wherever the numbers may say something else:
 * - a reps list: counts running down with no number clearly above the rest ("Dips 10 8 6"), any
 *   bodyweight move with no load word or unit ("Dips: 45 8 8" is weighted dips and its reps), and a load
 *   with its unit before counts that do not rise ("Lat pulldown 50kg 12 10": journal-normalize's list);
 * - a date ("Squat 12 11 2024": a year is no load) or a time (a colon is no column gap);
 * - dashes, commas or slashes between the numbers ("Bench 100 - 5 - 5", "Squat 255 5,5,4"): the lifter
 *   marked what they are, and other readers know those marks;
 * - an entry with a table header (journal-table reads rows by it), or whose other rows list reps by
 *   spaces after a load ("Bench 80 8 8 6"): that lifter's bare counts after a load are reps.
 * Ambiguous call: more than 6 sets ("Curls 25 12 10") is taken for no table row; ten sets exist (10x10)
 * but a load before a falling pair of counts is far more often a load and its reps.
 */

import { talk } from './journal-field-pieces.ts';
import type { Field } from './journal-fields.ts';
import { mentionIn, resolveName } from './journal-names.ts';
import { proseWord } from './journal-words.ts';

// "body", "bw", "bodyweight", "body weight": the load column of a move done with the body alone.
const BODY = /^(?:bw|body|body\s*weight)$/i;
const LOAD_TOKEN = /^(\d{1,4}(?:\.\d{1,2})?)\s*(kgs?|kilos?|lbs?|pounds?|#)?$/i;
const COUNT = /^\d{1,2}$/;
const TOKEN = String.raw`(?:\d[\d.]*(?:\s*(?:kgs?|kilos?|lbs?|pounds?)\b|#)?|bw|body\s*weight|body)`;
// The name (words, no digit), then two or three bare columns parted by spaces only, then perhaps a
// remark ("Squats 85 3 8 felt heavy", kept after the record: journal-field-pieces' talk).
const ROW = new RegExp(
  String.raw`^([\p{L}][\p{L}\s'’().&-]*?[\p{L})])\s*:?\s+(${TOKEN}(?:\s+${TOKEN}){1,2})(?![\p{L}\d.#])\s*(?:[-–—,;]\s*)?(.*)$`,
  'iu',
);
// "Exercise  Weight  Sets  Reps": a header line, whose table journal-table reads by its columns.
const HEADER = /^(?!.*\d).*\b(?:sets?|reps?|weight|load)\b/i;
// Words that start a row about something other than a lift: "Week 3 5 100", "Day 2 …", "Set 1 …".
const NOT_NAME = /^(?:week|wk|day|set|sets|round|rounds|session|block|cycle|phase|part|rep|reps|total)\b/i;

interface Columns {
  load: string;
  sets: number;
  reps: number;
}

const bodyweightLift = (name: string) => Boolean(resolveName(name, false)?.exercise?.isBodyweight);
const namesLift = (name: string) =>
  Boolean(resolveName(name, false)?.exercise || mentionIn(name)) ||
  !(name.toLowerCase().match(/\p{L}+/gu) ?? []).some((w) => proseWord(w, true));

/** The two counts as sets and reps: the smaller the sets (≤ 6), the other the reps (≤ 30). */
function scheme(a: number, b: number): [number, number] | null {
  const [sets, reps] = a <= b ? [a, b] : [b, a];
  return sets >= 1 && sets <= 6 && reps >= 1 && reps <= 30 ? [sets, reps] : null;
}

/** A row's columns read by their sizes (see the header), or null when they may say something else. */
function columns(tokens: string[], bodyweight: boolean): Columns | null {
  const body = tokens.findIndex((t) => BODY.test(t));
  if (body >= 0) {
    const counts = tokens.filter((_, i) => i !== body);
    if (counts.length !== 2 || !counts.every((t) => COUNT.test(t))) return null;
    const s = scheme(Number(counts[0]), Number(counts[1]));
    return s ? { load: 'bw', sets: s[0], reps: s[1] } : null;
  }
  if (tokens.length !== 3) return null;
  const loads = tokens.map((t) => LOAD_TOKEN.exec(t));
  if (loads.some((m) => !m)) return null;
  const values = loads.map((m) => Number(m?.[1]));
  const top = Math.max(...values);
  const at = values.indexOf(top);
  const unit = loads[at]?.[2];
  // Only the load may carry a unit or a point; the counts are whole and bare.
  const counts = tokens.filter((_, i) => i !== at);
  if (values.lastIndexOf(top) !== at || !counts.every((t) => COUNT.test(t))) return null;
  // "Dips 45 8 8", "Push ups 25 20 15": a bodyweight move's bare counts are reps (or a weighted set's
  // load and reps), read by journal-list-items; only a unit makes its first number a load here.
  if (bodyweight && !unit) return null;
  // "Squat 12 11 2024": a year with a day and month.
  if (top >= 1900 && top <= 2100 && !unit) return null;
  const [a, b] = counts.map(Number) as [number, number];
  const s = scheme(a, b);
  if (!s) return null;
  // "Lat pulldown 50kg 12 10", "Bench 60kg 5 5": counts after a load with its unit that do not rise are
  // a reps list (journal-normalize); rising ones ("50kg 3 12") are sets, then reps.
  if (unit && at === 0 && a >= b) return null;
  // "Dips 10 8 6", "Curl 6 8 10": three numbers of one size are a reps list, and so are counts running
  // down with the first not clearly above the reps ("Squat 20 10 6"). A point ("22.5") is never reps.
  const falling = values.every((v, i) => i === 0 || v <= (values[i - 1] ?? 0));
  const point = (tokens[at] ?? '').includes('.');
  if (!unit && !point && (top < 2 * s[0] || (falling && top <= 2 * s[1]))) return null;
  return { load: tokens[at] ?? '', sets: s[0], reps: s[1] };
}

/** Whether the entry's rows are read by a header, or list reps by spaces after a load. */
export function columnsHabit(lines: string[]): boolean {
  return !lines.some(
    (l) =>
      HEADER.test(l) ||
      /^\s*\p{L}[\p{L}\s'’().&-]*?\s\d{2,4}(?:\.\d+)?\s*(?:kgs?|lbs?|#)?(?:\s+\d{1,2}){3,}\s*$/iu.test(l),
  );
}

/** The name and fields of a bare-column row (see the header), or null when the line is not one. */
export function columnFields(body: string): { prefix: string; fields: Field[]; tail?: string } | null {
  const row = ROW.exec(body.trim());
  const name = row?.[1]?.trim() ?? '';
  const tail = row?.[3]?.trim() ?? '';
  if (!row?.[2] || !name || NOT_NAME.test(name) || !namesLift(name) || (tail && !talk(tail))) return null;
  const tokens = row[2].match(new RegExp(TOKEN, 'gi')) ?? [];
  const read = columns(tokens, bodyweightLift(name));
  if (!read) return null;
  return {
    prefix: name,
    ...(tail ? { tail } : {}),
    fields: [
      { kind: 'sets', label: 'sets', value: String(read.sets) },
      { kind: 'reps', label: 'reps', value: String(read.reps) },
      { kind: 'weight', label: 'weight', value: read.load },
    ],
  };
}
