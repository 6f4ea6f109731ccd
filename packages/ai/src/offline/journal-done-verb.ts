/**
 * "Did squats: 3x5", "did 3x40 hamstring curl 50#", "done - bench 5x5": a line opened by "did" or
 * "done" with no one doing it says only that what follows was done, as the same line without it does.
 * The verb goes before any reader sees the line, so a label, a name or a set never starts with it.
 */

// Not a question or a denial ("Did I hit 5x5?", "did not finish", "didn't"), and only before a word or
// a number: "Done." alone stays the note it is. What parts the verb from the sets (a colon, a dash, a
// list mark: "did • bench 3x5") goes with it.
const DONE_OPENING =
  /^(\s*(?:[-–—•·*>]+\s*)?)(?:(?:and|then)\s+)?(?:did|done)\b(?!\s*(?:n['’]?t|not|i|we|you|he|she|they|it|that|this|so|well|ok(?:ay)?|good|great|for\s+the\s+day)\b)[\s:,–—•·*>-]*(?=[\p{L}\d])/iu;

// "Did a spin class, then 3x12 crunches", "did an easy run and 3x5 squats": a session as the verb's object is
// told by the verb (journal-session reads "did a spin class" as a ride), so the verb stays before it.
const DID_SESSION =
  /^\s*(?:(?:and|then)\s+)?did\s+(?:a|an|my)\s+(?:[\p{L}'’-]+\s+){0,2}?(?:run|jog|walk|hike|ride|swim|spin|bike|cycle|row)\b(?![-\s]*(?:through|thru)\b|\s+of\b)/iu;

/**
 * The line without a bare "did"/"done" at its start (a bullet before it stays). A line with no number
 * holds no set ("did pullups"): it is the lifter's note, kept in their words.
 */
export function withoutDoneVerb(line: string): string {
  return /\d/.test(line) && !DID_SESSION.test(line) ? line.replace(DONE_OPENING, '$1') : line;
}
