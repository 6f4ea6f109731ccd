/**
 * The implement written after a lift's name, in brackets or after a dash ("Curls (DB) 3x8 @ 30kg",
 * "RDL - dumbbell: 3x10", "Rows (KB)"), said as "with" it: "Curls w/ DB 3x8". A bracket or a dash cuts
 * a line into chunks, and the implement alone in its chunk names no lift, so the lift before it was
 * logged as its barbell variant; with "w/" the name reader (journal-names) picks the variant the
 * implement says. Only the four implements a catalogue name starts with, alone: not "Squat - bands"
 * (bands added to the bar), not "(DB on incline)" or "- cable, slow" (a remark).
 */

const IMPLEMENT = '(?:dumbbells?|dbs?|barbells?|bb|kettlebells?|kbs?|cables?)';
// After a name's letter: "(DB)", or " - dumbbell" before the sets, a colon or the line's end.
const AFTER_NAME = new RegExp(
  String.raw`(?<=\p{L})[ \t]*(?:\([ \t]*(${IMPLEMENT})[ \t]*\)|[ \t]+[-–][ \t]*(${IMPLEMENT})(?=[ \t]*(?:[:\d]|$)))`,
  'gimu',
);

/** The text with an implement after a name in brackets or after a dash said as "w/" it. */
export function implementsAfterNames(text: string): string {
  return text.replace(AFTER_NAME, (_w, a: string | undefined, b: string | undefined) => ` w/ ${a ?? b}`);
}
