/**
 * A set every minute, told before the work ("EMOM 8 Minutes – 4 Handstand Pushups", "5:00, on the
 * minute: 5 pushups", "E2MOM 10 min: 3 squats"): the clock counts the sets, one at the top of each
 * minute (or of every k minutes), so the line is that many sets of the work after it. Read before the
 * line is split at its colon, where the clock would become a label and its minutes a timed set. A
 * format after a lift's name ("Squat 20min EMOM: 3 reps @ 225") is journal-notation's.
 */

// The clock: "8 minutes", "10 min", or a time of whole minutes ("5:00").
const CLOCK = String.raw`(?:(\d{1,2})\s*[-']?\s*min(?:ute)?s?|(\d{1,2}):00)`;
const EVERY = String.raw`(?:e(\d?)mom|(?:every|each|on\s+the)\s+minute(?:\s+on\s+the\s+minute)?|otm)`;
const GAP = String.raw`\s*[,;:–—-]?\s*`;
// The work: a count, then the move it counts ("4 Handstand Pushups"), never a load or a time.
const WORK = String.raw`(?=\d{1,3}\s+(?!(?:reps?|sets?|kgs?|lbs?|mins?|minutes?|secs?|seconds?)\b)\p{L})`;
const CLOCK_FIRST = new RegExp(String.raw`^\s*${CLOCK}${GAP}${EVERY}(?:\s+for)?${GAP}${WORK}`, 'iu');
const EVERY_FIRST = new RegExp(String.raw`^\s*${EVERY}(?:\s+for)?\s*${CLOCK}${GAP}${WORK}`, 'iu');

/** The line as that many sets of its work, or as it was. */
export function everyMinute(line: string): string {
  const first = CLOCK_FIRST.exec(line);
  const m = first ?? EVERY_FIRST.exec(line);
  if (!m) return line;
  const [minutes, clock, k] = first ? [m[1], m[2], m[3]] : [m[2], m[3], m[1]];
  const sets = Math.floor(Number(minutes ?? clock) / Number(k || 1));
  return sets > 1 ? `${sets} sets of ${line.slice(m[0].length)}` : line;
}
