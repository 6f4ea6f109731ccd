/**
 * A set on a clock longer than a minute, or counted by its rounds ("Every 2 min x 5: 3 front squats @
 * 185", "Every 90 sec x 8: 2 snatches", "Every 2:00 for 10 min - 2 squat cleans 225", "E2MOM x 6: 3
 * back squats", "EMOM x 12 min - 5 deadlifts"): class write-ups give the interval, then how many times it
 * came round or how long it ran, so the line is that many sets of the work after it. Before, "x 5" went
 * unread (one set), and "EMOM x 12 min" named the move "EMOM". Read where journal-every-minute reads
 * "EMOM 10:", before the line is split at its colon.
 */
import { rounds } from './journal-segments.ts';

// The interval: "2 min", "90 sec", "2:00", "1:30"; in seconds by intervalSeconds.
const INTERVAL = String.raw`(\d{1,3})(?::(\d{2}))?\s*(min(?:ute)?s?|sec(?:ond)?s?|s)?`;
const GAP = String.raw`\s*[,;:–—-]?\s*`;
// The work: a count, then the move it counts, never a load or a time (as journal-every-minute's WORK).
// "1 x 90%", "1x90%", "1 × 90%": a count by a count is work too, however its "x" is written (round 35).
const WORK = String.raw`(?=\d{1,3}\s*[x×]\s*\d|\d{1,3}\s+(?!(?:reps?|sets?|kgs?|lbs?|mins?|minutes?|secs?|seconds?)\b)\p{L})`;
// "Every 2 min x 5", "every 3 min x 5 rounds", "Every 90 sec for 8 rounds": the rounds told.
const EVERY_ROUNDS = new RegExp(
  String.raw`^\s*(?:every|each)\s+${INTERVAL}\s*(?:[x×]|for)\s*(\d{1,2})(?:\s*(?:rounds?|sets?|rds?))?${GAP}${WORK}`,
  'iu',
);
// "Every 2:00 for 10 min", "every 2 min for 20 minutes": how long it ran, over the interval.
const EVERY_FOR = new RegExp(
  String.raw`^\s*(?:every|each)\s+${INTERVAL}\s*(?:for|x|×)\s*(\d{1,3})\s*min(?:ute)?s?${GAP}${WORK}`,
  'iu',
);
// "E2MOM x 6", "EMOM x 12 min": the rounds, or with "min" the minutes, after an "x".
const EMOM_TIMES = new RegExp(
  String.raw`^\s*e(\d?)mom\s*[x×]\s*(\d{1,2})\s*(min(?:ute)?s?)?${GAP}${WORK}`,
  'iu',
);

/**
 * The work done that many times: "10 sets of 3 squats"; two moves or more ("3 power cleans, 3 burpees")
 * are all done each time, a round of them (journal-segments).
 */
export function workTimes(sets: number, work: string): string {
  const round = `${sets} rounds: ${work}`;
  return rounds(round) ? round : `${sets} sets of ${work}`;
}

/** Seconds of an interval written "2 min", "90 sec", "2:00"; a bare number is minutes. */
function intervalSeconds(whole: string, seconds: string | undefined, unit: string | undefined): number {
  const n = Number(whole);
  if (seconds !== undefined) return n * 60 + Number(seconds);
  return unit && /^s/i.test(unit) ? n : n * 60;
}

/** The line as that many sets of its work, or as it was. */
export function everyInterval(line: string): string {
  // Time first: "x 10 min" is how long, so "Every 2 min x 10 min" is five sets, not ten.
  const ran = EVERY_FOR.exec(line);
  if (ran) {
    const gap = intervalSeconds(ran[1] ?? '', ran[2], ran[3]);
    const sets = gap > 0 ? Math.floor((Number(ran[4]) * 60) / gap) : 0;
    return sets > 1 ? workTimes(sets, line.slice(ran[0].length)) : line;
  }
  const told = EVERY_ROUNDS.exec(line);
  if (told) {
    const sets = Number(told[4]);
    return sets > 1 ? workTimes(sets, line.slice(told[0].length)) : line;
  }
  const emom = EMOM_TIMES.exec(line);
  if (emom) {
    // With "min" the count is minutes, one set each k of them; bare, it is the rounds ("E2MOM x 6").
    const sets = emom[3] ? Math.floor(Number(emom[2]) / Number(emom[1] || 1)) : Number(emom[2]);
    return sets > 1 ? workTimes(sets, line.slice(emom[0].length)) : line;
  }
  return line;
}
