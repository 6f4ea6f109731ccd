/**
 * "Then on to my triceps, I go back to the cable machine. 3 sets of 12 reps using a rope pull down": a
 * rope pulled down on the triceps' day is the triceps pushdown (the catalogue's "tricep pull down"), not
 * the lat pulldown its "pull down" reads as. Which muscle the rope works is the last one the entry named
 * before it: after "triceps" (or "tris") it is the pushdown; after the back or the lats, or with "lat"
 * in its own name ("rope lat pulldown"), it stays the pulldown, and so does one with no muscle named.
 */

// "rope pull down", "rope pulldowns", "rope pull-down": the rope before the pull.
const ROPE_PULL = /\brope[ \t]+(?!lat\b)(pull[ \t-]?downs?)\b/gi;
// The muscles a lifter names a part of the session by; the last before the rope says which it is. Not
// "back" as a way to go ("I go back to the cable machine").
const MUSCLE =
  /\b(?:(tri(?:cep|ceps|s|'s))|(?<!\b(?:go|goes|going|went|gone|come|came|get|got|head|headed)[ \t]+)back(?![ \t]+(?:to|in|into|at|on|from|home|and)\b)|lats?|chest|biceps?|bis|shoulders?|delts?|legs?|quads?|hamstrings?|glutes?)\b/gi;

/** The entry with each rope pulled down on the triceps named as the triceps pushdown. */
export function ropePushdowns(text: string): string {
  if (!/\brope\b/i.test(text) || !/\btri/i.test(text)) return text;
  return text.replace(ROPE_PULL, (whole, pull: string, at: number) => {
    const before = [...text.slice(0, at).matchAll(MUSCLE)].at(-1);
    return before?.[1] ? `rope ${pull.toLowerCase().endsWith('s') ? 'pushdowns' : 'pushdown'}` : whole;
  });
}
