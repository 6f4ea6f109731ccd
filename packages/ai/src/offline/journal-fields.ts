/**
 * Records with named fields, as apps, spreadsheets and YAML or JSON logs write them: "- name: bench
 * press / weight: 155 lbs / sets: 6 / reps: 5 / exertion: rpe 9" over several lines, or "Sets: 3, Reps:
 * 8, Weight: 60kg", "Squat reps=10 weight=50", "Exercise: Squat | Sets: 5 | Reps: 5 | Load: 100 kg" on
 * one. A field's label says what its number is, so a record is read by its labels, never by the order
 * of its numbers: sets are the "sets" field (one when there is none, so "sets: 1" is one set, not one
 * more), reps the "reps" field, the load the "weight" or "load" field with its unit, effort ("rpe",
 * "rir", "exertion") the set's effort. Each record is rewritten as the line a lifter would have typed
 * ("bench press: 6 sets of 5 reps @ 155 lbs RPE 9"); two records naming the same lift then read as a
 * top set and its back-off sets, records naming different lifts as different exercises. Lines without
 * labelled fields, or whose labelled values are not plainly what their label says, are left untouched.
 * A lift's line told in pieces, each number's word beside it in any order ("Bench 135 reps 8 sets 3"),
 * is such a record too, on its own line (journal-field-pieces).
 */

import { columnFields, columnsHabit } from './journal-bare-columns.ts';
import { pieceFields } from './journal-field-pieces.ts';
import { LOAD_UNIT } from './journal-words.ts';

export type Kind =
  | 'name'
  | 'type'
  | 'set'
  | 'sets'
  | 'reps'
  | 'weight'
  | 'effort'
  | 'distance'
  | 'time'
  | 'unit';

