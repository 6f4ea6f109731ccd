/**
 * A count put in brackets before the move it counts, inside a sentence: "Core was (50) crunches on the
 * bench thingy and (10) crunches on the swiss ball". Some lifters bracket the number to set it apart
 * in their prose; it counts the move as "50 crunches" does. Only after a word of the sentence, never
 * opening a line or after a mark, where "(1) Bench 3x5" numbers a list's items.
 */

// "was (50) crunches", "and (10) crunches": a word, the bracketed count, then a word.
const BRACKET_COUNT = /(?<=\p{L}[ \t]+)\([ \t]*(\d{1,3})[ \t]*\)(?=[ \t]+\p{L})/gu;

/** "Core was (50) crunches" → "Core was 50 crunches". */
export function bracketCountUnwrapped(line: string): string {
  return line.includes('(') ? line.replace(BRACKET_COUNT, '$1') : line;
}
