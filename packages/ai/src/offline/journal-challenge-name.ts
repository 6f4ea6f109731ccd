/**
 * A challenge's name: "Hundred Push-up Challenge:", "the 100 burpee challenge", "10,000 swing challenge",
 * "30-day squat challenge". The count in it is the challenge's goal (or its days), never a set: the name
 * is written without it ("Push-up Challenge:"), so the move still heads the sets told under it ("Week 5,
 * Day 1: 30, 24, 22, 20, 31") and the goal logs nothing.
 *
 * Only a count straight before one or two words that end in "challenge": "I did 50 burpees for the
 * challenge" keeps its fifty.
 */

const TENS = 'ten|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety';
const COUNT = String.raw`(?:\d{1,3}(?:,\d{3})?|\d{4,6}|(?:(?:one|a|two|three|five|ten)[ \t-]+)?(?:hundred|thousand)|${TENS})`;
// The count, "-day" or "day" perhaps, then one or two words of the name and "challenge".
const NAMED_COUNT = new RegExp(
  String.raw`(?<![\p{L}\d,.])${COUNT}(?:[ \t-]+days?)?[ \t-]+((?:\p{L}+[ \t-]+){1,2}challenge\b)`,
  'giu',
);
// Words that make the count a set told before the challenge, not the challenge's name.
const NOT_NAME = /^(?:for|the|my|a|an|this|that|of|in|as|on|to|and|into|from)$/i;

/** The entry with the count in each challenge's name taken out. */
export function challengeNamesWritten(text: string): string {
  if (!/challenge/i.test(text)) return text;
  return text.replace(NAMED_COUNT, (whole, name: string) =>
    name
      .split(/[ \t-]+/)
      .slice(0, -1)
      .some((w) => NOT_NAME.test(w))
      ? whole
      : name,
  );
}
