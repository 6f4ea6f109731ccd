/**
 * "Here's what I did that day:  #1 = standard-grip pull-ups x 8 - #2 = standard –grip chin-ups x 8 - #3 =
 * …": a list numbered in order and run together on one line is a list of lines. Read as one line, the
 * item marks and the dashes between them were taken for loads and ranges ("pull-up 8@8"), and only the
 * first move was logged. Each item goes on a line of its own, as a lifter who pressed return wrote it;
 * the text before the first mark stays where it was.
 * Only marks that count up from 1 or 2 with no gap ("#1", "#2", "#3" or "1)", "2)", "3)"), at least two
 * of them, and only "#N" followed by "=", ":" or a dash or "N)" with a word after it: "#1 priority" or
 * "3) 5x5" alone change nothing. Every item must hold a number of its own: "focus on 1) bar position,
 * 2) feet position and 3) using hip drive" is a sentence, not sets.
 */

// "#2 =", "#3:", "#4 –" (the mark and its sign), with the dash or comma that ended the item before.
const HASH_ITEM = /(?:[ \t]+[-–—,;][ \t]*|[ \t]+|^)#(\d{1,2})[ \t]*[=:–—-][ \t]*(?=\p{L})/gmu;
// "1) Squats 5x5 2) Bench 3x8": a number closed by a bracket before a word.
const PAREN_ITEM = /(?:[ \t]+[-–—,;][ \t]*|[ \t]+|^)(\d{1,2})\)[ \t]+(?=\p{L})/gmu;
// "routine: 1. Standing Military presses, barbell: 10x10. 2. Standing lateral raises …": a number closed
// by a dot, opening the line or a sentence (after a stop or a colon), before a word.
const DOT_ITEM = /(?:(?<=[.:;!?])[ \t]+|^)(\d{1,2})\.[ \t]+(?=\p{L})/gmu;

const DIGIT = /\d/;

/** Whether a line's marks count up in order from 1 (or 2), each item with numbers of its own. */
function inOrder(line: string, mark: RegExp): boolean {
  const marks = [...line.matchAll(mark)];
  const numbers = marks.map((m) => Number(m[1]));
  if (numbers.length < 2 || (numbers[0] !== 1 && numbers[0] !== 2)) return false;
  if (!numbers.every((n, i) => i === 0 || n === (numbers[i - 1] ?? 0) + 1)) return false;
  // "focus on 1) bar position, 2) feet position and 3) using hip drive": items of prose, no sets.
  return marks.every((m, i) => DIGIT.test(line.slice(m.index + m[0].length, marks[i + 1]?.index)));
}

/** The entry with each run-together numbered list broken into lines. */
export function inlineItemsSplit(text: string): string {
  if (!/#\d|\d[).]/.test(text)) return text;
  return text
    .split('\n')
    .map((line) => {
      for (const mark of [HASH_ITEM, PAREN_ITEM, DOT_ITEM]) {
        if (inOrder(line, mark))
          return line.replace(mark, (_m, _n, offset: number) => (offset === 0 ? '' : '\n'));
      }
      return line;
    })
    .join('\n');
}
