/**
 * "• 3 sets of 12 reps, shoulder presses with 5lb weights", "3x10, curls with the 20s", "- 2 sets of 8 reps,
 * front raises": a list item that tells its scheme first, then after a comma the move it was for (and
 * its load), is that move's scheme, written the way the set readers know ("shoulder presses 3 sets of 12
 * reps with 5lb weights"). Only when the words after the comma open with a move the catalogue knows and
 * the scheme stands alone before the comma: "3 sets of 12, felt easy" and "3x5, 3x3, 1x1" keep their order.
 */
import { NUMBER_WORD } from './journal-counts.ts';
import { resolveName } from './journal-names.ts';

// A line's mark, the scheme alone (its sets in digits or words), a comma or semicolon, then the move and
// what follows it (a load after "with", "@", "at", or nothing).
const SCHEME_THEN_MOVE = new RegExp(
  String.raw`^([ \t]*(?:[•*–-][ \t]*)?)((?:\d{1,2}|${NUMBER_WORD})[ \t]+sets?[ \t]+of[ \t]+\d{1,3}(?:[ \t]+reps?)?|\d{1,2}[ \t]*[x×][ \t]*\d{1,3})[,;][ \t]+(\p{L}[\p{L}' -]{2,40}?)((?:[ \t]+(?:with|w\/|@|at)[ \t]+[^\n]{1,60})?)[ \t]*[.]?$`,
  'iu',
);

/** The entry with each scheme told before its move on a line written after the move. */
export function schemeFirstWritten(text: string): string {
  if (!/[,;]/.test(text)) return text;
  return text
    .split('\n')
    .map((line) => {
      const m = SCHEME_THEN_MOVE.exec(line);
      if (!m || !resolveName((m[3] ?? '').trim(), false)?.exercise) return line;
      return `${m[1]}${(m[3] ?? '').trim()} ${m[2]}${m[4] ?? ''}`;
    })
    .join('\n');
}
