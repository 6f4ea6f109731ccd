/**
 * A set every minute, told before the work ("EMOM 8 Minutes – 4 Handstand Pushups", "5:00, on the
 * minute: 5 pushups", "E2MOM 10 min: 3 squats"): the clock counts the sets, one at the top of each
 * minute (or of every k minutes), so the line is that many sets of the work after it. Read before the
 * line is split at its colon, where the clock would become a label and its minutes a timed set; or told
 * after the work in a sentence ("15 kettlebell swings on the minute, every minute, for 15 minutes"). A
 * format after a lift's name ("Squat 20min EMOM: 3 reps @ 225") is journal-notation's.
 */
import { everyInterval, workTimes } from './journal-every-interval.ts';

// The clock: "8 minutes", "10 min", or a time of whole minutes ("5:00").
const CLOCK = String.raw`(?:(\d{1,2})\s*[-']?\s*min(?:ute)?s?|(\d{1,2}):00)`;
const EVERY = String.raw`(?:e(\d?)mom|(?:every|each|on\s+the)\s+minute(?:\s+on\s+the\s+minute)?|otm)`;
const GAP = String.raw`\s*[,;:–—-]?\s*`;
// The work: a count, then the move it counts ("4 Handstand Pushups"), never a load or a time.
const WORK = String.raw`(?=\d{1,3}\s+(?!(?:reps?|sets?|kgs?|lbs?|mins?|minutes?|secs?|seconds?)\b)\p{L})`;
const CLOCK_FIRST = new RegExp(String.raw`^\s*${CLOCK}${GAP}${EVERY}(?:\s+for)?${GAP}${WORK}`, 'iu');
const EVERY_FIRST = new RegExp(String.raw`^\s*${EVERY}(?:\s+for)?\s*${CLOCK}${GAP}${WORK}`, 'iu');
// "EMOM 10: 3 power cleans, 3 burpees": a bare count before the colon is the minutes.
const EMOM_BARE = new RegExp(String.raw`^\s*emom\s*(\d{1,2})\s*:\s*${WORK}`, 'iu');

// "we did 15 kettlebell swings on the minute, every minute, for 15 minutes": the work told first, then
// its clock, in a sentence: as many sets as minutes.
const SEP = String.raw`(?:\s*[,;]\s*|\s+)`;
const WORK_FIRST = new RegExp(
  String.raw`(?<![\d.:])(\d{1,3})\s+((?!(?:reps?|sets?|kgs?|lbs?|mins?|minutes?|secs?|seconds?)\b)\p{L}[\p{L}'’-]*(?:\s+\p{L}[\p{L}'’-]*){0,3}?)${SEP}(?:(?:on|at)\s+the\s+(?:top\s+of\s+the\s+)?minute${SEP})?(?:every|each)\s+minute(?:${SEP}on\s+the\s+minute)?${SEP}for\s+(\d{1,2})\s*-?\s*min(?:ute)?s?\b`,
  'iu',
);

/** The line as that many sets of its work, or as it was. */
export function everyMinute(line: string): string {
  const told = WORK_FIRST.exec(line);
  if (told && Number(told[3]) > 1)
    return `${line.slice(0, told.index)}${told[3]} sets of ${told[1]} ${told[2]}${line.slice(told.index + told[0].length)}`;
  const first = CLOCK_FIRST.exec(line);
  const bare = first ? null : EMOM_BARE.exec(line);
  if (bare) return Number(bare[1]) > 1 ? workTimes(Number(bare[1]), line.slice(bare[0].length)) : line;
  const m = first ?? EVERY_FIRST.exec(line);
  // Perhaps a longer interval, or one counted by rounds (journal-every-interval).
  if (!m) return everyInterval(line);
  const [minutes, clock, k] = first ? [m[1], m[2], m[3]] : [m[2], m[3], m[1]];
  const sets = Math.floor(Number(minutes ?? clock) / Number(k || 1));
  return sets > 1 ? workTimes(sets, line.slice(m[0].length)) : line;
}

// "Swings - 10 mins", "Swings EMOM 10 mins": a lift's name over the clock, the work on the row below.
const CLOCK_HEADING = new RegExp(
  String.raw`^\s*(?:[-–—•*]\s*)?(\p{L}[\p{L}\s'’-]*?\p{L})${GAP}(?:${EVERY}(?:\s+for)?${GAP})?${CLOCK}(?:${GAP}${EVERY})?\s*$`,
  'iu',
);
// "- top of the minute", "every minute", "(EMOM)": the row's clock, said after its work.
const ROW_EVERY = new RegExp(
  String.raw`\s*[,;–—-]?\s*\(?\s*(?:(?:at\s+)?(?:the\s+)?top\s+of\s+(?:the|each|every)\s+minute|${EVERY})\s*\)?`,
  'iu',
);
// "12 Sw @ 24kgs": the row's count, then the word naming its move, if any.
const ROW_WORK = /^(\s*(?:[-–—•*]\s*)?\d{1,3}\s*(?:[x×]\s*)?)(?!(?:reps?|kgs?|lbs?)\b)(\p{L}[\p{L}.]*)?/iu;

