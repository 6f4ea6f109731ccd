/**
 * Lines read as a block before they are split: a numbered list of set rows ("1. 10 x 20 good",
 * "2. 10 x 15 RPE 9") is one set per row, so a small first number there is the load, not a set count.
 */

// "1. 10 x 20 …": list number, then load × reps with no unit and no third number.
const ROW =
  /^(\s*(?:[-*+]\s*)?)(\d{1,2})[.)]\s+(\d+(?:\.\d+)?)\s*[x×]\s*(\d{1,3})\b(?!\s*(?:[x×]|kgs?\b|lbs?\b|sets?\b|%))/i;

const LOAD_AFTER = /@\s*\d|\b(?:at|with|w\/)\s*\d|\d\s*(?:kgs?|lbs?|#)/i;

/** Numbered rows whose numbers run on (k, k+1, …): each row one set of its reps at its load. */
export function numberedSetRows(lines: string[]): string[] {
  const rows = lines.map((l) => ROW.exec(l));
  const isRun = (i: number) => {
    const n = Number(rows[i]?.[2]);
    return Number(rows[i - 1]?.[2]) === n - 1 || Number(rows[i + 1]?.[2]) === n + 1;
  };
  return lines.map((line, i) => {
    const m = rows[i];
    // "1. 3x5 @ 225": a load written after the row makes its first number the sets after all.
    if (!m || !isRun(i) || Number(m[3]) > 30 || LOAD_AFTER.test(line.slice(m[0].length))) return line;
    return `${m[1]}${m[2]}. ${m[4]} reps @ ${m[3]}${line.slice(m[0].length)}`;
  });
}
