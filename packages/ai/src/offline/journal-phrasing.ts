import { cardioWord } from './journal-cardio.ts';
import { SIDE_WORD } from './journal-counts.ts';
import { resolveName } from './journal-names.ts';
import { LOAD_UNIT } from './journal-words.ts';

/**
 * Ways of saying a set that the number patterns read only once they are put plainly, rewritten on
 * one line before it is split:
 * - a timed set with its rep total ("Snatch(24kg) 16 rpm x 8 minutes - 128 reps", "Jerk: 2 x 20kg -
 *   5 minutes - 28 jerks in total"): the total is the set's reps, the one load with a unit its load;
 *   one told in a sentence ("A 7 minute set of 24kg one arm clean and jerks … (60 reps total)", "A 5
 *   minute set of snatches with the 24kg bell for 30 reps each hand"): its move after "set of", its reps
 *   the total or both hands' (the hand is switched inside the one set);
 * - how long a count of a move took ("100 swings in 5 minutes", "10x Turkish get-ups within 10
 *   minutes"): a remark on the set, not a timed set; a distance's ("3 miles in 25 minutes") is a bout's;
 * - reps × sets with the sets labelled ("Pushups 15 x 3 sets", "12 reps x 4 sets");
 * - a set described ("a brutal set of 3", "2 hard sets of 5"): the words say nothing of the numbers;
 * - loads listed, then the reps they share ("40kg, 60kg, and 100kg for sets of six");
 * - a minute mark ("Stairs: 10' work", "Row 20′");
 * - a load "on" its lift, then its reps ("Hit 225 on bench for 3", "went up to 180 on deadlift for 1"):
 *   the lift first, as lifters more often write it ("bench 225 for 3");
 * - schemes joined by "and" before one lift named after them ("5 sets of 30 and 10 sets of 50 of seated
 *   calf raises"): each scheme with the name.
 */

const LOAD = String.raw`\d{1,3}(?:\.\d+)?`;
const COUNTS = 'one two three four five six seven eight nine ten eleven twelve'.split(' ');
const COUNT_WORDS = COUNTS.join('|');

// "8 minutes", "10 min", "5'": how long the set ran.
const DURATION = /\b\d{1,3}\s*(?:min(?:ute)?s?)\b|\b\d{1,2}\s*['’′](?![\d'’′a-z])/i;
// "- 128 reps" at the end, "28 jerks in total", "150 swings total", "total 60 reps", "total: 60".
// Not a bout's distance ("3.6 miles total"): a total of reps is a whole count with no unit of distance.
const TOTAL =
  /(?<![\d.])\b(\d{1,4})\s+(?:(?!(?:miles?|mi|km|k|kilomet(?:er|re)s?|meters?|metres?|m|yards?|yds?|laps?)\b)[a-z]+\s+)?(?:in\s+)?total\b|\btotal(?:\s+(?:of|reps?))?\s*[:=]?\s*(\d{1,4})\b(?!\s*(?:kgs?|lbs?|min|sec))|[-–—,;]\s*(\d{1,4})\s*reps?\s*\.?\s*$/i;
const UNIT_LOAD = new RegExp(String.raw`(?<![\d.])(${LOAD})\s*(${LOAD_UNIT})(?![a-z])`, 'gi');

