/**
 * Consecutive equal rows as one "n*row": brief()'s shorthand, shared with the generated probes and kept
 * apart from brief.ts so a probe's expected rows never import the parser.
 */
export function runs(rows: string[]): string[] {
  const out: string[] = [];
  let prev = '';
  let n = 0;
  for (const row of rows) {
    if (row === prev) n++;
    else {
      if (prev) out.push(n > 1 ? `${n}*${prev}` : prev);
      prev = row;
      n = 1;
    }
  }
  if (prev) out.push(n > 1 ? `${n}*${prev}` : prev);
  return out;
}
