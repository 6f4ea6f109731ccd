/**
 * Capitals as evidence. Members type on phones all in lower case ("bench 3x8 @185 rpe 8, then dips"),
 * or shout all in capitals; in such an entry no capital marks a sentence, a name or the pronoun "I".
 * Only an entry written in both cases tells anything by its capitals.
 */

/** Written all in lower case or all in capitals (or with no letters): its capitals tell nothing. */
export function oneCase(text: string): boolean {
  return !(/\p{Lu}/u.test(text) && /\p{Ll}/u.test(text));
}

/**
 * "5X5 OF 60 LB SQUATS", "2 X 8": an entry written all in capitals is read as the same entry in lower
 * case, so every reader sees one spelling of "x", units and names whichever case the lifter typed in.
 */
export function caseRead(text: string): string {
  return /\p{Lu}/u.test(text) && oneCase(text) ? text.toLowerCase() : text;
}
