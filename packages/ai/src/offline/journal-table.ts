/**
 * Tables lifters paste from spreadsheets: a header row naming the columns ("Exercise  Sets  Reps
 * Weight", tab-, pipe- or space-separated), then one row per exercise. Each row is rewritten as the
 * line a lifter would have typed ("Squat: 3 sets of 5 reps @ 225"); the header itself is dropped.
 */

type Column = 'name' | 'sets' | 'reps' | 'weight' | null;

const HEADER: [RegExp, Column][] = [
  [/^(?:exercises?|movements?|lifts?|names?)$/, 'name'],
  [/^sets?$/, 'sets'],
  [/^reps?$/, 'reps'],
  [/^(?:weights?|loads?|kgs?|lbs?|pounds)(?:\s*\((?:kgs?|lbs?)\))?$/, 'weight'],
];

function cells(line: string): string[] {
  return line
    .replace(/^\s*\|/, '')
    .replace(/\|\s*$/, '')
    .split(/\t|\s*\|\s*|\s{2,}/)
    .map((c) => c.trim())
    .filter((c) => c !== '');
}

function header(line: string): Column[] | null {
  const names = cells(line).map((c) => {
    const lower = c.toLowerCase();
    return HEADER.find(([re]) => re.test(lower))?.[1] ?? null;
  });
  const known = names.filter(Boolean);
  return known.length >= 3 && known.includes('sets') && known.includes('reps') ? names : null;
}

/** The lines, with rows under a table header rewritten and the header removed. */
export function readTables(lines: string[]): string[] {
  let columns: Column[] | null = null;
  return lines.map((line) => {
    const found = header(line);
    if (found) {
      columns = found;
      return '';
    }
    if (!columns) return line;
    const row = cells(line);
    // Markdown's "|---|---|" rule, or a row that does not fit the header, ends nothing but itself.
    if (row.every((c) => /^:?-+:?$/.test(c))) return '';
    if (row.length !== columns.length) {
      if (!line.trim()) columns = null;
      return line;
    }
    const get = (c: Column) => row[(columns as Column[]).indexOf(c)] ?? '';
    const name = get('name');
    const load = get('weight');
    return `${name}: ${get('sets') || 1} sets of ${get('reps')} reps${/\d/.test(load) ? ` @ ${load}` : ''}`;
  });
}
