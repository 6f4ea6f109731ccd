/**
 * "OHP 5/3/1 week 2", "Squat 5/3/1 BBB: 3x225, …", "Squat (5/3/1 wk1) 185x5, …": Wendler's program told
 * by its name beside a lift, with the day's sets told too, is no set of 5, 3 and 1 reps. The name goes,
 * with the program words and the place in the cycle written with it ("BBB", "FSL", "week 2"); the sets
 * stay. Not "Deadlift 5/3/1 @ 275/315/350" (reps at their loads), nor "Bench 5/3/1" told with no other
 * number (what was done is all it says). A line of only the label is journal-block-marks'.
 */
import { isProgramLabel } from './journal-block-marks.ts';

// The name, its program words and a place in the cycle; "5-3-1" and "531" too, never inside a number.
const PROGRAM = new RegExp(
  String.raw`\(?(?<![\d./-])(?:5\s*\/\s*3\s*\/\s*1|5-3-1|531)(?![\d/.])(?!\s*(?:@|at\b|x\b|×))` +
    String.raw`(?:\s+(?:bbb|fsl|bbs|ssl|boring\s+but\s+big|first\s+set\s+last|joker|pyramid))*` +
    String.raw`(?:\s*,?\s+(?:week|wk|cycle|day)\s*#?\d{1,2}|\s*(?:week|wk)\d{1,2})?\s*\)?`,
  'gi',
);
// A set told elsewhere on the entry: "185x5", "3 x 225", "5+x175", "5 @ 225".
const A_SET = /\d\s*\+?\s*[x×@]\s*\d/i;

/** The entry with the program's name beside a lift taken out when the day's sets are told. */
export function programNamesDropped(text: string): string {
  if (!/5\s*\/\s*3\s*\/\s*1|5-3-1|531/.test(text)) return text;
  const lines = text.split('\n');
  return lines
    .map((line, i) => {
      const without = line.replace(PROGRAM, ' ');
      // Only beside a lift's words, with a set told on the line or the lines after it; a line that only
      // labels the program ("Wendler 5/3/1 week 3") is journal-block-marks'.
      if (without === line || !/\p{L}{2}/u.test(without) || isProgramLabel(line)) return line;
      const told = A_SET.test(without) || lines.slice(i + 1).some((l) => A_SET.test(l));
      return told
        ? without
            .replace(/\s{2,}/g, ' ')
            .replace(/\s+([:,])/g, '$1')
            .trim()
        : line;
    })
    .join('\n');
}
