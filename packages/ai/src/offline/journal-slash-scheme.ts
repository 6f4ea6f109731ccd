/**
 * "- 3/10 incline leg press" over "- 3/10 standing calf raises" over "- 3/10 seated rows": sets and reps
 * written with a slash before each move's name, one move a line. Read a line at a time, "3/10" before a
 * name is a date heading (journal-calendar takes it off, and the line logs nothing); a list of such lines
 * is a list of schemes, so each is written "3x10 incline leg press" for the readers after.
 *
 * Only where two lines or more open with "N/M" (N at most 10) then words alone, every line of the entry
 * that holds a number is one of them (or a date alone: "2024-03-04" over the list), and one names a move the catalogue knows. Not a run of dates
 * ("3/10 squat" over "3/12 bench", the pairs rising or falling as days do), and never a line with numbers
 * of its own after the name ("3/10 bench 5x5 185": the date of the bench's sets).
 */
import { resolveName } from './journal-names.ts';
import { LINE_LEAD } from './journal-words.ts';

// The line's bullet, then sets/reps, then the move's words with no number after them.
const SLASH_LINE = new RegExp(
  String.raw`^(${LINE_LEAD})(\d{1,2})[ \t]*\/[ \t]*(\d{1,3})[ \t]+(\p{L}[^\d\n]*)$`,
  'u',
);

// "2024-03-04", "3/4/24:", "Mon 12.3.2024": a line that is only a date, over the list (the calendar's).
const DATE_LINE =
  /^[ \t]*(?:[\p{L}]{3,9}\.?,?[ \t]+)?(?:\d{4}[./-]\d{1,2}[./-]\d{1,2}|\d{1,2}[./-]\d{1,2}[./-]\d{2,4})[ \t]*[:,.-]?[ \t]*$/u;

/** Whether the pairs, read as month/day or day/month, run as dates of different days do. */
function datesInOrder(pairs: [number, number][]): boolean {
  const key = ([a, b]: [number, number]) => a * 100 + b;
  const keys = pairs.map(key);
  const rising = keys.every((k, i) => i === 0 || k > (keys[i - 1] as number));
  const falling = keys.every((k, i) => i === 0 || k < (keys[i - 1] as number));
  return rising || falling;
}

/** The entry with a list of "N/M move" lines written as "NxM move". */
export function slashSchemesWritten(text: string): string {
  if (!text.includes('/')) return text;
  const lines = text.split('\n');
  const found = lines.map((line) => (/\d/.test(line) ? SLASH_LINE.exec(line) : null));
  const numbered = lines.filter((line) => /\d/.test(line) && !DATE_LINE.test(line)).length;
  const shaped = found.filter((m): m is RegExpExecArray => m !== null);
  if (shaped.length < 2 || shaped.length !== numbered) return text;
  const pairs = shaped.map((m): [number, number] => [Number(m[2]), Number(m[3])]);
  if (pairs.some(([sets, reps]) => sets < 1 || sets > 10 || reps < 1) || datesInOrder(pairs)) return text;
  if (!shaped.some((m) => resolveName(m[4] ?? '', false)?.exercise)) return text;
  return lines
    .map((line, i) => {
      const m = found[i];
      return m ? `${m[1]}${m[2]}x${m[3]} ${m[4]}` : line;
    })
    .join('\n');
}
