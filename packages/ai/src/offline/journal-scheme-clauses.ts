/**
 * "Set of 12 reps: Curls 15 lbs, Hammer Curls 15 lbs; set of 5 reps: Front Press 40 lbs.": a scheme before
 * a colon heads the lifts listed after it, and a line may hold several such lists, one a clause. The
 * scheme readers share a heading's scheme out to its list only where it opens a line, so:
 * - a clause after ";" or a spaced dash that opens on a scheme and its colon goes on a line of its own (read mid-line,
 *   "set of 5 reps" became more sets of the lift before and the front press got only a load);
 * - "Set of 12 reps:", "A set of 12:", "One set of 12 reps:" is written "1 set of 12 reps:", the digit
 *   the readers count (with no digit the heading was one set of the lift after it alone);
 * - a scheme heading one lift alone ("3x10: Zercher squats 40 lbs", under another lift) is written as
 *   that lift's line, "Zercher squats 3x10 40 lbs": read as a heading, its scheme went to the lift above.
 */

const SCHEME = String.raw`(?:(?:a|one|\d{1,2})[ \t]+)?sets?[ \t]+of[ \t]+\d{1,3}(?:[ \t]+reps?)?|\d{1,2}[ \t]*[x×][ \t]*\d{1,3}`;
// "; set of 5 reps:", "; 3x10:", "WEIGHT LIFTING – Set of 12 reps:": a clause opening on its scheme and colon.
const CLAUSE = new RegExp(String.raw`[ \t]*(?:;|[ \t][–—-])[ \t]*(?=(?:${SCHEME})[ \t]*:)`, 'gi');
// "Set of 12 reps:" opening a line: one set, its digit unwritten.
const ONE_SET = /^([ \t]*)(?:(?:a|one)[ \t]+)?set[ \t]+of[ \t]+(\d{1,3})(?:[ \t]+reps?)?[ \t]*:/gim;

// "3x10: Zercher squats 40 lbs": one lift and its load after a scheme and its colon, the whole line.
const ONE_ITEM = new RegExp(
  String.raw`^([ \t]*)(${SCHEME})[ \t]*:[ \t]*(\p{L}[\p{L}'’ -]*?)[ \t]+(@[ \t]*)?(\d{1,3}(?:\.\d{1,2})?[ \t]*(?:lbs?|kgs?|#|pounds|kilos)\.?)[ \t]*\.?[ \t]*$`,
  'gimu',
);

/** The text with each scheme-headed clause on its own line and a lone set's count written. */
export function schemeClausesApart(text: string): string {
  if (!/[x×:]/.test(text)) return text;
  return text.replace(CLAUSE, '\n').replace(ONE_SET, '$11 set of $2 reps:').replace(ONE_ITEM, '$1$3 $2 $5');
}
