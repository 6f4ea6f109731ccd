/**
 * A load converted into stone as well ("150kg (330lbs/23.6st)", "93 kg / 14.6 st"): British lifters
 * give the stone beside the pounds for their readers, and a stone count is never a set. Taken off
 * before the conversion reader (journal-load-forms), which then reads "150kg (330lbs)" as one load;
 * left on, "23.6st" was read as 23 reps and 6 more.
 */
// "/23.6st", "/ 14.6 stone", "(23.6st)": a stone count after a load, in its brackets or after "/"
// (never after a comma: "105 pounds, 1st set 10" is an ordinal).
// The bracket of "(23.6st)" goes with it; the one closing "(330lbs/23.6st)" stays.
const STONE =
  /(\d[ \t]*(?:kgs?|kilos?|lbs?|pounds?)(?![a-z])\)?)[ \t]*(?:\/[ \t]*\d{1,2}(?:\.\d+)?[ \t]*(?:st|stones?)\b|\([ \t]*\d{1,2}(?:\.\d+)?[ \t]*(?:st|stones?)[ \t]*\))/gi;

/** "330lbs/23.6st" → "330lbs": a stone conversion after a load is dropped. */
export function withoutStone(text: string): string {
  return /\dst|\d\s+st/i.test(text) ? text.replace(STONE, '$1') : text;
}
