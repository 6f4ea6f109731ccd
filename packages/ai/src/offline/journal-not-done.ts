/**
 * A line of the plan the lifter says they never did: "- 3 sets of 'cleans' (didn't actually get round to
 * this one)", "Squat 3x5 - skipped", "Face pulls 3x15 (never got to them)", "Dips 3x10 (not done)", "- [ ]
 * Deadlift 1x5" in a task list whose other boxes are ticked. Lifters paste the day's plan and mark what
 * they left out; the marked line logs no set, so it goes from the entry before any reader sees it.
 *
 * Only a remark closing its line (in brackets, or after a dash) that says the whole item was left, and
 * only with the thing left told as "it", "this (one)", "these", "them": "(skipped the last set)",
 * "(didn't get to 5 on the last one)", "- skipped warm-ups" say how the line's own sets went and stay, and
 * so does a remark inside a sentence ("I skipped it last week, so today squats 3x5").
 *
 * Round 34: the same remark opening the next line, under the item ("Chin-Ups – 5×3" over "I ended up
 * skipping these. My arms were fried", "Dips 3x10" over "- skipped them, no time"), is said of that item:
 * the item goes, the remark stays a note. Only a line that opens with it and tells no number after it.
 */

// What was left out: the whole item, in a pronoun.
const ITEM = String.raw`(?:it|this(?:[ \t]+one)?|these(?:[ \t]+ones)?|them|that(?:[ \t]+one)?|those)`;
// "skipped", "skipped it", "didn't (actually) get (a)round to this one", "never got to them", "didn't do
// these", "not done", "did not do it (today)".
const LEFT = String.raw`(?:skipped(?:[ \t]+${ITEM})?|not[ \t]+done|(?:did(?:n['’]?t|[ \t]+not)|never)[ \t]+(?:actually[ \t]+|really[ \t]+|even[ \t]+)?(?:get|got|do|did)[ \t]+(?:a?round[ \t]+)?(?:to[ \t]+)?${ITEM})`;
// Words that may close such a remark: "today", "in the end", "after all", "at all".
const CLOSE = String.raw`(?:[ \t]+(?:today|tonight|in[ \t]+the[ \t]+end|after[ \t]+all|at[ \t]+all))?[.!]*`;
// The remark closing the line: in brackets, or after a dash, a comma or a semicolon; a remark of its own
// may follow it, with no number ("… this one) - felt good", "- skipped it. 💪"), never more words of it
// ("- skipped warm-ups").
const NOT_DONE = new RegExp(
  String.raw`(?:\([ \t]*(?:but[ \t]+|i[ \t]+)?${LEFT}${CLOSE}[ \t]*\)[^\d\n]*|(?:[ \t]*[,;]|[ \t][-–—])[ \t]*(?:but[ \t]+|i[ \t]+)?${LEFT}${CLOSE}(?:[ \t]*(?:[,;.!(]|[-–—][ \t]|\p{Extended_Pictographic})[^\d\n]*|[ \t]*))$`,
  'iu',
);
// The remark opening its own line: "I ended up skipping these.", "Skipped them, no time", "didn't do it".
const SKIP = String.raw`(?:skip(?:ped|ping)?|left[ \t]+out|leaving[ \t]+out|dropped|dropping)[ \t]+${ITEM}`;
const LEFT_BELOW = new RegExp(
  String.raw`^[ \t]*(?:[-*•+][ \t]+)?(?:but[ \t]+|so[ \t]+)?(?:(?:i|we)[ \t]+)?(?:(?:ended[ \t]+up|had[ \t]+to|decided[ \t]+to|chose[ \t]+to)[ \t]+)?(?:${SKIP}|${LEFT})${CLOSE}(?:[ \t]*[,;.!(-][^\d\n]*)?[ \t]*$`,
  'iu',
);
// A set told on the line: a number or a scheme, so a heading that says nothing of sets is left.
const TELLS_SETS = /\d|\bsets?\b/i;

// "- [ ] Deadlift 1x5 @ 130" beside "- [x] Squat 3x5 @ 105": a task list's box left empty is an item not
// done. Only with a ticked box in the entry, so a plan pasted with no box ticked ("[ ]" as a blank to fill)
// is read as before.
const OPEN_BOX = /^[ \t]*(?:[-*+][ \t]+)?\[[ \t]\]/;
const TICKED_BOX = /^[ \t]*(?:[-*+][ \t]+)?\[[xX✓✔]\]/m;

/** The entry without the lines the lifter says were not done. */
export function notDoneDropped(text: string): string {
  const boxes = text.includes('[') && TICKED_BOX.test(text);
  if (!boxes && !/\b(?:skip(?:ped|ping)?|done|get|got|do|did|left|leaving|dropped|dropping)\b/i.test(text))
    return text;
  const lines = text.split('\n');
  const left = (line: string) =>
    (NOT_DONE.test(line) || (boxes && OPEN_BOX.test(line))) && TELLS_SETS.test(line);
  // The item a line below says was left: the nearest line above with sets on it, no blank lines counted.
  const below = new Set<number>();
  lines.forEach((line, i) => {
    if (!LEFT_BELOW.test(line)) return;
    let j = i - 1;
    while (j > 0 && !lines[j]?.trim()) j--;
    if (j >= 0 && j < i && TELLS_SETS.test(lines[j] ?? '') && /\d/.test(lines[j] ?? '')) below.add(j);
  });
  const kept = lines.filter((line, i) => !below.has(i) && !left(line));
  return kept.length === lines.length ? text : kept.join('\n');
}
