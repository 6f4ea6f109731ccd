/**
 * Sets are logged in the order they were lifted, not the order they are told. A sentence that tells a
 * lift, then another "after doing" it ("160kg Sumo Deadlift for 4 reps, after doing 107.5kg squat for 3
 * reps"), names the one lifted first last: the two are put back in the order lifted. "after" alone is
 * left as it is ("after 5 minutes rest", "after the squats I benched 100"): only "after doing /
 * having done / finishing" with a set of its own is a lift done before.
 */

const AFTER_DOING = /[,;]?\s+after\s+(?:doing|having\s+done|finishing|i\s+did)\s+/i;
// Where the lift told after "after doing" ends: its sentence's end, or a clause that turns elsewhere.
const CLAUSE_END = /[.!?](?!\d)|;|\s+(?:and|but|then|so)\s/i;
// A set told load first with its lift's name after it: "160kg Sumo Deadlift for 4 reps".
const LOAD_THEN_NAME =
  /^\d+(?:\.\d+)?\s*(?:kgs?|lbs?|#|pounds?|kilos?)?\s+(?!(?:for|x|reps?|sets?|times)\b)\p{L}/iu;

/** The sentence with a lift told "after doing" another put after that other (see the header). */
export function liftedOrder(sentence: string): string {
  const m = AFTER_DOING.exec(sentence);
  if (!m) return sentence;
  const told = sentence.slice(0, m.index);
  const rest = sentence.slice(m.index + m[0].length);
  const end = CLAUSE_END.exec(rest)?.index ?? rest.length;
  const earlier = rest.slice(0, end);
  // The later set starts at its load; the words before it lead the sentence in.
  const at = told.search(/\d/);
  const later = at < 0 ? '' : told.slice(at);
  // Both must be sets, the later one told plainly (its load, then its name; no other clause).
  if (!LOAD_THEN_NAME.test(later) || !/\d/.test(earlier) || /[,;]/.test(later)) return sentence;
  return `${told.slice(0, at)}${earlier.trim()}, then ${later.trim()}${rest.slice(end)}`;
}

// Round 35: "After finishing the push ups, came “In and Out Shoulder Flys”", "Chair Dips came after the
// Shoulder Flys": the lift that "came" is the one the sentence turns to; the lift it came after was done
// before and told before. Both are written "Next came …" (journal-headings' TURNS_TO), so the story's
// counts after them are the new lift's, not the one named first.
// A time of day may open the line ("6:45am Chair Dips came after …"); it stays where it was.
const LEAD = String.raw`(^|[.!?]\s{1,3}|\n)([ \t]*(?:\d{1,2}(?::\d{2})?[ \t]?(?:am|pm)\b[ \t]*)?)`;
const AFTER_THEN_CAME = new RegExp(
  String.raw`${LEAD}(?:(?:and|then|so|did)[ \t]+)?after\s+(?:finishing|doing|completing|the|my|those|these)\b[^,;.!?\n]{0,50}[,;][ \t]*(?:then[ \t]+|next[ \t]+)?came[ \t]+(?=\S)`,
  'gi',
);
const CAME_AFTER = new RegExp(
  String.raw`${LEAD}([^\s,.!?;:][^,.!?;:\n]{0,40}?)[ \t]+came[ \t]+(?:right[ \t]+|straight[ \t]+|directly[ \t]+)?after[ \t]+[^,.!?;\n]{1,40}?(?=[ \t]+and\b|[ \t]*[,.;!?]|[ \t]*$)`,
  'gim',
);
const PRONOUN = /^(?:i|it|he|she|they|we|you|this|that|then|what|which|who|there|everything|nothing)\b/i;

/** The entry with a lift told as what "came" after another written "Next came …" (see above). */
export function cameAfterWritten(text: string, names: (words: string) => boolean): string {
  if (!/\bcame\b/i.test(text)) return text;
  return text
    .replace(AFTER_THEN_CAME, '$1$2Next came ')
    .replace(CAME_AFTER, (all, lead: string, time: string, subject: string) =>
      !PRONOUN.test(subject.trim()) && names(subject) ? `${lead}${time}Next came ${subject.trim()}` : all,
    );
}
