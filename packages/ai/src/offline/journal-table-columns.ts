/**
 * What a table's header cell says its column holds. A lifter's table is read by its header row, column
 * by column, never by the order of its numbers: a date, a time or a "#" column is when the row was, never
 * a name or a set; an "Exercise" (or "Style", "Übung") column holds the name; "Set 1", "S2", "3" hold one
 * set each; a header that is a load ("10kg", "135 lb") puts that load on the reps under it; "Sets",
 * "Reps", "Weight", "Load (kg)", "RPE" hold that field of a record (journal-fields); "Notes" holds words
 * about the sets; any other header is a word of the lifter's own: an exercise's name when the table has no
 * field columns ("| Date | Push ups | Pull ups |"), else a column that is not about the sets ("Category").
 * "2 rep max", "5RM" (two reps or more) holds the load of a set of that many reps done; a maximum worked
 * out from it ("Theoretical 1 rep max", "e1RM", "Est. 1RM") is arithmetic, no set.
 */

import type { Kind } from './journal-fields.ts';
import { LOAD_UNIT } from './journal-words.ts';

export type Column =
  /** when the row was, its order, or words about it: never a set or a name */
  | { kind: 'skip' }
  | { kind: 'name' }
  /** a field of the row's record (journal-fields' kinds), or "Sets x Reps" holding a scheme */
  | { kind: 'field'; field: Kind | 'scheme'; label: string }
  /** "Set 2": one set, reps or "load x reps" */
  | { kind: 'set' }
  /** "12.5kg": the reps under it were done at this load */
  | { kind: 'load'; load: string }
  /** "2 rep max", "5RM": the load under it was lifted for this many reps */
  | { kind: 'max'; reps: string }
  /** a header of the lifter's own words */
  | { kind: 'other'; label: string };

