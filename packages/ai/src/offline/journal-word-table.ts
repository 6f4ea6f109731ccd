/**
 * A table pasted from a rendered page loses its cell gaps: "Reps Sets Exercise Weight" over "1 10 1
 * Barbell shoulder press 36kg". Its header still names its columns, one word each, and each row still
 * holds its numbers in the header's order around the exercise's name: the counts before the name are
 * the columns before it, and one count more at the start is the row's own number in the table. The
 * rows are written back with their cells apart, so the table reader reads them by the header
 * (journal-table); an empty last cell ("Push ups", no weight) is written as "-".
 * Only a header of column words alone (three or more, one of them the name) over rows that all fit it.
 */
import { column } from './journal-table-columns.ts';

const TOKEN = /\S+/g;
const COUNT = /^\d{1,4}(?:[.,]\d{1,2})?$/;
// "36kg", "5 kg", "135lbs", "-": what a trailing cell may hold.
const CELL_AFTER = /^(?:\d{1,4}(?:[.,]\d{1,2})?\s*(?:kgs?|lbs?|#)?|bw|body\s*weight|-)$/i;
const LOAD_TOKENS = /(\d)\s+(kgs?|lbs?)\b/gi;
const HEADER_THEN_ROW = /^([^:\d]+):\s*(\d.*)$/;

type Kinds = ReturnType<typeof column>[0]['kind'][];

/** The kinds of a header of single column words, or null for any other line. */
function headerKinds(line: string): Kinds | null {
  if (/[|\t,]/.test(line) || gapOf(line) === 0) return null;
  const words = line.trim().split(/\s+/);
  if (words.length < 3 || words.length > 6) return null;
  const kinds = words.map((w) => column(w)[0].kind);
  if (kinds.filter((k) => k === 'name').length !== 1 || kinds.some((k) => k === 'other' || k === 'set'))
    return null;
  return kinds;
}

// Gaps of one width throughout ("Reps Sets", or every space doubled): no cell stands apart.
const GAPS = /[ ]+/g;
/** The one width of a line's gaps, or 0 when they differ (cells set apart by wider gaps). */
function gapOf(line: string): number {
  const widths = new Set((line.trim().match(GAPS) ?? []).map((g) => g.length));
  return widths.size === 1 ? ([...widths][0] ?? 0) : 0;
}

/** A row's cells under the header, or null when it does not fit it. */
function rowCells(line: string, kinds: Kinds): string[] | null {
  const tokens = line.replace(LOAD_TOKENS, '$1$2').match(TOKEN) ?? [];
  const at = kinds.indexOf('name');
  const after = kinds.length - at - 1;
  let lead = 0;
  while (lead < tokens.length && COUNT.test(tokens[lead] ?? '')) lead++;
  // The counts before the name, with the row's own number first or not.
  if (lead !== at && lead !== at + 1) return null;
  const rest = tokens.slice(lead);
  let tail = 0;
  while (tail < Math.min(after, rest.length - 1) && CELL_AFTER.test(rest[rest.length - 1 - tail] ?? ''))
    tail++;
  const name = rest.slice(0, rest.length - tail);
  if (!name.length || !name.every((w) => /\p{L}/u.test(w))) return null;
  const trailing = rest.slice(rest.length - tail);
  return [
    ...tokens.slice(lead - at, lead),
    name.join(' '),
    ...trailing,
    ...Array<string>(after - trailing.length).fill('-'),
  ];
}

/** The lines with each gapless table's header and rows written with their cells two spaces apart. */
export function wordTables(lines: string[]): string[] {
  const out = [...lines];
  for (let i = 0; i < out.length; i++) {
    // "Reps Sets Exercise Weight: 1 10 1 Barbell shoulder press 36kg": the first row after the header's colon.
    const joined = HEADER_THEN_ROW.exec(out[i] ?? '');
    if (joined?.[1] && joined[2] && headerKinds(joined[1])) out.splice(i, 1, joined[1], joined[2]);
    const kinds = headerKinds(out[i] ?? '');
    if (!kinds) continue;
    const rows: string[][] = [];
    let j = i + 1;
    for (; j < out.length && (out[j] ?? '').trim(); j++) {
      const cells = gapOf(out[j] ?? '') > 0 ? rowCells(out[j] ?? '', kinds) : null;
      if (!cells) break;
      rows.push(cells);
    }
    // Every row to the block's end fits, and two or more do.
    if (rows.length < 2 || (out[j] ?? '').trim()) continue;
    out[i] = (out[i] ?? '').trim().split(/\s+/).join('  ');
    rows.forEach((cells, k) => {
      out[i + 1 + k] = cells.join('  ');
    });
    i = j;
  }
  return out;
}
