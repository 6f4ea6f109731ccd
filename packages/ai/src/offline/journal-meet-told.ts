/**
 * A meet's attempts told in sentences: "My first attempt was 77.2 pounds and went up easily. My second
 * attempt also went up pretty well at 82.7 pounds. My last attempt can be seen below at 88.2 pounds."
 * The attempt is named first and its load comes at the sentence's "was" / "at" / "of" / "with", a
 * few words on; written "second attempt 82.7 pounds also went up pretty well" it is the attempt label
 * journal-meet reads as a single (a word of failure after it, "missed", makes it a failed try). Only a
 * load with its unit, and no other number between: "my first attempt at 5 pull-ups" is no meet.
 */

const NTH = '(?:[1-3](?:st|nd|rd)|first|second|third|final|last|fourth|4th)';
const UNIT = '(?:kgs?|kilos?|kilograms?|lbs?|pounds?|#)(?![a-z])';
// "My second attempt also went up pretty well at 82.7 pounds": the attempt, its words, then its load.
const TOLD = new RegExp(
  String.raw`\b(${NTH})[ \t]+attempt\b([^.!?;:\d]{0,50}?)[ \t]+(?:was|at|of|with|@)[ \t]+(?:(?:a|an|about|around|just)[ \t]+)?(\d+(?:\.\d+)?[ \t]*${UNIT})(?![ \t]*(?:[x×*]|for\b|reps?\b|sets?\b))`,
  'gi',
);

// "My second attempt, which I missed, was at 110kg": the words between say it failed.
const FAILED_WORDS =
  /\b(?:miss(?:ed)?|fail(?:ed)?|no[\s-]+lift|red\s+lights?|bomb(?:ed)?|couldn['’]?t|could\s+not)\b/i;

/**
 * "My second attempt went up at 82.7 pounds" → "second attempt 82.7 pounds went up"; one its words
 * say failed, before or after its load in its sentence, is "missed the second attempt at 110kg", the
 * failed try journal-attempts cuts out.
 */
export function attemptLoadsBeside(line: string): string {
  if (!/attempt/i.test(line)) return line;
  return line.replace(TOLD, (whole, nth: string, words: string, load: string, at: number, all: string) => {
    const rest = all.slice(at + whole.length).split(/[.!?;]/, 1)[0] ?? '';
    if (FAILED_WORDS.test(words) || FAILED_WORDS.test(rest)) return `missed the ${nth} attempt at ${load}`;
    return `${nth} attempt ${load}${words}`;
  });
}
