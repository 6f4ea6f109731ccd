/**
 * A load, then a sentence saying what kind of set it was: "And that would be 105 pounds. It was a 1RM
 * (one rep max) and it was heavy", "Deadlift 405. It was a single.", "Squat: 140 kg. That was a new
 * 1RM." The second sentence gives the load its reps (a 1RM, a single: one; a double: two; a triple,
 * a 3RM: three), as "105 pounds for 1 rep" would; read apart, the load was logged with no reps (or
 * the reps with no load). Only right after the load, its sentence ended, and only "it/that/this was".
 */

const KIND: Record<string, number> = { single: 1, double: 2, triple: 3 };

// "105 pounds. It was a 1RM", "140 kg! That was a new 1RM", "405. It was an easy single". The kind
// ends its phrase: "a single set", "a double workout" say nothing of the reps.
const KIND_AFTER =
  /(?<![\d.])(\d+(?:\.\d+)?[ \t]*(?:kgs?|kilos?|lbs?|pounds?|#)?)[ \t]*[.!][ \t]+(?:it|that|this)(?:['’]s|[ \t]+(?:was|is))[ \t]+(?:a|an|my)[ \t]+(?:(?:new|true|real|easy|heavy|hard|tough|solid|clean|ugly|grindy|smooth|fast|slow|good|strong|nice|shaky|all[\s-]time|lifetime|personal|max)[ \t]+)*(?:([1-5])[ \t]*rm\b|(one)[ \t-]+rep[ \t-]+max\b|(single|double|triple)\b)(?=[ \t]*(?:[.,;:!?()]|$|(?:and|but|with|at|on|for|so|which)\b))/gi;

/** "105 pounds. It was a 1RM" → "105 pounds for 1 rep. It was a max": the kind of set is its reps. */
export function repsToldAfter(line: string): string {
  if (!/\b(?:it|that|this)\b/i.test(line)) return line;
  return line.replace(KIND_AFTER, (_whole, load: string, rm?: string, one?: string, kind?: string) => {
    const reps = rm ? Number(rm) : one ? 1 : (KIND[(kind ?? '').toLowerCase()] ?? 1);
    return `${load} for ${reps} rep${reps > 1 ? 's' : ''}. It was a max`;
  });
}
