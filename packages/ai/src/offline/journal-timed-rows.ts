/**
 * Times and distances in a hold's or carry's rows, written so the timed readers take them:
 * - a hold's time with a bare "s": "Plank 60s", "Plank" over "60s", "45s", "Wall sit 90s, 60s". After a
 *   lift no one counts reps of, a number with "s" is seconds, never the pair of dumbbells "60s" is
 *   after a curl or a press: written "60 sec". The hold named on a line heads the rows of numbers under
 *   it, until a line naming anything else.
 * - a time or distance told for each side: "Side plank" over "30 sec each side", "Farmers walk" over
 *   "40m each hand", "Side plank: 30s per side": the side in brackets, a remark on the time ("30 sec
 *   (each side)"), as a row's remark is read. Written bare, the words after the time were taken for a
 *   name the catalogue lacks and the row was lost to the note.
 */
import { resolveName } from './journal-names.ts';

// The lifts held for time (the catalogue's, as the offline coach prescribes them in seconds).
const HOLDS = new Set(['plank', 'side plank', 'hollow hold', 'l-sit', 'wall sit']);
// "60s", "45s each side", "1:00s" not: seconds told with a bare "s", not a count of dumbbells "60s x 10".
const SECONDS = /(?<![\d.:])(\d{1,3})s\b(?![ \t]*[x×@])/gi;
// The words before a line's first number, its bullet and label marks off.
const LEAD = /^[ \t]*(?:[-–—•·*>]+[ \t]*)?([^\d\n]*)/;
// "30 sec each side", "40m per hand", "1:00 on each side" closing a line: a time or distance, then the
// side it was done on each of.
const EACH_SIDE =
  /(?<![\d.:])(\d{1,4}(?::\d{2}|\.\d{1,2})?[ \t]*(?:secs?|seconds?|mins?|minutes?|m|meters?|metres?|yards?|yds?|ft|feet)?)[ \t]*,?[ \t]+((?:on[ \t]+)?(?:each|per|a)[ \t]+(?:side|hand|arm|leg))[ \t]*$/i;
// A time or distance with its unit, or a clock, for EACH_SIDE's number.
const QUANTITY =
  /\d[ \t]*(?:secs?|seconds?|mins?|minutes?|m|meters?|metres?|yards?|yds?|ft|feet)$|\d:\d{2}$/i;

/** Whether the words name a hold: true, another lift: false, nothing: undefined. */
function holdNamed(words: string): boolean | undefined {
  const name = words.replace(/[:–—-]+[ \t]*$/, '').trim();
  if (!/\p{L}{3}/u.test(name)) return undefined;
  const lift = resolveName(name, false)?.exercise?.name;
  return lift !== undefined && HOLDS.has(lift);
}

/** "30 sec each side" closing a line: the side as the time's remark. */
function sideBracketed(line: string): string {
  const m = EACH_SIDE.exec(line);
  if (!m || !QUANTITY.test((m[1] ?? '').trim())) return line;
  return `${line.slice(0, m.index)}${(m[1] ?? '').trim()} (${m[2]})`;
}

/** The entry with a hold's times in seconds written as such, and a side's time as its remark. */
export function timedRowsWritten(text: string): string {
  if (!/\ds\b|\b(?:side|hand|arm|leg)\b/i.test(text)) return text;
  let hold = false;
  return text
    .split('\n')
    .map((line) => {
      const named = holdNamed(LEAD.exec(line)?.[1] ?? '');
      if (named !== undefined) hold = named;
      return sideBracketed(hold ? line.replace(SECONDS, '$1 sec') : line);
    })
    .join('\n');
}

// "Superman hold x 30", "Hollow hold 45", "Wall hold: 20": a move the lifter calls a hold is held for
// time, so its bare count of ten or more is seconds (a bootcamp counts a hold out loud), never reps. A
// count with its own unit ("x 30 sec", "x 5 reps", "x 45 lbs") says what it is and stays (round 36).
const HOLD_COUNT =
  /\b(\p{L}[\p{L}' -]{0,30}?\bholds?)[ \t]*[x×:–—-]?[ \t]*(\d{2,3})(?![\d:/]|[.,]\d|[ \t]*(?:secs?|seconds?|mins?|minutes?|s\b|reps?\b|sets?\b|rounds?\b|times\b|x|×|@|lbs?\b|kgs?\b|#|%|pounds?\b|kilos?\b|m\b|meters?\b|yards?\b))/giu;

// The name a timed hold is read by: as written when the catalogue knows it ("Superman hold", "Hollow
// hold"), else the move held when "hold" is only the lifter's word for doing it ("Plank hold" is the
// plank). A name neither way known is left with its count as written, so no set is lost to the note.
function heldName(name: string): string | null {
  if (resolveName(name, false)?.exercise) return name;
  const held = name.replace(/\s*\bholds?$/i, '');
  return /\p{L}{3}/u.test(held) && resolveName(held, false)?.exercise ? held : null;
}

/** The entry with a hold's bare count written as its seconds. */
export function holdCountsAsSeconds(text: string): string {
  if (!/hold/i.test(text)) return text;
  return text.replace(HOLD_COUNT, (whole, name: string, count: string) => {
    const held = heldName(name);
    return held ? `${held} ${count} sec` : whole;
  });
}
