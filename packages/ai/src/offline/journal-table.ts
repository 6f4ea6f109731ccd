/**
 * Tables lifters keep or paste: markdown ("| a | b |" over a "|---|" rule), org-mode ("|---+---|"
 * rules), tab-, space- or comma-separated exports with a header line. A table is read by its header row:
 * each header cell says what its column holds (journal-table-columns), and each data row is read with it,
 * one row per day or per exercise, as the lines a lifter would have typed ("Squat: 3 sets of 5 reps @ 225",
 * "Push ups: 1 sets of 40 reps"); the header and its rules are dropped. A row whose cells are not plainly
 * what their headers say is left as typed.
 */

import { type Field, recordLine, VALUE } from './journal-fields.ts';
import { type Column, column, EMPTY, ESTIMATE_HEADER, RULE, setCell } from './journal-table-columns.ts';
import { LOAD_UNIT } from './journal-words.ts';

type Separator = 'pipe' | 'tab' | 'comma' | 'space';

interface Table {
  columns: Column[];
  separator: Separator;
  /** "Load (kg)", "Pounds": the unit each column's header gives its loads */
  units: string[];
  /** field columns count the sets; else each column of the lifter's own words is an exercise */
  byExercise: boolean;
  /** "*** Z-bar curls": the heading the table sits under, which names rows without a name column */
  heading: string;
  /** the lift the last row named */
  last: string;
}