const LABELS: [RegExp, Kind][] = [
  [/^(?:name|exercise(?: name)?|lift|movement)$/, 'name'],
  [/^(?:type|activity|sport)$/, 'type'],
  [/^set$/, 'set'],
  [/^sets$/, 'sets'],
  [/^(?:reps?|repetitions)$/, 'reps'],
  [/^(?:weight|load)$/, 'weight'],
  [/^(?:rpe|rir|exertion|effort)$/, 'effort'],
  [/^(?:distance|dist)$/, 'distance'],
  [/^(?:time|duration)$/, 'time'],
  [/^units?$/, 'unit'],
];
// A label, quoted as JSON quotes it, before ':' or '=' ("Sets 3, Reps 5": a count's label may stand
// just before its number); not "body weight", which is the lifter's own. "Set 1", "Set: 2" number one
// set in a list of them: that record is one set, whatever its number.
const LABEL =
  /(?<![\p{L}\p{N}])(?<!\bbody[\s-]?)(?:["']?(exercise name|name|exercise|lift|movement|type|activity|sport|sets?|reps?|repetitions|weight|load|rpe|rir|exertion|effort|distance|dist|time|duration|units?)["']?\s*[:=]|(sets?|reps?|weight|load|rpe|rir)\s+(?=\d))/giu;

const NUM = String.raw`\d*\.?\d+`;
const PIECE = String.raw`\d{1,3}(?:\.\d+)?\s*(?:s|secs?|seconds?|min|mins|minutes?|h|hrs?|hours?)\b`;
export const VALUE: Record<Kind, RegExp> = {
  name: /^[\p{L}][\p{L}\s&'’().-]{0,60}$/u,
  type: /^[\p{L}][\p{L}\s&'’().-]{0,60}$/u,
  set: /^\d{1,2}$/,
  sets: /^\d{1,2}$/,
  // "5", "5/5/3", "8, 8, 6": one count, or one per set.
  reps: /^\d{1,3}(?:\s*[/,]\s*\d{1,3})*$/,
  weight: new RegExp(
    String.raw`^(?:bw|body\s*weight|${NUM}\s*${LOAD_UNIT}?(?:\s*[/,]\s*${NUM}\s*${LOAD_UNIT}?)*)$`,
    'i',
  ),
  effort: new RegExp(String.raw`^@?\s*(?:(?:rpe|rir)\s*)?${NUM}$`, 'i'),
  distance: new RegExp(String.raw`^${NUM}\s*(?:km|k|mi|miles?|m|meters?|metres?|yards?|yds?)?$`, 'i'),
  // "28:45", "45 min", "28 minutes 45 seconds", "1 hour 5 mins".
  time: new RegExp(String.raw`^(?:\d{1,2}:\d{2}(?::\d{2})?|(?:${PIECE}\s*(?:and\s+)?)+)$`, 'i'),
  unit: /^(?:kgs?|lbs?)$/i,
};

export interface Field {
  kind: Kind;
  label: string;
  value: string;
}

interface LineFields {
  /** "- name: …": a YAML list item, which starts a record */
  item: boolean;
  /** "Squat reps=10 weight=50": the words before the first field name the lift */
  prefix: string;
  fields: Field[];
  /** "Bench 135 reps 8": a lift's line told in pieces is a record by itself (journal-field-pieces) */
  whole?: boolean;
  /** "… felt heavy": a remark after the pieces, kept after the record's line */
  tail?: string;
}

const end = (m: RegExpMatchArray | undefined) => (m?.index ?? 0) + (m?.[0].length ?? 0);
const kindOf = (label: string) => LABELS.find(([re]) => re.test(label.toLowerCase()))?.[1];

// "Distance - 3 miles", "Type – Gradient treadmill run": one field a line, its label before a dash.
const DASHED =
  /^\s*(type|activity|sport|exercise|name|lift|movement|sets|reps|weight|load|distance|dist|time|duration)\s+[-–—]\s+(\S.*?)\s*$/i;

/** "Sets - 3", "Distance – 3 miles": a field's label before a dash, read here as one field a line. */
export const dashedField = (line: string): boolean => DASHED.test(line);

const bodyOf = (line: string) =>
  line.replace(/^\s*(?:[-*•]|\d{1,2}[.)])\s+/, '').replace(/^[\s{[]+|[\s}\],]+$/g, '');

/**
 * A line made only of fields: labelled ones, a lift's line told in pieces, or (where the entry reads
 * bare counts after a load as columns) a spreadsheet row of bare columns (journal-bare-columns); else null.
 */
function lineFields(line: string, columns: boolean): LineFields | null {
  const labelled = labelledFields(line);
  if (labelled) return labelled;
  const pieces = pieceFields(bodyOf(line)) ?? (columns ? columnFields(bodyOf(line)) : null);
  return pieces ? { item: false, ...pieces, whole: true } : null;
}

/** A line made only of labelled fields (after an optional name), each value plainly its kind; else null. */
function labelledFields(line: string): LineFields | null {
  const dashed = DASHED.exec(line);
  if (dashed) {
    const label = (dashed[1] ?? '').toLowerCase();
    const kind = kindOf(label);
    const value = dashed[2] ?? '';
    return kind && VALUE[kind].test(value)
      ? { item: false, prefix: '', fields: [{ kind, label, value }] }
      : null;
  }
  const item = /^\s*-\s+/.test(line);
  const body = bodyOf(line);
  // "exertion: rpe 9": a word that could label a number, right after a label, is that label's value.
  const found = [...body.matchAll(LABEL)].filter(
    (m, i, all) => !m[2] || i === 0 || !/^\s*$/.test(body.slice(end(all[i - 1]), m.index)),
  );
  if (!found.length) return null;
  const prefix = body.slice(0, found[0]?.index ?? 0).replace(/[\s,;:|/–—-]+$/, '');
  if (prefix && !VALUE.name.test(prefix)) return null;
  const fields: Field[] = [];
  for (const [i, m] of found.entries()) {
    const end = found[i + 1]?.index ?? body.length;
    const value = body
      .slice((m.index ?? 0) + m[0].length, end)
      .replace(/^[\s"']+|[\s"',;|/]+$/g, '')
      .trim();
    const label = (m[1] ?? m[2] ?? '').toLowerCase();
    const kind = kindOf(label);
    if (!kind || !VALUE[kind].test(value)) return null;
    // "Sets: 3 … Sets: 4" on one line is no single record.
    if (fields.some((f) => f.kind === kind)) return null;
    fields.push({ kind, label, value });
  }
  return { item, prefix, fields };
}

/** One record as the line a lifter would have typed, or null when it is not plainly a set. */
export function recordLine(name: string, fields: Field[]): string | null {
  const get = (k: Kind) => fields.find((f) => f.kind === k);
  const unit = get('unit')?.value ?? '';
  const head = name ? `${name}: ` : '';
  const effortField = get('effort');
  // "exertion: rpe 9", "rir: 2": effort, whatever its label, never a count or a load.
  const effort = effortField
    ? ` ${/rir/i.test(effortField.label + effortField.value) ? 'RIR' : 'RPE'} ${effortField.value.replace(/^@?\s*(?:rpe|rir)?\s*/i, '')}`
    : '';
  const reps = get('reps');
  const weight = get('weight');
  const sets = Number(get('sets')?.value ?? 1);
  if (!reps) {
    const cardio = [get('distance')?.value, clock(get('time')?.value)].filter((v) => v !== undefined);
    // "Weight: 180 lbs / Time: 60 min" over a session is the lifter's bodyweight and the session's length.
    if (!cardio.length || get('sets') || weight) return null;
    // "Type - Gradient treadmill run": a bout's type names it.
    const type = name ? '' : (get('type')?.value ?? '');
    return `${type ? `${type}: ` : head}${cardio.join(', ')}`;
  }
  // "Type: Strength" over sets and reps types the session; it names no lift.
  if (!name && get('type')) return null;
  const repList = reps.value.split(/\s*[/,]\s*/);
  const loads = weight ? weight.value.split(/\s*[/,]\s*/) : [];
  const at = (load: string | undefined) => (load ? ` @ ${load}${unit ? ` ${unit}` : ''}` : '');
  if (repList.length === 1 && loads.length <= 1)
    return `${head}${sets} sets of ${reps.value} reps${at(loads[0])}${effort}`;
  // "reps: 5/5/3" or "weight: 135/155/175": one value per set, so as many sets as values.
  const n = Math.max(repList.length, loads.length);
  const fits = (list: string[]) => list.length <= 1 || list.length === n;
  if (!fits(repList) || !fits(loads) || (get('sets') && sets !== n)) return null;
  const each = Array.from(
    { length: n },
    (_, i) => `${repList[repList.length > 1 ? i : 0]} reps${at(loads[loads.length > 1 ? i : 0])}`,
  );
  return `${head}${each.join(', ')}${effort}`;
}

/** "28 minutes 45 seconds" as the clock reads it, "28:45": one time, not two; other times as written. */
function clock(time: string | undefined): string | undefined {
  const pieces = [...(time ?? '').matchAll(/(\d+)\s*([hms])/gi)];
  if (pieces.length < 2) return time;
  const of = (u: string) => Number(pieces.find((p) => p[2]?.toLowerCase() === u)?.[1] ?? 0);
  const [h, m, sec] = [of('h'), of('m'), of('s')];
  const two = (n: number) => String(n).padStart(2, '0');
  // In minutes ("1 hour 5 minutes" is 65:00): "1:05:00" would read as a time of day.
  return `${h * 60 + m}:${two(sec)}`;
}

const QUANTITY: Kind[] = ['sets', 'reps', 'weight', 'distance', 'time'];

/** The entry's lines, each record of named fields rewritten as one line; other lines as they were. */
export function readFieldRecords(lines: string[]): string[] {
  const out: string[] = [];
  let record: { lines: string[]; name: string; fields: Field[]; tail?: string } | null = null;
  const columns = columnsHabit(lines);
  const flush = () => {
    if (!record) return;
    const { fields } = record;
    const name = fields.find((f) => f.kind === 'name')?.value ?? record.name;
    const quantities = fields.filter((f) => QUANTITY.includes(f.kind)).length;
    const line = fields.length >= 2 && quantities >= 1 ? recordLine(name, fields) : null;
    if (line) out.push(record.tail ? `${line} - ${record.tail}` : line);
    else out.push(...record.lines);
    record = null;
  };
  for (const line of lines) {
    // "Distance - 3 miles\n\nTime - 28 minutes": a blank line between fields keeps the record open.
    if (record && !line.trim()) {
      record.lines.push(line);
      continue;
    }
    const found = lineFields(line, columns);
    if (!found) {
      flush();
      out.push(line);
      continue;
    }
    const kinds = new Set(record?.fields.map((f) => f.kind));
    // A list item, a name, words naming a lift, or a field the record already has: the next record.
    const starts =
      found.item ||
      found.prefix !== '' ||
      found.fields.some((f) => f.kind === 'name' || f.kind === 'type' || kinds.has(f.kind));
    if (record && !starts) {
      record.lines.push(line);
      record.fields.push(...found.fields);
      continue;
    }
    flush();
    record = {
      lines: [line],
      name: found.prefix,
      fields: found.fields,
      ...(found.tail ? { tail: found.tail } : {}),
    };
    if (found.whole) flush();
  }
  flush();
  return out;
}
