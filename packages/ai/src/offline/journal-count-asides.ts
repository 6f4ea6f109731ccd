/**
 * Numbers beside a set that count something else, put in brackets as asides so no reader takes them for
 * a load:
 * - "HSPU day 38 (10-10-8-6-4)", "Pushups day 12: 50": the day of a challenge or program, after the
 *   move's name and before its sets (read as the sets' load: 10 reps at 38). Not "every day 50 pushups"
 *   nor "a day"; "Day 12: pushups 50" opening its line is read so already.
 * - "calf raises 3 x 15 with 10 bounces on top of last rep", "with 5 pulses at the top": what was
 *   added to a rep, told by its count ("with 10" was read as a load of 10, bracketed or not): the
 *   count and what follows it go in brackets, the "with" dropped.
 */

import { COUNT } from './journal-counts.ts';

// "HSPU day 38 (", "challenge, day 12:", "Pushups day 12 -": a day's number before the sets.
const DAY_NUMBER = /\bday[ \t]*(?:[#:][ \t]*)?\d{1,3}(?=[ \t]*(?:[(:–—]|-[ \t]|$))/gim;
// Before it, a word of its own (not "every", "a"): checked on the few characters before, so that a long
// run of spaces is never scanned again from every place in it.
const AFTER_WORD = /\p{L}[ \t]?,?[ \t]{1,2}$/u;
const NOT_AFTER =
  /\b(?:a|an|every|each|per|the|this|that|next|last|one|same|other|rest|off)[ \t]?,?[ \t]{1,2}$/i;

// "with 10 bounces on top of last rep": the count of an extra at the rep, and what is said of it.
// The count goes in brackets without its "with" ("(with 10 bounces)" was still a load of 10).
const WITH_EXTRAS = new RegExp(
  String.raw`\bwith[ \t]+(${COUNT}[ \t]+(?:bounces?|pulses?|pauses?|squeezes?|flutters?)\b[^.;,\n()]*)`,
  'gi',
);

/** The entry with such counts in brackets. */
export function countAsides(text: string): string {
  if (!/day|with/i.test(text)) return text;
  return text
    .replace(DAY_NUMBER, (day: string, at: number) => {
      const before = text.slice(Math.max(0, at - 12), at);
      return AFTER_WORD.test(before) && !NOT_AFTER.test(before) ? `(day ${day.replace(/\D+/g, '')})` : day;
    })
    .replace(WITH_EXTRAS, (_, aside: string) => {
      const trimmed = aside.trimEnd();
      return `(${trimmed})${aside.slice(trimmed.length)}`;
    });
}
