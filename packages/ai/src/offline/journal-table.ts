/**
 * Tables lifters paste from spreadsheets and apps: a header row naming the columns ("Exercise  Sets
 * Reps  Weight", tab-, pipe-, space- or comma-separated), then one row per exercise or set. Each row is rewritten as the
 * line a lifter would have typed ("Squat: 3 sets of 5 reps @ 225"); the header itself is dropped.
 */

type Column = 'name' | 'sets' | 'reps' | 'weight' | 'unit' | null;

const HEADER: [RegExp, Column][] = [
  [/^(?:exercises?|movements?|lifts?|names?|exercise name)$/, 'name'],
  [/^sets?$/, 'sets'],
  [/^reps?$/, 'reps'],
  [/^(?:weights?|loads?|kgs?|lbs?|pounds)(?:\s*\((?:kgs?|lbs?)\))?$/, 'weight'],
  // FitNotes' "Weight Unit" column: kgs or lbs, row by row.
  [/^(?:weight\s*)?units?$/, 'unit'],
];

/** Cells of a row: tabs, pipes or wide gaps; commas for a CSV export ("Date,Exercise,Weight (kgs),Reps"). */
function cells(line: string, csv: boolean): string[] {
  const row = line.replace(/^\s*\|/, '').replace(/\|\s*$/, '');
  // Apps quote their CSV cells: "Squat (Barbell)".
  return (csv ? row.split(',') : row.split(/\t|\s*\|\s*|\s{2,}/).filter((c) => c.trim() !== '')).map((c) =>
    c.trim().replace(/^"(.*)"$/, '$1'),
  );
}

interface Header {
  columns: Column[];
  csv: boolean;
  /** "Weight (kgs)": the unit the weight column is in */
  unit: string;
}

function header(line: string): Header | null {
  const csv = (line.match(/,/g) ?? []).length >= 2 && !/\t|\|/.test(line);
  const raw = cells(line, csv);
  const columns = raw.map((c) => {
    const lower = c.toLowerCase();
    return HEADER.find(([re]) => re.test(lower))?.[1] ?? null;
  });
  const known = columns.filter(Boolean);
  // "Reps | Pounds |" under an exercise's name: a row per set, every column known.
  const sets = known.length === raw.length && raw.length >= 2 && !known.includes('name');
  const ok =
    known.includes('reps') &&
    (known.includes('name') || sets) &&
    (known.includes('sets') || known.includes('weight'));
  const weight = raw[columns.indexOf('weight')] ?? '';
  // "Weight (kgs)", or the column named for its unit ("Pounds", "kg").
  const unit =
    /\((kgs?|lbs?)\)/i.exec(weight)?.[1] ??
    /^(?:kgs?|lbs?)$/i.exec(weight)?.[0] ??
    (/^pounds$/i.test(weight) ? 'lb' : '');
  return ok ? { columns, csv, unit } : null;
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

/** The lines, with rows under a table header rewritten and the header removed. */
export function readTables(lines: string[]): string[] {
  let table: Header | null = null;
  return lines.map((line) => {
    const found = header(line);
    if (found) {
      table = found;
      return '';
    }
    if (!table) return csvRow(line) ?? line;
    const { columns, csv, unit } = table;
    const row = cells(line, csv);
    // Markdown's "|---|---|" rule, or a row that does not fit the header, ends nothing but itself.
    if (row.every((c) => /^:?-+:?$/.test(c))) return '';
    if (row.length !== columns.length) {
      if (!line.trim()) table = null;
      return line;
    }
    const get = (c: Column) => row[columns.indexOf(c)] ?? '';
    const load = get('weight');
    if (!/\d/.test(get('reps'))) return line;
    const rowUnit = /^(kgs?|lbs?)$/i.test(get('unit')) ? get('unit') : unit;
    const done = `${get('sets') || 1} sets of ${get('reps')} reps${/\d/.test(load) ? ` @ ${load} ${rowUnit}` : ''}`;
    // No name column: the set rows belong to the name above the table.
    if (!columns.includes('name')) return done;
    return `${get('name')}: ${get('sets') || 1} sets of ${get('reps')} reps${/\d/.test(load) ? ` @ ${load} ${rowUnit}` : ''}`;
  });
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
