/**
 * A row of "sets x reps   load" the page wrapped at its mark ("1 x" over "½    320 lbs.") is one row:
 * the line that ends at the "x" goes on with the next. Its reps are what was made: half a rep ("1 x ½
 * 320 lbs.", a press stuck halfway) is no rep made, so the row is a try that failed, no set; it reads
 * as none ("0") and its words stay a note. Read for the whole entry, since the row spans two lines.
 * Not "10x" over two moves or more each written count first ("5 pull-ups", "10 push-ups"): that is the
 * rounds of the moves under it, as "x10" or "10x:" over them is (journal-circuit-marks), never ten sets
 * of the first move with the others once.
 */
import { circuitHead } from './journal-circuit-marks.ts';

// "1 x", "3 ×": a row cut right after its mark.
const CUT = /^(\s*(?:[-–—•·*>]+\s*)?\d{1,2}\s*[x×])[\s.]*$/;
// The line after it goes on with the reps: a number or a fraction of one.
const GOES_ON = /^\s*(?:\d|[½¼¾])(?!\d*\s*(?:rounds?|rotations?|circuits?|rft|sets?)\b)/i;
// "x ½", "x ¾": a fraction of a rep as the reps.
const PART_REP = /([x×]\s*)[½¼¾](?![\d/])/;

// "1 x ½ 320 lbs.": a row whose reps are a fraction of one.
const PART_ROW = /^\s*(?:[-–—•·*>]+\s*)?\d{1,2}\s*[x×]\s*[½¼¾](?![\d/])/;
const partial = (row: string) =>
  PART_ROW.test(row) ? `${row.replace(PART_REP, '$10')} (a partial rep)` : row;

/** Whether the cut row "10x" heads two or more moves written count first: their rounds. */
const roundsOver = (row: string, lines: string[], i: number): boolean =>
  circuitHead(`x${row.replace(MARK_COUNT, '$1')}`, lines.slice(i + 1)) !== null;
const MARK_COUNT = /^\D*(\d{1,2})\s*[x×]$/;

/** The entry's lines with each wrapped row joined, and a fraction of a rep read as none made. */
export function wrappedRows(lines: string[]): string[] {
  if (!lines.some((l) => CUT.test(l) || PART_ROW.test(l))) return lines;
  const out: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] ?? '';
    const cut = CUT.exec(line);
    const next = lines[i + 1];
    // "10x" over "8x" over "6x": a column of reps, each row ending at its mark, is no wrapped row.
    if (
      !cut ||
      next === undefined ||
      !GOES_ON.test(next) ||
      CUT.test(next) ||
      roundsOver(cut[1] ?? '', lines, i)
    ) {
      out.push(partial(line));
      continue;
    }
    out.push(partial(`${cut[1]} ${next.trim()}`));
    i++;
  }
  return out;
}
