/**
 * One bout told in its parts: "3.8 miles in 35 minutes: 1 minute walking warm up, 33 minutes running, 1
 * minute walking cool down", "20 minutes on the treadmill consisting of" over "2 minutes walking …" and
 * "1 minute running …". The walking and running are stretches of the one bout, not bouts of their own:
 * - `boutPartsWritten` (an entry rewrite) writes each part of such a list as ", including …" on the
 *   bout's line, when the list opens right after a bout's time (a colon, "consisting of", "made up of",
 *   "broken into"), every item is a time spent walking, running, jogging or sprinting, and together they
 *   last no longer than the bout (the parts of 35 minutes last 35 minutes at most; a list repeated, "2
 *   minutes walking, 1 minute running" of 20, less);
 * - `partTold` (read by journal-timed) adds a chunk opened by "including" to the bout just logged, as
 *   journal-cardio's withPart says it fits.
 */
import type { LoggedSet } from '../schemas.ts';
import { cardioName, withPart } from './journal-cardio.ts';

// What opens the list of parts, after the bout's own time: a colon, "consisting of", "made up of".
const OPENER =
  /(?::|\b(?:consisting[ \t]+of|made[ \t]+up[ \t]+of|broken[ \t]+(?:up[ \t]+)?into|split[ \t]+into)\b[ \t]*[:.]?)[ \t]*\n?[ \t]*(?=\d)/gi;
// A part: a time spent moving one way ("1 minute walking warm up", "33 minutes running", "2 min jog").
const PART =
  /^[ \t]*(?:and[ \t]+)?(\d{1,3})[ \t]*(min|mins|minutes?|secs?|seconds?)[ \t]+(?:of[ \t]+)?(?:walk|walking|run|running|jog|jogging|sprint|sprinting)\b[^,;\n]*/i;
// Between two parts: a comma, a semicolon or a line break, a full stop ending the line before.
const SEPARATOR = /^[ \t]*(?:[,;]|\.?[ \t]*\n)[ \t]*/;
// A time in minutes, hours or seconds, on the bout's side of the opener.
const TIME = /(?<![\d.])(\d{1,3}(?:\.\d+)?)[ \t]*(min|mins|minutes?|hours?|hrs?|secs?|seconds?)\b/gi;

const seconds = (n: string, unit: string) =>
  Number(n) * (/^h/i.test(unit) ? 3600 : /^s/i.test(unit) ? 1 : 60);

/** The bout's whole time told in `head` (the text on its line before the opener), in seconds, or 0. */
function wholeTime(head: string): number {
  const times = [...head.matchAll(TIME)];
  const last = times.at(-1);
  return last ? seconds(last[1] ?? '0', last[2] ?? 'min') : 0;
}

/** The entry with each list of a bout's parts written as ", including …" parts on the bout's line. */
export function boutPartsWritten(text: string): string {
  if (!/\b(?:walk|walking|run|running|jog|jogging|sprint|sprinting)\b/i.test(text)) return text;
  let out = '';
  let from = 0;
  for (const m of text.matchAll(OPENER)) {
    const at = m.index ?? 0;
    if (at < from) continue;
    const head = text.slice(text.lastIndexOf('\n', at - 1) + 1, at);
    const whole = wholeTime(head);
    if (!whole) continue;
    // The items after the opener, one a comma or a line, while each is a part.
    let rest = text.slice(at + m[0].length);
    const parts: string[] = [];
    let used = 0;
    for (;;) {
      const part = PART.exec(rest);
      if (!part) break;
      parts.push(part[0].trim());
      used += seconds(part[1] ?? '0', part[2] ?? 'min');
      rest = rest.slice(part[0].length);
      const sep = SEPARATOR.exec(rest);
      if (!sep || !PART.test(rest.slice(sep[0].length))) break;
      rest = rest.slice(sep[0].length);
    }
    if (parts.length < 2 || used > whole * 1.02) continue;
    out += `${text.slice(from, at).trimEnd()}, including ${parts.join(', including ')}`;
    from = text.length - rest.length;
  }
  return from === 0 ? text : out + text.slice(from);
}

/** Whether the chunk, opened by "including", is a part of the bout just logged (its note then holds it). */
export function partTold(bout: LoggedSet | undefined, text: string, told: string | null): boolean {
  if (!bout || !told || bout.reps !== null || !bout.notes || !/^including\b/i.test(text)) return false;
  if (!cardioName(bout.name)) return false;
  const inside = withPart(bout.notes, told);
  if (inside) bout.notes = inside;
  return inside !== null;
}
