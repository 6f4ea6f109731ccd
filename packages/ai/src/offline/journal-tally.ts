/**
 * A tally after a list of counts ("21/27/21/21/32 - 122 total", "15, 15, 12 (42 in all)"): the sum of
 * the sets just listed, so no load of theirs and no set of its own; it is kept as a note. Set apart
 * from the list by a dash, a colon, "=" or parentheses, it is a tally when it says so ("total", "in
 * all") or when it is the sum of the counts; "Squat 5/5/5 - 225" keeps its load.
 */

const TALLY =
  /(\d{1,3}(?:\s*[/,;]\s*\d{1,3})+)(?:\s*(?:[-–—:=]|\()\s*|\s+(?=(?:a\s+)?total\b))((?:(?:a\s+)?total(?:\s+of)?\s*:?\s*)?(\d{1,4})(?:\s*reps?)?(\s+(?:total|in\s+total|in\s+all|altogether))?)\s*\)?[\s.!]*$/i;

/** The segment without its tally, and the tally as a note (null when there is none). */
export function splitTally(segment: string): [string, string | null] {
  const m = TALLY.exec(segment);
  if (!m?.[1] || !m[2]) return [segment, null];
  const counts = m[1].split(/\s*[/,;]\s*/).map(Number);
  const sum = counts.reduce((a, b) => a + b, 0);
  if (!/total|in\s+all|altogether/i.test(m[2]) && Number(m[3]) !== sum) return [segment, null];
  return [segment.slice(0, m.index + m[1].length), m[2].trim()];
}
