/**
 * How a bootcamp's count was called, taken off before any reader names a lift. F3 backblasts and
 * group workouts say after each move whether the leader counted it ("IC", "in cadence", "on my
 * count"), each man counted his own ("OYO", "on your own") or one count was one rep ("SC", "single
 * count"): "20 SSH (IC)", "15 Merkins OYO", "-20 American Hammers in cadence". The call carries no
 * exercise, yet left on the line "IC" reads as the initials of "incline curl" (journal-abbrev), "OYO"
 * joins the name ("Merkins OYO") and "(single count)" a move of its own. Taken off, the line is the
 * count and the move it always was, and an "X3" after the call repeats the line (journal-count-times).
 *
 * Only a call standing as its own word after the move or its count, or typed onto the count's digits
 * ("x 25IC"): never letters inside a word ("Icky", "basic"), nor "ic"/"oyo" at the start of a line,
 * where nothing was counted yet.
 */

// The calls, bracketed: "(IC)", "(OYO)", "(SC)", "(single count)", "(in cadence)", "(on your own)".
const BRACKETED =
  /[ \t]*\([ \t]*(?:ic|oyo|sc|in[ \t]+cadence|on[ \t]+(?:your|my|their)[ \t]+own|on[ \t]+my[ \t]+count|single[ \t-]+count|double[ \t-]+count)[ \t]*\)/gi;
// Bare "IC"/"OYO" after a move's word or its count ("15 SSH IC", "SSH x20 IC", "Motivators ic x7").
const BARE = /(?<=[\p{L}\d][.,]?)[ \t]+(?:ic|oyo)(?![\p{L}\d'’])/giu;
// "in cadence", "on your own" said after the move ("20 American Hammers in cadence into 15 …").
// A call typed onto its count with no space ("SSH x 25IC", "20OYO"): the digits end the count, so the
// letters after them are the call, not a unit or a name.
const GLUED = /(?<=\d)(?:ic|oyo)(?![\p{L}\d'’])/giu;
const SAID = /(?<=[\p{L}\d])[ \t]+(?:in[ \t]+cadence|on[ \t]+your[ \t]+own)(?![\p{L}])/giu;
const COUNTED = /\d/;

/** The entry with each line's cadence calls taken off; lines without a count stay as written. */
export function withoutCadence(text: string): string {
  if (!/(?:\b|\d)(?:ic|oyo|sc|cadence|own|count)\b/i.test(text)) return text;
  return text
    .split('\n')
    .map((line) =>
      COUNTED.test(line)
        ? line.replace(BRACKETED, '').replace(BARE, '').replace(GLUED, '').replace(SAID, '')
        : line,
    )
    .join('\n');
}
