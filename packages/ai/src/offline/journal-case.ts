/**
 * Capitals as evidence. Members type on phones all in lower case ("bench 3x8 @185 rpe 8, then dips"),
 * shout all in capitals, or give every word a capital as a heading does ("Bench Press 3 Sets Of 8");
 * in such an entry no capital marks a sentence, a name or the pronoun "I". Only capitals that pick some
 * words out of the rest tell anything; an acronym ("RDL", "DB") is the word's own spelling, not a mark.
 */

// "RDL", "DB", "BTN", "EZ-bar": a word spelled in capitals whatever the case of the words around it.
const ACRONYM = /(?<![\p{L}\p{N}'’])\p{Lu}{2,}(?![\p{L}'’])/gu;

// Module-level: a \p{…} literal inside a function is rebuilt on every call once transpiled (new RegExp).
const LOWER = /\p{Ll}/u;
const UPPER = /\p{Lu}/u;
const OPENS_UPPER = /^\p{Lu}/u;

/** Written all in lower case or all in capitals (or with no letters), acronyms aside: its capitals tell nothing. */
export function oneCase(text: string): boolean {
  if (!LOWER.test(text)) return true;
  return !UPPER.test(text.replace(ACRONYM, ''));
}

// Where no capital tells a sentence's start, a word after a load opens one unless the row runs on with
// it: "185 lbs. and 190 lbs. last week", "35 x 10 x 3 at 45s / 72 x 7 x 3 at 60s".
export const RUNS_ON = String.raw`(?:and|or|&|x|×|for|each|per|a\s+side|on|at|in|with|to|from|of|last\s+(?:week|time|month|year))\b`;

// A word: letters not run on from a letter, a digit or an apostrophe ("5x5", "60kg", "I've" are parts
// of one word). A word right after a number is the number's unit or its "x" ("3 x 5", "100 kg"), and
// the short words a heading leaves small ("Squats at 225 for 5") tell nothing either way.
const WORD = /(?<![\p{L}\p{N}'’])(?<!\d\s?)\p{L}+/gu;
const LEFT_SMALL = /^(?:a|an|the|and|or|of|at|for|to|in|on|with|by|per|x)$/;

/**
 * "Followed This With Seated Rows And Lat Pulldowns": every word capitalised (two at least, so a lone
 * name like "Bench 3x5" stays as written). Its capitals say no more than capitals on every word do.
 */
export function everyWordCapital(text: string): boolean {
  let capitals = 0;
  for (const [word] of text.matchAll(WORD)) {
    if (OPENS_UPPER.test(word)) capitals++;
    else if (!LEFT_SMALL.test(word)) return false;
  }
  return capitals >= 2 && LOWER.test(text);
}

// A capital a word opens with ("Rows", "I", "X", "I'Ve"): not an acronym's.
const OPENING_CAPITAL = /(?<![\p{L}\p{N}])\p{Lu}(?!\p{Lu})[\p{L}'’]*/gu;

/**
 * "5X5 OF 60 LB SQUATS", "2 X 8": an entry written all in capitals is read as the same entry in lower
 * case. "Seated Rows And Lat Pulldowns", in a whole entry or on a line of its own: a capital on every
 * word is read as lower case too, acronyms kept ("Incline DB Press" is "incline DB press"). So every
 * reader sees one spelling of "x", units and names, and finds sentences and names by their words.
 */
export function caseRead(text: string): string {
  if (!UPPER.test(text)) return text;
  if (!LOWER.test(text)) return text.toLowerCase();
  const lowered = (line: string) => line.replace(OPENING_CAPITAL, (w) => w.toLowerCase());
  return everyWordCapital(text)
    ? lowered(text)
    : text.replace(/^.*$/gm, (l) => (everyWordCapital(l) ? lowered(l) : l));
}
