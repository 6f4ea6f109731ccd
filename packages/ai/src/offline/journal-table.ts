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

/** The lines, with rows under a table header rewritten and the header removed. */
export function readTables(lines: string[]): string[] {
  let table: Header | null = null;
  return lines.map((line) => {
    const found = header(line);
    if (found) {
      table = found;
      return '';
    }
    if (!table) return line;
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