// "A 7 minute set of", "a 10-min set of": one timed set told in a sentence, its move after "of".
const TIMED_ONE_SET = /^\s*(?:an?|one|my)\s+\d{1,2}[\s-]*min(?:ute)?s?\s+set\s+of\s+/i;
// "for 30 reps each hand", "30 per arm": reps told for each hand of a set that switched hands.
const EACH_HAND = /\b(\d{1,3})\s*(?:reps?\s+)?(?:each|per|a)\s+(?:hand|arm|side)\b/i;
// The move's words end at its rate, reps, bell or aside: "… jerks at a consistent", "snatches with the".
const MOVE_END = /\s+(?:at|for|with|using|@|in)\b|\s*[(,.;:]/i;

/** "A 5 minute set of snatches with the 24kg bell for 30 reps each hand" → "snatches: 60 reps @ 24kg". */
function timedOneSet(line: string): string | null {
  const head = TIMED_ONE_SET.exec(line);
  if (!head) return null;
  const rest = line.slice(head[0].length);
  const total = TOTAL.exec(rest);
  const hands = total ? null : EACH_HAND.exec(rest);
  const reps = total ? (total[1] ?? total[2] ?? total[3]) : hands ? String(2 * Number(hands[1])) : null;
  // A bracketed load is the first one's conversion ("24kg (53lb)").
  const load = [...rest.replace(/\([^()]*\)/g, ' ').matchAll(UNIT_LOAD)][0];
  const move = rest.replace(new RegExp(String.raw`^(?:${LOAD})\s*${LOAD_UNIT}(?![a-z])\s*`, 'i'), '');
  const end = MOVE_END.exec(move);
  const name = (end ? move.slice(0, end.index) : move).trim();
  if (!reps || !name || name.split(/\s+/).length > 5 || !resolveName(name, false)?.exercise) return null;
  return `${name}: ${reps} reps${load ? ` @ ${load[1]} ${load[2]}` : ''}`;
}

// "100 swings in 5 minutes", "10x Turkish get-ups within 10 minutes": the time a count of a move took.
const COUNT_IN_TIME =
  /(?<![\d.:])((?:\d{1,2}\s*[x×]\s*)?\d{1,4}(?:\s*[x×]\s*|\s+)(\p{L}[\p{L}'’-]*(?:\s+\p{L}[\p{L}'’-]*){0,4}?))\s+((?:in|within)\s+(?:(?:just\s+)?(?:under|over)\s+|less\s+than\s+|about\s+)?\d{1,3}(?::\d{2})?\s*-?\s*(?:minutes?|mins?|seconds?|secs?)\b)(?!\s*\))/giu;
// A distance or time is a bout's count, never a move's reps; "400 swing reps in 15 min" a total the rows
// under it make, left as it was read.
const NOT_A_MOVE =
  /^(?:miles?|mi|km|k|kilomet(?:er|re)s?|meters?|metres?|m|yards?|yds?|laps?|minutes?|mins?|seconds?|secs?|hours?|hrs?|rounds?|sets?|reps?|times)\b/i;
const timeTaken = (whole: string, set: string, move: string, time: string) =>
  NOT_A_MOVE.test(move) || /\breps?\b/i.test(move) || cardioWord(move) || !resolveName(move, false)?.exercise
    ? whole
    : `${set} (${time})`;