const WORDS: [RegExp, Column['kind'], (Kind | 'scheme')?][] = [
  [
    /^(?:#|no\.?|nr\.?|date|datum|fecha|data|day|tag|time|clock|week|wk|session|when|category|muscles?(?: groups?)?|set|set order|order|notes?|notiz(?:en)?|bemerkung(?:en)?|comments?|remarks?|how it felt|feel(?:ing)?|target|goal|planned|plan|intensity)$/,
    'skip',
  ],
  [
    /^(?:exercises?|exercise name|movements?|lifts?|names?|style|variation|übung(?:en)?|uebung(?:en)?|ejercicios?|exercices?|esercizi[oi]|activity|workout)$/,
    'name',
  ],
  [
    /^(?:sets?|sätze|saetze|series)\s*[x×*/]\s*(?:reps?|wdh\.?|repeticiones)$|^(?:scheme|volume)$/,
    'field',
    'scheme',
  ],
  [/^(?:sets|sätze|saetze|series)$/, 'field', 'sets'],
  [/^(?:reps?|repetitions|reps done|wdh\.?|wiederholungen|repeticiones)$/, 'field', 'reps'],
  [/^(?:weights?|loads?|kgs?|lbs?|pounds|gewicht|peso|poids|resistance)$/, 'field', 'weight'],
  // FitNotes' "Weight Unit" column: kgs or lbs, row by row.
  [/^(?:weight\s*)?units?$/, 'field', 'unit'],
  [/^(?:rpe|rir|effort|exertion)$/, 'field', 'effort'],
  [/^(?:distance|dist)$/, 'field', 'distance'],
  [/^(?:duration)$/, 'field', 'time'],
  // "Set 1", "S2", "Satz 3", "#4", "1st set", "1": one set per column.
  [/^(?:(?:set|s|satz|serie|série|round)\s*#?\s*|#)\d{1,2}$|^\d{1,2}(?:st|nd|rd|th)?(?:\s*set)?$/, 'set'],
  // "Achieved", "Actual": what each row's set came to, beside its target.
  [/^(?:achieved|actual|done|result|completed)$/, 'set'],
];

// "2 rep max", "5RM", "3-rep max": a set of that many reps at the column's load.
const MAX_HEADER = /^(\d{1,2})\s*-?\s*(?:reps?\s*max(?:imum)?|rm)$/;
// "Theoretical 1 rep max", "e1RM", "Est. 1RM", "estimated max": a maximum worked out, never lifted.
export const ESTIMATE_HEADER =
  /^(?:(?:theoretical|estimated|est\.?|calculated|calc\.?|predicted|projected|expected)\s+(?:(?:1|one)\s*-?\s*(?:reps?\s*max(?:imum)?|rm)|max(?:imum)?)|e1rm|e\.?\s*1\s*rm)$/;
const LOAD_HEADER = new RegExp(String.raw`^\+?\d{1,3}(?:[.,]\d{1,2})?\s*${LOAD_UNIT}$`, 'i');
/** "Load (kg)", "Weight [lbs]", "Weight in kg": the unit a field column's loads are in. */
const UNIT_NOTE =
  /\s*(?:\(\s*(kgs?|lbs?|pounds)\s*\)|\[\s*(kgs?|lbs?|pounds)\s*\]|in\s+(kgs?|lbs?|pounds))$/i;

/** The column a header cell names, and the unit its header gives its loads ("" for none). */
export function column(cell: string): [Column, string] {
  const raw = cell.trim().replace(/[:*_]+$|^[*_]+/g, '');
  const note = UNIT_NOTE.exec(raw);
  const unitWord = (note?.[1] ?? note?.[2] ?? note?.[3] ?? '').toLowerCase();
  const label = (note ? raw.slice(0, note.index) : raw).trim().toLowerCase();
  const max = MAX_HEADER.exec(label);
  if (max && Number(max[1]) >= 2)
    return [{ kind: 'max', reps: max[1] ?? '' }, unitWord === 'pounds' ? 'lb' : unitWord];
  if (ESTIMATE_HEADER.test(label)) return [{ kind: 'skip' }, ''];
  if (LOAD_HEADER.test(label))
    return [{ kind: 'load', load: label.replace(',', '.').replace(/^\+/, '') }, ''];
  const found = WORDS.find(([re]) => re.test(label));
  const unit = unitWord === 'pounds' ? 'lb' : unitWord || (/^(?:kgs?|lbs?)$/.test(label) ? label : '');
  if (label === 'pounds') return [{ kind: 'field', field: 'weight', label }, 'lb'];
  if (!found) {
    // "Week 1", "Day 3": a header with a number that is no set nor load says nothing about the sets.
    return [/\d/.test(label) ? { kind: 'skip' } : { kind: 'other', label: raw }, ''];
  }
  const [, kind, field] = found;
  if (kind === 'field' && field) return [{ kind, field, label }, unit];
  return [{ kind } as Column, ''];
}

/** A table's rule under (or around) its header: "|---|:--:|", "---|---", org's "|----+-----|". */
export const RULE = /^\s*\|?\s*:?-{2,}:?\s*(?:[|+]\s*:?-{2,}:?\s*)*\|?\s*$/;

/** A cell that holds nothing: empty, or a dash for "not done". */
export const EMPTY = /^(?:|[-–—]+|n\/a)$/i;

// "5 X 12", "27.5 x 12": one set's cell, load by reps.
const LOAD_BY_REPS = /^(\d{1,4}(?:[.,]\d{1,2})?)\s*[x×]\s*(\d{1,3})$/i;
// "Face Pulls(Kg)": the unit a table's heading gives its loads.
const HEADING_UNIT = /\(\s*(kgs?|lbs?)\s*\)\s*$/i;

/**
 * A cell under a set's column ("Set 2", "Achieved") holds one set: a bare count is that many reps at
 * `load` (the header's or the row's), written out whole so no count reads as a load; "5 X 12" is five (in
 * the heading's unit) for twelve, never five sets of twelve (round 35); any other cell is left as written.
 */
export function setCell(cell: string, heading: string, load: string): string {
  if (/^\d{1,3}$/.test(cell)) return `1 sets of ${cell} reps${load ? ` @ ${load}` : ''}`;
  const m = LOAD_BY_REPS.exec(cell.trim());
  if (!m) return cell;
  const unit = HEADING_UNIT.exec(heading)?.[1] ?? '';
  return `1 sets of ${m[2]} reps @ ${m[1]}${unit ? ` ${unit.toLowerCase()}` : ''}`;
}

/** A pipe table's row as its cells; a full stop ending the line ("| 26 | --.") is no part of its last cell. */
export function pipeCells(line: string): string[] {
  return line
    .trim()
    .replace(/\.$/, '')
    .replace(/^\|/, '')
    .replace(/\|$/, '')
    .split('|')
    .map((c) => c.trim());
}
