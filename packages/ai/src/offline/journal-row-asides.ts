/**
 * A row of a block may carry an aside in brackets about how the block went: "12 x 45kg (99lb)(power set
 * 6 x 75 to 12 x 45)" under rows "6 x 75kg" and "12 x 45kg" tells that the last two rows were one drop
 * set. When every set the aside names ("6 x 75", "12 x 45") is a row the block already logs, the aside
 * restates those rows: it is a note, not more sets. An aside naming a set no row logs is new work and
 * stays. Read for the whole entry, since the rows it names are on other lines.
 */

// "6 x 75", "12x45kg", "8 × 70 kg": a pair of numbers, each with an optional unit.
const PAIR = /(\d+(?:\.\d+)?)\s*(?:kgs?|lbs?)?\s*[x×]\s*(\d+(?:\.\d+)?)(?:\s*(?:kgs?|lbs?)\b)?/gi;
// A row: a pair first, after an optional bullet.
const ROW = /^\s*(?:[-–—•·*>]+\s*)?(\d+(?:\.\d+)?)\s*(?:kgs?|lbs?)?\s*[x×]\s*(\d+(?:\.\d+)?)/i;
// The last bracketed aside of a line, with words in it, at its end.
const ASIDE = /\(([^()]*\p{L}[^()]*)\)\s*$/u;

const key = (a: string, b: string) => `${Number(a)}x${Number(b)}`;

/** The entry's lines with each restating aside cut off a row, and the asides cut, as notes. */
export function rowAsides(lines: string[]): { lines: string[]; remarks: string[] } {
  const remarks: string[] = [];
  if (!lines.some((l) => ASIDE.test(l))) return { lines, remarks };
  const rows = new Set<string>();
  for (const l of lines) {
    const m = ROW.exec(l);
    if (m?.[1] && m[2]) rows.add(key(m[1], m[2]));
  }
  const out = lines.map((line) => {
    const aside = ROW.test(line) ? ASIDE.exec(line) : null;
    if (!aside) return line;
    const named = [...(aside[1] ?? '').matchAll(PAIR)];
    // Two sets or more, each a row of the block, and nothing else counted in the aside.
    if (named.length < 2 || !named.every((m) => rows.has(key(m[1] ?? '', m[2] ?? '')))) return line;
    if (/\d/.test((aside[1] ?? '').replace(PAIR, ' '))) return line;
    remarks.push((aside[1] ?? '').trim());
    return line.slice(0, aside.index).trimEnd();
  });
  return { lines: out, remarks };
}