/**
 * "Swings - 10 mins" over "12 Sw @ 24kgs - top of the minute": the heading's clock counts the sets of
 * the row under it, one a minute, when the heading or the row says the work goes every minute. A row's
 * short word the heading's name starts with ("Sw" under "Swings") is that name cut short; a row with no
 * word of its own is the heading's lift.
 */
// "EMOM 10:", "EMOM 10 min:", "12 min EMOM", "E2MOM 12": the clock alone on its line, its work below.
const CLOCK_ALONE = new RegExp(
  String.raw`^\s*(?:${EVERY}\s*(?:(\d{1,2})\s*(?:min(?:ute)?s?)?|${CLOCK})|${CLOCK}\s*${EVERY})\s*:?\s*$`,
  'iu',
);
// "5 pull-ups", "- 8 thrusters (95 lb)": one move counted first.
const COUNTED_ROW =
  /^\s*(?:[-–—•·*>]+\s*)?\d{1,3}\s+(?!(?:reps?|sets?|kgs?|lbs?|mins?|minutes?|secs?|seconds?)\b)\p{L}/iu;

// "18 Minute EMOM:", "15 minute EMOM, cycling each minutes:": the clock over stations taken in turn.
const STATIONS_CLOCK = new RegExp(
  String.raw`^\s*(?:${EVERY}\s*(\d{1,2})\s*(?:min(?:ute)?s?)?|${CLOCK}\s*${EVERY})(?:\s*[,;–—-]?\s*((?:cycling|rotating|alternating)(?:\s+(?:through|each|every|the))?(?:\s+(?:minutes?|stations?|movements?))?))?\s*:\s*$`,
  'iu',
);
// "1. 100m run", "2) 4 box bar muscle ups": a numbered station.
const STATION_ROW = /^\s*\d{1,2}[.)]\s+\S/;

/**
 * Round 35: "18 Minute EMOM:" over numbered stations ("1. 9 deadlifts", "2. 6 clean and jerk", "3. 3
 * snatch"), or any clock "cycling each minute" over its rows: one station a minute in turn, so each
 * comes round the minutes over the stations ("6 rounds:" over the rows as typed). Unnumbered rows with
 * no word of turns are left as they were.
 */
function stationRounds(lines: string[], i: number): string | null {
  const m = STATIONS_CLOCK.exec(lines[i] ?? '');
  if (!m) return null;
  const row = m[6]
    ? (l: string) => STATION_ROW.test(l) || COUNTED_ROW.test(l)
    : (l: string) => STATION_ROW.test(l);
  let n = 0;
  while (n < 12 && row(lines[i + 1 + n] ?? '')) n++;
  const minutes = Number(m[2] ?? m[3] ?? m[4] ?? 0);
  const every = Number(m[1] || m[5] || 1);
  const times = n >= 2 ? Math.floor(minutes / every / n) : 0;
  return times >= 2 ? `${times} rounds:` : null;
}

// "EMOMx10", "E2MOM×6": the clock's "x" glued to its name (round 35), set apart as "EMOM x10" is.
const GLUED_TIMES = /\b(e\d?mom)([x×])(?=\d)/gi;

export function everyMinuteBlocks(lines: string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    const line = /mom[x×]\d/i.test(lines[i] ?? '')
      ? (lines[i] ?? '').replace(GLUED_TIMES, '$1 $2')
      : (lines[i] ?? '');
    const stations = stationRounds(lines, i);
    if (stations) {
      out.push(stations);
      continue;
    }
    // "EMOM 10:" over one counted move and nothing more counted: the move is the minute's work, as if
    // written on the clock's line. Over two moves or more (alternating minutes, or both each minute)
    // it is left as written.
    const alone = CLOCK_ALONE.test(line) && COUNTED_ROW.test(lines[i + 1] ?? '');
    if (alone && !COUNTED_ROW.test(lines[i + 2] ?? '')) {
      out.push(
        `${line.trim().replace(/:?$/, ':')} ${(lines[i + 1] ?? '').replace(/^\s*[-–—•·*>]+\s*/, '').trim()}`,
      );
      i++;
      continue;
    }
    const head = CLOCK_HEADING.exec(line);
    const row = lines[i + 1] ?? '';
    const work = ROW_WORK.exec(row);
    const every = ROW_EVERY.exec(row);
    if (!head || !work || !(every || new RegExp(EVERY, 'i').test(line))) {
      out.push(line);
      continue;
    }
    const name = (head[1] ?? '').trim();
    const sets = Math.floor(Number(head[3] ?? head[4] ?? 0) / Number(head[2] || head[5] || 1));
    const clean = (every ? row.slice(0, every.index) + row.slice(every.index + every[0].length) : row).trim();
    const word = (work[2] ?? '').replace(/\.$/, '').toLowerCase();
    const cut = word.length >= 2 && name.toLowerCase().startsWith(word) && word !== name.toLowerCase();
    if (sets < 2) out.push(line, row);
    else if (cut) out.push(`${sets} sets of ${work[1]}${name}${clean.slice((work[0] ?? '').trim().length)}`);
    else if (!work[2]) out.push(`${name} ${sets} sets of ${clean}`);
    else out.push(`${sets} sets of ${clean}`);
    i++;
  }
  return out;
}
