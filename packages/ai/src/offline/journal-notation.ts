import { countedSets } from './journal-counted.ts';
import { everyMinute } from './journal-every-minute.ts';
import { pairsRepsFirst } from './journal-reps-sets.ts';
import { rampSetsFirst, setsFirst } from './journal-triples.ts';
import { LOAD_UNIT } from './journal-words.ts';

/**
 * Number notations settled on each line before it is split into chunks, each by what a coach would
 * read: "weight x sets x reps" against "weight x reps x sets" by magnitudes and the entry's own
 * convention; runs of load × reps separated by slashes, bars or arrows; a load written before its
 * sets; and format labels ("AMRAP@8:", "5min Density Block") that name no exercise and no set.
 * Rep schemes and rounds over several exercises are journal-schemes.ts.
 */

// A load first ("135x2x10", "60 kg × 3 × 20"): then the other two are sets and reps in some order.
const LOAD_TRIPLE = new RegExp(
  String.raw`(?<![\d.x×])(\d+(?:\.\d+)?)(\s*${LOAD_UNIT}|s)?(\s*[x×]\s*)(\d{1,2})(\s*[x×]\s*)(\d{1,2})(?!\d|\.\d|\s*(?:[x×#]|(?:sets?|reps?|kgs?|kilos?|lbs?|pounds?|k|min(?:ute)?s?|sec(?:ond)?s?|m)\b))`,
  'gi',
);

type Order = 'setsReps' | 'repsSets';

/** What this triple's own numbers say: sets are at most 10, so a bigger one is the reps. */
function ownOrder(b: number, c: number): Order | null {
  if (c > 10 && b >= 2 && b <= 10) return 'setsReps';
  if (b > 10 && c <= 10) return 'repsSets';
  return null;
}

/** The order the entry's unambiguous triples use, when they agree. */
export function tripleConvention(content: string): Order | null {
  const seen = new Set<Order>();
  for (const m of content.matchAll(LOAD_TRIPLE)) {
    if (!isLoad(m[1], m[2], m[4], m[6])) continue;
    const o = ownOrder(Number(m[4]), Number(m[6]));
    if (o) seen.add(o);
  }
  return seen.size === 1 ? ([...seen][0] as Order) : null;
}

function isLoad(n: string | undefined, unit: string | undefined, next?: string, last?: string): boolean {
  // "70s": a pair of dumbbells by their weight. "Rear delt raise 20x3x15": more than ten is no set count,
  // so before two small counts it is a light load (load x sets x reps), not twenty sets; "12 x 3 x 30"
  // has its load last. "0x20x3" (under "0 = unweighted"): no one does no sets or no reps, so a zero is
  // the load, none.
  return (
    Boolean(unit?.trim()) ||
    Number(n) > 20 ||
    Number(n) === 0 ||
    (Number(n) > 10 && Number(next) <= 10 && Number(last) <= 20)
  );
}

/**
 * "135x2x10", "60x3x20": with the load first, the set patterns read load × reps × sets; a triple in the
 * other order is rewritten to it. Decided by the triple's own magnitudes, else the entry's convention,
 * else setsFirst ("135x2x5" is two fives; "225x1x3" stays three singles).
 */
export function orderTriples(line: string, convention: Order | null): string {
  return line.replace(
    LOAD_TRIPLE,
    (whole, a: string, unit = '', x1: string, b: string, x2: string, c: string, at: number, all: string) => {
      if (!isLoad(a, unit, b, c)) return whole;
      const B = Number(b);
      const C = Number(c);
      // Else the order of the ramp it ends, else the entry's convention, else journal-triples' one
      // rule ("405x1x3" three singles, "240x1x5" one set of five, "225x5x3" three fives).
      const ramp = rampSetsFirst(all.slice(0, at), Number(a), B, C);
      const order =
        ownOrder(B, C) ??
        (ramp === null ? null : ramp ? 'setsReps' : 'repsSets') ??
        convention ??
        (setsFirst(B, C) ? 'setsReps' : 'repsSets');
      // "12s x 3 x 10", "20x3x15": a light load would read as sets, so the load is marked as one.
      if (unit === 's' || (!unit && Number(a) <= 20))
        return order === 'setsReps' ? ` ${b}x${c} @ ${a} ` : ` ${c}x${b} @ ${a} `;
      return order === 'setsReps' ? `${a}${unit}${x1}${c}${x2}${b}` : whole;
    },
  );
}

