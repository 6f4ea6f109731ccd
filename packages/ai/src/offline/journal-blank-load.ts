/**
 * A row that leaves its load blank ("     x 8 x 2" under "65 x 6"): the lifter wrote only what changed,
 * so the load is the one on the row above. Its counts stand where the rows above keep their reps, so
 * the first is the reps and a second the sets ("two more sets of 8 at 65"), unless a count above ten
 * says which is the reps. Read before the rows of pairs are read as one list (journal-pairs), so the
 * filled row is read with them.
 */

// A row of load × reps: a load first (a unit, or too heavy for a count), then its reps.
const LOAD_ROW = /^\s*(\d+(?:\.\d+)?)\s*(kgs?|lbs?|#)?\s*[x×]\s*\d{1,2}\s*(?:reps?)?\s*$/i;
// A row of counts after an x alone: "x 8", "x 8 x 2".
const BLANK_ROW = /^\s*[x×]\s*(\d{1,2})(?:\s*reps?)?(?:\s*[x×]\s*(\d{1,2})(?:\s*sets?)?)?\s*$/i;

export function blankLoadRows(lines: string[]): string[] {
  let load: string | null = null;
  return lines.map((line) => {
    const blank = load ? BLANK_ROW.exec(line) : null;
    if (blank && load) {
      // The load holds for every blank row after it ("185 x 3", "x 3", "x 3").
      const [first, second] = [Number(blank[1]), Number(blank[2] ?? 1)];
      if (first === 0 || second === 0) return line;
      const [reps, sets] = second > 10 && first <= 10 ? [second, first] : [first, second];
      return sets === 1 ? `${load} x ${reps}` : `${sets} sets of ${reps} reps @ ${load}`;
    }
    const row = LOAD_ROW.exec(line);
    load = row?.[1] && (row[2] || Number(row[1]) > 20) ? `${row[1]}${row[2] ?? ''}` : null;
    return line;
  });
}
