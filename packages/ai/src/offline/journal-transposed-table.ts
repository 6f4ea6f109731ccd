/**
 * A table kept the other way round: the lift's name in the top-left cell, one column per set ("Seated Row
 * | 1 | 2 | 3 | 4"), and one row per field of the sets ("Reps | 10 | 10 | 10 | 10", "Weight (kg)-W1 | 47 |
 * 47 | …"). Read column by column, each set is its Reps cell at its Weight cell, in the unit the Weight
 * row's label gives. Rows about the sets that hold no set of their own ("Intensity (%)", a percentage;
 * "Recovery (s)", "Rest", "RPE", "Tempo") are read as nothing; a "--" cell is no set. The table is written
 * as the line a lifter would have typed ("Seated Row: 1 sets of 10 reps @ 47 kg, …"), so journal-table's
 * header reading never takes a row's label for a lift. A table with a row this reader does not know is
 * left as typed.
 */
import { column, EMPTY, pipeCells, RULE } from './journal-table-columns.ts';

const REPS_ROW = /^(?:reps?|repetitions|wdh\.?|wiederholungen)\b/i;
const LOAD_ROW = /^(?:weights?|loads?|kgs?|lbs?|pounds|gewicht)\b/i;
// "Weight (kg)-W1", "Load [lbs]": the unit a load row's label gives.
const LABEL_UNIT = /[([]\s{0,3}(kgs?|lbs?)\s{0,3}[)\]]/i;
// "Intensity (%)", "Recovery (s)", "Rest": rows about the sets, none of them a set.
const ABOUT_ROW = /^(?:intensity|%|recovery|rest|pause|rpe|rir|effort|tempo|notes?|target)\b/i;
const COUNT = /^\d{1,3}$/;
const LOAD = /^\d{1,4}(?:[.,]\d{1,2})?$/;

/** The table's line as typed, when lines[i] heads a table of sets by column; else null. */
function readAt(lines: string[], i: number): { line: string; end: number } | null {
  const head = pipeCells(lines[i] ?? '');
  const name = head[0] ?? '';
  if (head.length < 3 || !/\p{L}/u.test(name) || column(name)[0].kind !== 'other') return null;
  if (!head.slice(1).every((c) => EMPTY.test(c) || column(c)[0].kind === 'set')) return null;
  if (!RULE.test((lines[i + 1] ?? '').replace(/\.\s*$/, ''))) return null;
  let reps: string[] | null = null;
  let loads: string[] = [];
  let unit = '';
  let end = i + 2;
  for (; end < lines.length; end++) {
    const line = lines[end] ?? '';
    if (!line.includes('|')) break;
    const row = pipeCells(line);
    const label = row[0] ?? '';
    if (row.length !== head.length) return null;
    if (REPS_ROW.test(label)) reps = row.slice(1);
    else if (LOAD_ROW.test(label)) {
      loads = row.slice(1);
      unit = LABEL_UNIT.exec(label)?.[1]?.toLowerCase() ?? '';
    } else if (!ABOUT_ROW.test(label)) return null;
  }
  if (!reps) return null;
  const sets: string[] = [];
  for (const [k, cell] of reps.entries()) {
    if (EMPTY.test(cell)) continue;
    if (!COUNT.test(cell)) return null;
    const load = loads[k] ?? '';
    if (!EMPTY.test(load) && !LOAD.test(load)) return null;
    const at = EMPTY.test(load) ? '' : ` @ ${load.replace(',', '.')}${unit ? ` ${unit}` : ''}`;
    sets.push(`1 sets of ${Number(cell)} reps${at}`);
  }
  return sets.length ? { line: `${name}: ${sets.join(', ')}`, end } : null;
}

/** The entry with each table of sets by column written as its line. */
export function transposedTablesWritten(text: string): string {
  if (!text.includes('|')) return text;
  const lines = text.split('\n');
  const out: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    const read = lines[i]?.includes('|') ? readAt(lines, i) : null;
    if (!read) {
      out.push(lines[i] ?? '');
      continue;
    }
    out.push(read.line);
    i = read.end - 1;
  }
  return out.join('\n');
}