/** "Snatch(24kg) 16 rpm x 8 minutes - 128 reps" → "Snatch: 128 reps @ 24kg": one set of the total. */
function timedTotal(line: string): string {
  if (!DURATION.test(line)) return line;
  const one = timedOneSet(line);
  if (one) return one;
  const total = TOTAL.exec(line);
  const reps = total?.[1] ?? total?.[2] ?? total?.[3];
  if (!total || !reps || Number(reps) < 1) return line;
  const loads = [...line.matchAll(UNIT_LOAD)];
  const distinct = new Set(loads.map((m) => Number(m[1])));
  if (distinct.size > 1) return line;
  // The name: the words before the first number, bracket or colon.
  const name = /^\s*([\p{L}][\p{L}\s&'’.-]*?)\s*(?=[(:\d]|$)/u.exec(line)?.[1];
  if (!name || name.split(/\s+/).length > 5) return line;
  const load = loads[0] ? ` @ ${loads[0][1]} ${loads[0][2]}` : '';
  return `${name}: ${reps} reps${load}`;
}

// "15 x 3 sets", "12 reps x 4 sets", "10 × 3 sets": the count before x is reps, the one after it sets.
const REPS_BY_SETS =
  /(?<![\d.x×@/-]\s*)\b(\d{1,3})\s*(?:reps?\s*)?[x×*]\s*(\d{1,2})\s*sets?\b(?!\s*(?:of|x|×)\b)/gi;

// "a brutal set of 3", "an ugly set of 5", "2 hard sets of 5", "a disgustingly heavy set of 3".
const DESCRIBED_SET =
  /\b(a|an|\d{1,2})\s+((?!(?:first|second|third|fourth|fifth|last|other|more|few|couple|of|x|reps?|sets?|and|at|for|with|kgs?|lbs?|pounds?|kilos?|min|mins|sec|secs)\b)[a-z]+\s+){1,2}(?=sets?\s+of\s+\d)/gi;

// "40kg, 60kg, 80kg, and 100kg for sets of six", "100, 120 and 140 kg for a set of 5", "went from
// 60kg through 70 and 80 kg doing sets of ten reps". The spaces before a separator are the one "\s*"'s
// alone: with two ways to take each space, "15lb / 15lb / …" took time doubling with every load.
const LOADS_FOR_SETS = new RegExp(
  String.raw`(?<![\d.x×]\s*)(?:\b(?:doing|did|using|went|worked)\s+(?:with\s+|from\s+)?)?\b((?:${LOAD}(?:\s*${LOAD_UNIT})?\s*(?:,\s*(?:and\s+)?|(?<=\s)(?:and|through)\s+|\/\s*))+${LOAD}\s*(${LOAD_UNIT}))\s+(?:for|doing)\s+(?:a\s+set|sets|each|one\s+set|1\s+set)\s+of\s+(\d{1,2}|${COUNT_WORDS})\b(?:\s*reps?\b)?`,
  'gi',
);

// The words LOADS_FOR_SETS ends on, looked for first: tried at every number of a long list of them
// that has none ("5,5,5,…"), LOADS_FOR_SETS is quadratic.
const FOR_SETS_OF = /\b(?:for|doing)\s+(?:a\s+set|sets|each|one\s+set|1\s+set)\s+of\s/i;

// "loaded the bar to 85kg and got a set of 5", "140 lbs and did 2 sets of 8": the sets are that load's.
const LOAD_THEN_GOT = new RegExp(
  String.raw`(\b${LOAD}\s*${LOAD_UNIT})\s*,?\s+and\s+(?:then\s+)?(?:got|did|hit|managed|ground\s+out)\s+(?=(?:a|an|one|\d{1,2})\s+sets?\s+of\s+\d)`,
  'gi',
);

// "5 sets of 30 and 10 sets of 50 of weighted seated calf raises": schemes joined by "and" before one
// lift named after the last are all that lift's; the name is said after each, so no lift told before the
// sentence takes the first.
const SETS_OF = String.raw`\d{1,2}\s*sets?\s+of\s+\d{1,3}(?:\s*reps?)?`;
const SCHEMES_OF_ONE = new RegExp(
  String.raw`\b(${SETS_OF}(?:\s*,\s*${SETS_OF})*)(\s*,?\s+and\s+)(${SETS_OF})\s+of\s+((?!(?:them|those|these|it|each|every|which)\b)\p{L}[\p{L}\s'’-]{2,40}?)(?=\s*(?:[.,;!?]|$))`,
  'giu',
);
const eachNamed = (_: string, first: string, and: string, last: string, name: string) =>
  `${first
    .split(/\s*,\s*/)
    .map((s) => `${s} of ${name}`)
    .join(', ')}${and}${last} of ${name}`;

function loadsForSets(whole: string, list: string, unit: string, count: string): string {
  const reps = String(COUNTS.indexOf(count.toLowerCase()) + 1 || count);
  const loads = list
    .split(/\s*(?:,\s*(?:and\s+)?|\s+and\s+|\s+through\s+|\/)\s*/)
    .map((l) => l.replace(/[^\d.]/g, ''));
  // Loads a coach would read as loads: each heavier than the reps.
  if (loads.some((l) => !l || Number(l) <= Number(reps))) return whole;
  return loads.map((l) => `${reps} reps @ ${l} ${unit}`).join(', ');
}

// "Hit 225 on bench for 3", "got 100kg on the squat for a double": only when the words after "on" name a
// lift ("225 on the bar for 3", "5 on the treadmill for 30 minutes" stay).
const LOAD_ON_LIFT = new RegExp(
  String.raw`\b(${LOAD}(?:\s*${LOAD_UNIT})?)\s+on\s+(?:the\s+|my\s+)?(\p{L}[\p{L}'’-]*(?:\s+\p{L}[\p{L}'’-]*){0,2}?)\s+for\s+(?=(?:\d{1,2}|an?|one|two|three|four|five)\b(?!\s*(?:min(?:ute)?s?|sec(?:ond)?s?|hours?|h|miles?|mi|km|m)\b))`,
  'giu',
);
const liftFirst = (whole: string, load: string, name: string) =>
  resolveName(name, false)?.exercise ? `${name} ${load} for ` : whole;

/** One line's phrasing put plainly (see the header). */
export function plainPhrasing(line: string): string {
  if (!/\d/.test(line)) return line;
  const sets = timedTotal(line)
    .replace(COUNT_IN_TIME, timeTaken)
    .replace(REPS_BY_SETS, '$2 sets of $1 reps')
    .replace(DESCRIBED_SET, '$1 ');
  // Looked for in what the steps before left, as they may write the words ("3 sets of 8 reps").
  return (FOR_SETS_OF.test(sets) ? sets.replace(LOADS_FOR_SETS, loadsForSets) : sets)
    .replace(LOAD_THEN_GOT, '$1 for ')
    .replace(LOAD_ON_LIFT, liftFirst)
    .replace(SCHEMES_OF_ONE, eachNamed)
    .replace(/\b(\d{1,2})\s*['’′](?![\d'’′a-z])(?=\s*(?:[a-z]|$))/gi, '$1 min ');
}

const UNIT_LOAD_ONE = String.raw`\d+(?:\.\d+)?\s*${LOAD_UNIT}(?![a-z])`;
// "at 8 lbs each, 10 reps and 3 sets each", "with 20 kg: 3 sets and 12 reps": a load, then the reps
// and the sets joined by "and", in either order.
const LOAD_THEN_SCHEME = new RegExp(
  String.raw`(?:\b(?:at|with)\s+|@\s*)(${UNIT_LOAD_ONE})(?:\s+each)?\s*[,:]?\s+(?:(\d{1,3})\s*reps?\s*,?\s*and\s+(\d{1,2})\s*sets?|(\d{1,2})\s*sets?\s*,?\s*and\s+(\d{1,3})\s*reps?)\b(?:\s+(?:each|total|in\s+total|in\s+all))?`,
  'gi',
);
// "2 sets calf raises (10 per set)", "3 sets lunges, 12 reps each": the sets before the name, the reps
// after it.
const SETS_NAME_REPS =
  /\b(\d{1,2})\s*sets?\s+(?!of\b|and\b|x\b)(\p{L}[\p{L}\s'’-]{1,40}?)\s*[(,]?\s*(\d{1,3})\s*(?:reps?\s+)?(?:per|each|a)(?:\s+set)?\s*\)?(?=\s*(?:[.;,(]|$))/giu;

/**
 * A scheme told in words around the name, put as "for S sets of R reps at load" where the name ends: the
 * load, reps and sets in any order after the names ("I did curls and rows at 8 lbs each, 10 reps and 3
 * sets each"), or the sets before the name and the reps after it ("2sets calf raises (10 per set)").
 * Lifts sharing the scheme then get a line each (journal-shared).
 */
export function schemeInWords(line: string): string {
  if (!/\bsets?\b/i.test(line)) return line;
  return line
    .replace(
      LOAD_THEN_SCHEME,
      (_, load: string, r1?: string, s1?: string, s2?: string, r2?: string) =>
        `for ${s1 ?? s2} sets of ${r1 ?? r2} reps at ${load}`,
    )
    .replace(SETS_NAME_REPS, '$2 $1 sets of $3 reps');
}

const SET_ROW = /^\s*set\s*1\s*[:.)-]/i;

/**
 * "Deadlift 6 sets / 5 - 8 reps / 3 min rest Set 1: 135 lbs x 8 Set 2: 185 lbs x 8": numbered set rows
 * run together on one line go on lines of their own, and a scheme on the name line above numbered rows
 * is the plan those rows log, not more sets. "25 lbs + body weight x 6": the added load is the set's.
 */
export function setRowsApart(content: string): string {
  if (!/\bset\s*2\s*[:.)-]/i.test(content)) return content;
  const lines = content
    .split(/\r?\n/)
    .flatMap((l) =>
      /\bset\s*1\s*[:.)-]/i.test(l) && /\bset\s*2\s*[:.)-]/i.test(l)
        ? l.split(/\s+(?=set\s*\d{1,2}\s*[:.)-])/i)
        : [l],
    );
  return lines
    .map((l, i) => {
      // "…it consisted of five sets:-" a blank line above "Set 1: 20": still the rows' name line.
      const row = SET_ROW.test(lines.slice(i + 1).find((n) => n.trim()) ?? '') && !SET_ROW.test(l);
      const plan = row ? /\s*[-–:(]?\s*\b\d{1,2}\s*sets?\b.*$/i.exec(l) : null;
      const head = plan && /\p{L}{3}/u.test(l.slice(0, plan.index)) ? l.slice(0, plan.index) : l;
      return /^\s*set\s*\d/i.test(head)
        ? head
            .replace(/(\d\s*(?:kgs?|lbs?|pounds?|#))\s*\+\s*(?:body\s*weight|bw)\b/gi, '$1')
            .replace(/\b(?:body\s*weight|bw)\s*\+\s*(?=\d+(?:\.\d+)?\s*(?:kgs?|lbs?|pounds?|#))/gi, '')
        : head;
    })
    .join('\n');
}

// Not "single leg squats", "double-arm swings": a side, the lift's own name.
const KIND_WORDS = new RegExp(
  String.raw`\b(?:singles?|doubles?|triples?)\b(?![\s-]*${SIDE_WORD}\b)(?:\s*(?:and|&|\/|,)\s*(?:singles?|doubles?|triples?)\b)*`,
  'gi',
);
const KIND_WORD = new RegExp(KIND_WORDS.source, 'i');
// "100kg x2 reps", "105 x1", "3 reps @ 100": a line whose reps are written out.
const OWN_REPS = /\d\s*(?:kgs?|lbs?|#)?\s*[x×]\s*\d|\d\s*reps?\b/i;

/**
 * "10min heavy snatch doubles and singles" above "Hit 100kg x2 reps", "Heavy bench single for today"
 * above "155x1": a heading that names the kind of sets to come (one or many), when the lines below write their own reps, is no set itself; its lift still heads them.
 */
export function kindHeadings(content: string): string {
  if (!KIND_WORD.test(content)) return content;
  const lines = content.split(/\r?\n/);
  return lines
    .map((l, i) => {
      // Nothing on the heading but words and a duration ("10min") besides the kind.
      const bare = l.replace(/\b\d{1,3}\s*(?:min(?:ute)?s?|sec(?:ond)?s?)\b/gi, ' ');
      if (!KIND_WORD.test(bare) || /\d/.test(bare)) return l;
      const next = lines.slice(i + 1).find((n) => n.trim());
      return next && OWN_REPS.test(next) ? bare.replace(KIND_WORDS, ' ').replace(/\s+/g, ' ').trim() : l;
    })
    .join('\n');
}