// An added load first ("Dips +20kg x 8 x 3", "BW+45 x 5 x 5"): the set readers take "+20kg" alone, so
// the two counts after it would read as "8 sets x 3"; the triple is put as its scheme and the load.
// Not a plus after a set ("100x5 + 60x3x10"), which joins two sets.
const ADDED_TRIPLE =
  /(?<![\d)%]\s*)\+\s*(\d+(?:\.\d+)?)(\s*(?:kgs?|lbs?|#))?\s*[x×]\s*(\d{1,2})\s*[x×]\s*(\d{1,2})(?![\d.]|\s*(?:[x×#]|(?:sets?|reps?|kgs?|lbs?|s|sec(?:ond)?s?|min(?:ute)?s?)\b))/gi;

/** "+20kg x 8 x 3" as "3x8 +20kg": sets and reps ordered as any load-first triple. */
export function addedTriples(line: string, convention: Order | null): string {
  if (!line.includes('+')) return line;
  return line.replace(ADDED_TRIPLE, (_, n: string, unit = '', b: string, c: string) => {
    const order =
      ownOrder(Number(b), Number(c)) ??
      convention ??
      (setsFirst(Number(b), Number(c)) ? 'setsReps' : 'repsSets');
    const [sets, reps] = order === 'setsReps' ? [b, c] : [c, b];
    return `${sets}x${reps} +${n}${unit.trim()}`;
  });
}

// The load last ("3 x 5 x 130", "12 x 3 x 135"): the counts before it are sets and reps in some order.
const LOAD_LAST = new RegExp(
  String.raw`(?<![\d.x×])(\d{1,2})(\s*[x×]\s*)(\d{1,2})(\s*[x×]\s*)(\d+(?:\.\d+)?)(\s*${LOAD_UNIT}|s(?![a-z\d]))?(?![\d.]*\s*[x×])`,
  'gi',
);

const BELL_LIFT =
  /\b(?:dbs?|dumb\s*bells?|kbs?|kettle\s*bells?|bells|curls?|raises?|fl(?:y|ys|ies|yes)|kickbacks?|shrugs?)\b/i;

/** "12 x 3 x 135": more than ten is the reps, so the sets come second; read as "3 x 12 x 135". */
export function orderLoadLast(line: string): string {
  return line.replace(
    LOAD_LAST,
    (whole, a: string, x1: string, b: string, x2: string, c: string, unit = '') => {
      // "Incline DB 3 x 10 x 50s": bells by their weight, which the set readers would take for seconds.
      // Not "Plank 3 x 1 x 60s", a hold, nor a light "x 20s" ("Tabata 4 x 8 x 20s") unless the line
      // names bells or a lift done with them ("Hammer curls 3x12x20s").
      if (unit === 's') {
        const light = Number(c) <= 20 && !(Number(c) >= 5 && BELL_LIFT.test(line));
        if (light || Number(a) < 2 || Number(b) < 2) return whole;
        const [sets, reps] = setsFirst(Number(a), Number(b), true) ? [a, b] : [b, a];
        return `${sets}x${reps} @ ${c}`;
      }
      const load = Boolean(unit.trim()) || Number(c) > 20;
      return load && !setsFirst(Number(a), Number(b), true) ? `${b}${x1}${a}${x2}${c}${unit}` : whole;
    },
  );
}

// "Long cycle – 24kg x 20reps x 2 16kg x 20 x 1": a whole load × reps × sets chain, a space, then the next
// chain opening on a load with its unit: the space ends the set as a comma would (read in the order
// written; a marked chain would otherwise be read after the plain one).
const SPACED_TRIPLE =
  /(?<=\d\s*(?:kgs?|lbs?|#)\s*[x×]\s*\d{1,3}(?:\s*reps?)?\s*[x×]\s*\d{1,2})[ \t]+(?=\d{1,3}(?:\.\d+)?\s*(?:kgs?|lbs?|#)\s*[x×]\s*\d{1,3}(?:\s*reps?)?\s*[x×]\s*\d)/gi;

/** The line with load × reps × sets chains run on by a space parted by commas. */
const spacedTriples = (line: string) =>
  (line.match(/[x×]/gi)?.length ?? 0) >= 4 ? line.replace(SPACED_TRIPLE, ', ') : line;

/**
 * "135 x5/ 165 x3/ 195 x3", "60kg x 8 > 70kg x 5", "95x5 -> 105x3": a separator between load × reps
 * sets ends a set; not "65 x 8/8/5", one load and its reps.
 */
export function splitSetRuns(line: string): string {
  return spacedTriples(line).replace(
    /(?<=(?:\d|\bbw)\s*(?:kgs?|lbs?|#)?\s*[x×]\s*\d{1,3}(?:\s*reps?)?)\s*(?:\/|\||>|->|→|=>|[-–—](?=\s))\s*(?=(?:\d+(?:\.\d+)?\s*(?:kgs?|lbs?|#)?|bw)\s*[x×]\s*\d)/gi,
    '; ',
  );
}

/** A load as lifters write one: heavier than a count, not a year ("2021/08/19"). */
const heavy = (n: string) => Number(n) >= 40 && !(Number(n) >= 1900 && Number(n) < 2100);

/**
 * "Squat 225/5/3": a load, then reps and sets, as "225 x 5 x 3" (orderTriples settles which is which);
 * not "60/70/80" (loads) nor "50/40/30" (a reps scheme), whose later numbers are too big for counts.
 * "Squat 225/3x5", "Bench 135 - 2x10, 185 - 2x5": a load, then its sets × reps.
 */
export function loadBeforeSets(line: string): string {
  return line
    .replace(
      /(?<![\d./])(\d{2,4}(?:\.\d+)?)\s*\/\s*(\d{1,2})\s*\/\s*(\d{1,2})(?![\d./])/g,
      (whole, a: string, b: string, c: string) =>
        heavy(a) && Number(b) <= 12 && Number(c) <= 12 ? `${a} x ${b} x ${c}` : whole,
    )
    .replace(
      /(?<![\d.x×/]\s*)(\d{2,4}(?:\.\d+)?)(\s*(?:kgs?|lbs?|#))?\s*(?:\/|\s[-–—:]|-)\s*(\d{1,2}\s*[x×]\s*\d{1,2})(?![\d.]|\s*[x×/@]|\s*(?:kgs?|lbs?|#)\b)/gi,
      (whole, a: string, unit: string | undefined, sets: string) =>
        heavy(a) ? `${sets} @ ${a}${unit ?? ''}` : whole,
    );
}

// "AMRAP@8", "5min Density Block", "Density Block (5min)", "Back-off sets": how sets were done, not a
// lift. The number after "@" is an effort (1-10): "AMRAP @ 185: 12" is a set at 185. Not drop sets or rest-pause, whose word says how the loads and reps after it go.
const MINUTES = String.raw`\d{1,2}\s*[-']?\s*min(?:ute)?s?`;
const FORMAT = String.raw`(?:${MINUTES}\s+)?(?:amrap|emom|e2mom|density(?:\s+block)?|block|circuit|finisher|ladder|top\s+sets?|back[\s-]*offs?(?:\s+sets?)?|working\s+sets?)(?:\s*\(\s*${MINUTES}\s*\))?(?:\s*(?:@\s*(?:rpe\s*)?(?:10|[1-9])(?:\.\d+)?(?![\d.])|rpe\s*\d+(?:\.\d+)?))?`;
// Any word a format label holds: a line without one has no label to drop.
const FORMAT_WORD =
  /amrap|e\d?mom|density|block|circuit|finisher|ladder|top\s+set|back[\s-]*off|working\s+set|drop\s*set/i;
const FORMAT_LABEL = new RegExp(
  // "Back-offs 275x5x3": with no colon, only before a set.
  String.raw`^\s*(?:${FORMAT})(?:\s*(?:\+|&|and)\s*(?:${FORMAT})){0,3}\s*(?::\s*(?=\S)|[-–—]?\s+(?=\d+(?:\.\d+)?\s*(?:kgs?|lbs?|#)?\s*[x×@]|bw\b))`,
  'i',
);
const FORMAT_TAIL = new RegExp(
  String.raw`\s+(?:${FORMAT})(?:\s*(?:\+|&|and)\s*(?:${FORMAT})){0,3}\s*(?=:|$)`,
  'i',
);
// "Squat 20min EMOM: 3 reps @ 225", "Squat E2MOM 10 min: 225x2": a set every minute (or every k
// minutes) is that many sets of what follows; a list after it counts its own sets.
const EMOM_AFTER_NAME =
  /^([^\d:]*\p{L}[^\d:]*?)\s+(?:(\d{1,2})\s*[-']?\s*min(?:ute)?s?\s+e(\d?)mom|e(\d?)mom\s*(?:for\s*)?(\d{1,2})\s*[-']?\s*min(?:ute)?s?)\s*:\s*(?=\d)/iu;

function emomSets(line: string): string | null {
  const m = EMOM_AFTER_NAME.exec(line);
  if (!m) return null;
  const sets = Math.floor(Number(m[2] ?? m[5]) / Number(m[3] || m[4] || 1));
  const rest = line.slice(m[0].length).trim();
  const loadReps = /^(\d+(?:\.\d+)?)\s*(kgs?|lbs?|#)?\s*[x×]\s*(\d{1,2})$/i.exec(rest);
  if (loadReps && (loadReps[2] || Number(loadReps[1]) > 10))
    return `${m[1]}: ${sets} sets of ${loadReps[3]} reps @ ${loadReps[1]}${loadReps[2] ?? ''}`;
  if (/^\d{1,3}(?:\s*reps?)?(?:\s*(?:@|at\b).*)?$/i.test(rest) && sets > 0)
    return `${m[1]}: ${sets} sets of ${rest}`;
  return `${m[1]}: ${rest}`;
}

/**
 * "AMRAP@8: 145×16@8", "5min Density Block: 135×8,8,8" under a lift: the label goes, the sets stay
 * the lift's. "Lat Pulldown 7min Density Block:", "TnG Bench AMRAP@8 + 5min Density Block:": the
 * format after a name goes, so its minutes and RPE are not sets.
 */
export function dropFormatLabels(line: string): string {
  // "Drop set: 30x10, 20x8, 10x6": no label, so the drop stays said on the sets' own line.
  const drop = /^\s*(drop\s*sets?)\s*:\s*(?=\d)/i.exec(line);
  if (drop) return `${drop[1]} ${line.slice(drop[0].length)}`;
  // A header is short; a long line is no label, and the patterns below need not scan it.
  if (line.length > 160) return line;
  const emom = emomSets(line);
  if (emom) return emom;
  const label = FORMAT_LABEL.exec(line);
  if (label) return line.slice(label[0].length);
  const tail = FORMAT_TAIL.exec(line);
  if (tail && /\p{L}{2}/u.test(line.slice(0, tail.index)) && !/\d/.test(line.slice(0, tail.index)))
    return `${line.slice(0, tail.index)}${line.slice(tail.index + tail[0].length)}`;
  return line;
}

/** Every rewrite above, in the order they build on each other. */
export function settleNotation(line: string, convention: Order | null): string {
  // Most lines hold none of these notations: two quick looks spare them every pattern.
  const timed = /mom\b|minute|otm\b|\bevery\s+\d/i.test(line) ? everyMinute(line) : line;
  const labelled = countedSets(FORMAT_WORD.test(timed) ? dropFormatLabels(timed) : timed);
  if (!/\d\s*(?:kgs?|lbs?|#|s)?\s*[x×/\-–—]/i.test(labelled)) return labelled;
  return orderLoadLast(
    orderTriples(
      loadBeforeSets(splitSetRuns(addedTriples(pairsRepsFirst(labelled, convention), convention))),
      convention,
    ),
  );
}
