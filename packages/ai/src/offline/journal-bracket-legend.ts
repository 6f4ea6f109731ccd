/**
 * A legend that says what the bracketed numbers of a list are (round 35): "Here are my numbers this
 * week (second set in parentheses):" over "Standard Push-Ups: 16 (12)", "Back Flys: 10 @ 12 lbs. (12 @
 * 12 lbs.)"; "brackets = 2nd set". Under it each "N (M)" is two sets, N then M, written "N, M" so every
 * reader after sees a list of sets. Without the legend "120 (60)" stays a pair's total and the weight of
 * one bell (journal-normalize), and "5 (3)" whatever the readers make of it.
 * An entry rewrite (journal-entry-rewrites); only the lines after the legend are rewritten.
 */

// "(second set in parentheses)", "2nd set in brackets", "the last set is in brackets", "parentheses =
// second set", "bracketed numbers are the second set".
const LEGEND =
  /\b(?:(?:second|2nd|last|final)\s+(?:sets?|rounds?)\s+(?:(?:is|are|shown|given|written)\s+)?(?:in|inside)\s+(?:the\s+)?(?:parenthes[ie]s|brackets)|(?:parenthes[ie]s|brackets|(?:numbers?|counts?|reps)\s+in\s+(?:parenthes[ie]s|brackets)|bracketed\s+(?:numbers?|counts?|reps))\s{0,3}(?:=|:|are|is|mean|for)\s{0,3}(?:the\s+|my\s+)?(?:second|2nd|last|final)\s+(?:sets?|rounds?))\b/i;

// One set as written: a count, or a count at a load ("10 @ 12 lbs.", "8 x 30kg").
const SET = String.raw`\d{1,3}(?:\s{0,3}(?:@|x|×|at)\s{0,3}\d{1,4}(?:\.\d{1,2})?\s{0,2}(?:lbs?|kgs?|#|pounds?|kilos?)?\.?)?`;
// A set, then the second in brackets after it.
const PAIR = new RegExp(String.raw`(?<![\d.])(${SET})\s{0,3}\(\s{0,3}(${SET})\s{0,3}\)`, 'gi');

/** The entry with each bracketed second set under a legend written as a set of its own. */
export function bracketLegendSets(text: string): string {
  if (!text.includes('(')) return text;
  const legend = LEGEND.exec(text);
  if (!legend) return text;
  const from = text.indexOf('\n', legend.index);
  if (from < 0) return text;
  return (
    text.slice(0, from) +
    text.slice(from).replace(PAIR, (_, first: string, second: string) => `${first.trim()}, ${second.trim()}`)
  );
}