// "### Leg press", "*** Z-bar curls": a markdown or org heading of words.
const HEADING = /^\s*(?:#{1,6}|\*{1,6})\s+([^\d|]*\p{L}[^\d|]*?)\s*:?\s*$/u;

/**
 * The heading a table sits under, over notes about it ("Repcount", "Increasing weights until failure"):
 * the rows belong to the lift the section is headed with, not to the nearest line of words.
 */
function headingAbove(lines: string[], i: number): string {
  for (let j = i - 1; j >= Math.max(0, i - 5); j--) {
    const line = lines[j] ?? '';
    const m = HEADING.exec(line);
    if (m) return m[1] ?? '';
    if (/\d/.test(line)) return '';
  }
  return '';
}

function separator(line: string): Separator | null {
  if (line.includes('|')) return 'pipe';
  if (line.includes('\t')) return 'tab';
  if (line.includes(',')) return 'comma';
  return /\S\s{2,}\S/.test(line) ? 'space' : null;
}

/** A row's cells; a pipe, tab or comma row keeps its empty cells, so each stays under its header. */
function cells(line: string, by: Separator): string[] {
  const parts =
    by === 'pipe'
      ? line.trim().replace(/^\|/, '').replace(/\|$/, '').split('|')
      : by === 'tab'
        ? line.replace(/^ +| +$/g, '').split('\t')
        : by === 'comma'
          ? line.split(',')
          : line.trim().split(/\s{2,}/);
  // Apps quote their CSV cells: "Squat (Barbell)".
  return parts.map((c) => c.trim().replace(/^"(.*)"$/, '$1'));
}

// Built once here: a new RegExp, or a \p{…} literal (tsx makes it one), in a function is rebuilt per call.
const HAS_LETTER = /\p{L}/u;

/** The table whose header is lines[i], or null when that line heads no table. */
function header(lines: string[], i: number): Table | null {
  const line = lines[i] ?? '';
  const by = HAS_LETTER.test(line) ? separator(line) : null;
  if (!by) return null;
  const raw = cells(line, by);
  if (raw.length < 2) return null;
  const read = raw.map(column);
  const columns = read.map(([c]) => c);
  const units = read.map(([, u]) => u);
  const has = (k: Column['kind']) => columns.some((c) => c.kind === k);
  const counts = columns.some(
    (c) =>
      c.kind === 'set' ||
      c.kind === 'load' ||
      c.kind === 'max' ||
      (c.kind === 'field' && ['reps', 'scheme', 'distance', 'time'].includes(c.field)),
  );
  const others = columns.filter((c) => c.kind === 'other').length;
  const byExercise = !counts && !has('name') && others > 0;
  if (!counts && !byExercise) return null;
  // The first data row, under any rules (and the blank lines of a table pasted a row a paragraph), must
  // have a cell under each header.
  let j = i + 1;
  while (RULE.test(lines[j] ?? '') || (by === 'pipe' && j < i + 3 && !(lines[j] ?? '').trim())) j++;
  const first = lines[j] ?? '';
  if (!/\d/.test(first) || separator(first) !== by || cells(first, by).length !== raw.length) return null;
  const table = { columns, separator: by, units, byExercise, heading: headingAbove(lines, i), last: '' };
  if (RULE.test(lines[i + 1] ?? '')) return table;
  // Without a rule the header must plainly be one: every cell a word this reader knows (a number only as
  // a set's or a load's header), or a name column beside the counts ("Date,Exercise,Category,Weight,Reps");
  // columns of exercises only after a date column ("Date,Push ups,Squats").
  const plain = raw.every(
    (c, k) =>
      !/\d/.test(c) ||
      ['set', 'load', 'max'].includes(columns[k]?.kind ?? '') ||
      ESTIMATE_HEADER.test(c.trim().toLowerCase()),
  );
  const worded = columns.some((c) => c.kind !== 'set' && c.kind !== 'load');
  if (!plain || !worded) return null;
  if (byExercise) return columns[0]?.kind === 'skip' && /^\d/.test(cells(first, by)[0] ?? '') ? table : null;
  return others === 0 || has('name') ? table : null;
}

const BARE = /^\d{1,3}$/;
// "87.5 kg", "185", "102,5kg": a load alone in its cell.
const MAX_LOAD = new RegExp(String.raw`^\d{1,4}(?:[.,]\d{1,2})?\s*(?:${LOAD_UNIT})?$`, 'i');
// "8-10": a range of reps, read as the lifter's words are.
const RANGE = /^\d{1,2}\s*[-–]\s*\d{1,2}$/;
// "3×8", "4 x 10", "3x5/5/3": a "Sets x Reps" cell.
const SCHEME = /^(\d{1,2})\s*[x×*]\s*(\d{1,3}(?:\s*[/,]\s*\d{1,3})*)$/i;

/** A row of field columns as the line a lifter would have typed; [] for a row of nothing, null to leave it. */
function fieldRow(row: string[], table: Table): string[] | null {
  const { columns, units } = table;
  const named = columns.some((c) => c.kind === 'name');
  let name = '';
  let unit = '';
  const fields: Field[] = [];
  // "Set 1", "10kg": one cell per set, with the load its header gives.
  const sets: { cell: string; load: string }[] = [];
  for (const [k, c] of columns.entries()) {
    const cell = row[k] ?? '';
    if (EMPTY.test(cell)) continue;
    if (c.kind === 'name') name = cell;
    // No name column: the first column of the lifter's own words names the row's lift.
    else if (c.kind === 'other' && !named && !name && /\p{L}/u.test(cell)) name = cell;
    else if (c.kind === 'set' || c.kind === 'load')
      sets.push({ cell, load: c.kind === 'load' ? c.load : '' });
    // "87.5 kg" under "2 rep max": a set of two at that load, the header's unit on a bare load.
    else if (c.kind === 'max') {
      if (!MAX_LOAD.test(cell)) return null;
      const own = /\p{L}|#/u.test(cell) ? '' : units[k] ? ` ${units[k]}` : '';
      sets.push({ cell: `1 sets of ${c.reps} reps @ ${cell}${own}`, load: '' });
    } else if (c.kind === 'field') {
      const field = c.field;
      const scheme = field === 'scheme' ? SCHEME.exec(cell) : null;
      if (scheme) {
        fields.push(
          { kind: 'sets', label: 'sets', value: scheme[1] ?? '' },
          { kind: 'reps', label: 'reps', value: scheme[2] ?? '' },
        );
      } else if (
        field !== 'scheme' &&
        (VALUE[field].test(cell.replace(/^\+/, '')) || (field === 'reps' && RANGE.test(cell)))
      ) {
        fields.push({ kind: field, label: c.label, value: cell });
        if (field === 'weight') unit = units[k] ?? '';
      } else if (['scheme', 'sets', 'reps', 'weight'].includes(field)) {
        // A count or load that is not plainly what its header says ("8-10" reps, "2x20kg") leaves the
        // row as typed; any other field that is not ("RPE 7-8", "kilos") is only dropped.
        return null;
      }
    }
  }
  const get = (k: Field['kind']) => fields.find((f) => f.kind === k);
  // "Load (kg)": the header's unit on a bare load of the row.
  const weight = get('weight');
  if (!get('unit') && unit && weight && /^[+]?[\d.]+$/.test(weight.value))
    fields.push({ kind: 'unit', label: 'unit', value: unit });
  if (!sets.length && !fields.some((f) => f.kind !== 'unit')) return name ? null : [];
  // "| | 110 | 3 |" under "| Squat | 100 | 5 |": an empty name cell is the row above's lift.
  const lift = name || table.last || table.heading;
  if (name) table.last = name;
  if (!sets.length) {
    const line = recordLine(lift, fields);
    return line ? [line] : null;
  }
  // One set per cell: a bare count is that many reps at the load its header gives (or the row's
  // weight), each set written out whole so no count reads as a load; a cell written as a set is read by
  // journal-table-columns' setCell ("5 X 12" load by reps). The row's effort follows its sets.
  const load =
    weight && /\d/.test(weight.value) ? `${weight.value}${get('unit') ? ` ${get('unit')?.value}` : ''}` : '';
  const effort = get('effort')?.value;
  const items = sets.map(({ cell, load: own }) => setCell(cell, table.heading, own || load));
  return [
    `${lift ? `${lift}: ` : ''}${items.join(', ')}${effort ? ` RPE ${effort.replace(/^@?\s*rpe\s*/i, '')}` : ''}`,
  ];
}

/** A day's row under exercise columns: one line per exercise with a count under it. */
function exerciseRow(row: string[], columns: Column[]): string[] | null {
  const out: string[] = [];
  for (const [k, c] of columns.entries()) {
    const cell = row[k] ?? '';
    if (c.kind !== 'other' || EMPTY.test(cell)) continue;
    // A word without a count under an exercise ("Squat" under "Monday") is no log of it.
    if (!/\d/.test(cell)) return null;
    out.push(
      BARE.test(cell)
        ? (recordLine(c.label, [{ kind: 'reps', label: 'reps', value: cell }]) ?? '')
        : `${c.label}: ${cell}`,
    );
  }
  return out;
}

// "Squat,152.5,5,no,no,no": a CSV export's row pasted without its header: name, load, reps, then
// flag cells without numbers.
const CSV_ROW = /^\s*([^\d,:;]*\p{L}[^\d,:;]*),\s*(\d{1,4}(?:\.\d+)?),\s*(\d{1,3})((?:,[^\d,]*)*)$/u;

/** A headerless CSV row as the line a lifter would have typed; null for anything else. */
function csvRow(line: string): string | null {
  const m = CSV_ROW.exec(line);
  if (!m) return null;
  const [, name = '', load = '', reps = '', flags = ''] = m;
  const kg = Number(load);
  const n = Number(reps);
  // Flag cells after the reps say an export; without them "Dips,12,10" is two sets of reps unless the
  // first number can only be a load (≥ 20, a plate step, more than the reps): "Squat, 225, 5".
  const aLoad = kg >= 20 && (kg * 2) % 5 === 0 && kg > n;
  if (n < 1 || n > 30 || kg <= 0 || !(aLoad || flags !== '')) return null;
  return `${name.trim()}: 1 sets of ${reps} reps @ ${load}`;
}

/** Whether the line after the blank line lines[i] is a row of the table, cell for cell under its header. */
function nextRow(lines: string[], i: number, table: Table): boolean {
  const next = lines[i + 1] ?? '';
  return (
    table.separator === 'pipe' &&
    /\d/.test(next) &&
    separator(next) === 'pipe' &&
    cells(next, 'pipe').length === table.columns.length
  );
}

/** The lines, with each table's rows read by its header, and the header and its rules removed. */
export function readTables(lines: string[]): string[] {
  let table: Table | null = null;
  const out: string[] = [];
  for (const [i, line] of lines.entries()) {
    const found = header(lines, i);
    if (found) {
      table = found;
      out.push('');
      continue;
    }
    // An org table's rule above its header, or markdown's under it: lines of no words.
    if (RULE.test(line) && /[|+]/.test(line)) {
      out.push('');
      continue;
    }
    if (!table) {
      out.push(csvRow(line) ?? line);
      continue;
    }
    // A blank line ends the table, unless the next line is its next row (a table pasted a row a paragraph).
    if (!line.trim()) {
      if (table && nextRow(lines, i, table)) {
        out.push('');
        continue;
      }
      table = null;
    }
    const row = table && separator(line) === table.separator ? cells(line, table.separator) : [];
    // A row that does not fit the header ends nothing but itself.
    const read =
      table && row.length === table.columns.length
        ? table.byExercise
          ? exerciseRow(row, table.columns)
          : fieldRow(row, table)
        : null;
    out.push(...(read ?? [line]));
  }
  return out;
}

/** "Chest press      12/95       12/105": a table row, one set per column. */
export function tableRow(row: string): string {
  // "Push ups   25   25   25 (felt good)": a remark in parentheses after the cells stays a remark.
  const remark = /\s*\([^()\d]*\)\s*$/.exec(row);
  const segment = remark ? row.slice(0, remark.index) : row;
  const after = remark ? ` ${remark[0].trim()}` : '';
  // The name ends at a colon ("Push ups: 25   25   25") or at the first wide gap before a number.
  // Found by index, not one regex: a lazy name group backtracks quadratically on long lines.
  const colon = /^[^\d:]+:/.exec(segment);
  const gap = colon ? null : /\s{2,}(?=\d)/.exec(segment);
  const end = colon ? colon[0].length : (gap?.index ?? -1);
  if (end <= 0 || (!colon && /[\d:]/.test(segment.slice(0, end)))) return row;
  const cells = segment
    .slice(end)
    .trim()
    .split(/\s{2,}/);
  if (cells.length < 2 || !cells.every((c) => /^(?:\d[\d./]*|n\/a)$/i.test(c))) return row;
  const name = segment.slice(0, end).replace(/:\s*$/, '').trim();
  return `${name}: ${cells.filter((c) => !/^n\/a$/i.test(c)).join('; ')}${after}`;
}
