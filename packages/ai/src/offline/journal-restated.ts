/**
 * What a lifter says about sets already logged adds no sets. After the sets, a sentence that points
 * back at them ("This was 56 reps or 6440lbs", "(105 reps, 18 sets =3,350 lbs.)", "~this is the first
 * time I made it through 5 sets of 5 with 95lbs") restates them: their count, their reps summed, their
 * load, their tonnage. Its numbers go (its words stay for the note); a rate ("293lbs/min") is never a
 * set. journal-achieved asks this of every sentence, with the sentence of numbers told just before it.
 */
import { LOAD_UNIT } from './journal-words.ts';

// "3,350": one number with a thousands comma; else a plain number.
const NUMBER = /(?<![\d.,])(?:\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)(?!\d|\.\d|,\d{3})/g;
// A time told beside a restatement ("in about 20 minutes") is how long it took, not a count.
const TIME_AFTER = /^\s*(?:s|secs?|seconds?|m|mins?|minutes?|h|hrs?|hours?)\b/i;
// A total marked as one ("=3,350 lbs", "total of 4200", "4200 volume") is a sum; it need not add up.
const TOTAL_BEFORE = /(?:=|\btotal(?:\s+of)?|\bvolume(?:\s+of)?|\btonnage(?:\s+of)?)\s*~?$/i;
const TOTAL_AFTER = /^\s*(?:lbs?|kgs?|pounds?|kilos?)?\s*(?:total|volume|tonnage)\b/i;
// A sentence that points back at the sets before it: an anaphor opening it, an aside in brackets, or
// a word that the sets were got through ("made it through 5 sets of 5", "completed all 3 sets").
const POINTS_BACK =
  /^[\s~*>(,;:=–—-]*(?:this|that|these|those|which|it(?:['’]s|\s+(?:is|was))|i\.?e\.?|all\s+told|in\s+total|altogether|total)\b|^\s*\(|\b(?:made|got|pushed)\s+it\s+through\b|\bcompleted\s+(?:all|every)\b/i;
// "About 293lbs/min", "5 lbs a second", "40 kg per minute": a rate of work, never a set.
const RATE = new RegExp(
  String.raw`~?\b\d+(?:[.,]\d+)?\s*(?:${LOAD_UNIT})\s*(?:\/|per\s+|an?\s+|each\s+)(?:s|secs?|seconds?|mins?|minutes?|hrs?|hours?)\b`,
  'gi',
);

// "Total reps: 40", "Total number of reps: 40", "Total volume: 4050 lbs": a sentence headed as a total
// sums the sets before it, whether or not it adds up (a warm-up left untold, a rep miscounted).
const TOTAL_HEAD =
  /^[\s~*>(,;:=–—-]*(?:my\s+|the\s+)?total\s+(?:(?:number|no\.?|count)\s+of\s+)?(?:[\d.,]+\s+)?(?:reps?|sets?|rounds?|repetitions|volume|weight|tonnage|lifted)\b/i;

const value = (n: string) => Number(n.replace(/,/g, ''));

// A number told as a load: with its unit ("95lbs", "20-lb"), or too heavy for a count.
const UNIT_AFTER = new RegExp(String.raw`^\s*-?\s*${LOAD_UNIT}(?!\p{L})`, 'iu');
// A number called reps or sets ("105 reps") is a count however big.
const COUNT_AFTER = /^\s*(?:reps?|sets?)\b/i;
function asLoad(text: string, m: RegExpMatchArray): boolean {
  const after = text.slice((m.index ?? 0) + m[0].length);
  return UNIT_AFTER.test(after) || (value(m[0]) > 30 && !COUNT_AFTER.test(after));
}

interface Facts {
  counts: Set<number>;
  loads: Set<number>;
}

/** What the sets told before state: each number, the sets counted and summed, their tonnage. */
function facts(before: string): Facts {
  const told = [...before.matchAll(NUMBER)];
  const counts = new Set(told.map((m) => value(m[0])));
  const loads = new Set(told.filter((m) => asLoad(before, m)).map((m) => value(m[0])));
  const scheme = /\b(\d{1,2})\s+sets?\s+of\s+(\d{1,3})\b/i.exec(before);
  // "185×10,10,10,8": the list after the load, one set each.
  const list = /(?:^|[^\d.])(\d{1,3}(?:\s*[,/]\s*\d{1,3})+)(?!\d|\.\d)/
    .exec(before)?.[1]
    ?.split(/\s*[,/]\s*/);
  const sets = scheme ? Number(scheme[1]) : (list?.length ?? 0);
  const reps = scheme
    ? Number(scheme[1]) * Number(scheme[2])
    : (list ?? []).reduce((t, r) => t + Number(r), 0);
  if (sets) counts.add(sets).add(reps);
  for (const load of [...loads]) loads.add(load * reps);
  return { counts, loads };
}

// Round 35: "Back Flys: 10 @ 12 lbs. (12 @ 12 lbs.)": a whole set in brackets, a count at a load, is a
// set of its own unless that very count at that load was told before ("(10 @ 12 lbs)" restates it).
const WHOLE_SET = new RegExp(
  String.raw`^\s*\(\s*(\d{1,3})\s*(?:@|x|×|at)\s*(\d+(?:\.\d+)?)\s*(?:${LOAD_UNIT})?\.?\s*\)[\s.,;]*$`,
  'i',
);
function newSetInBrackets(sentence: string, before: string): boolean {
  const set = WHOLE_SET.exec(sentence);
  if (!set) return false;
  const same = new RegExp(String.raw`(?<![\d.])${set[1]}\s*(?:@|x|×|at)\s*${set[2]}(?![\d.]\d)`, 'i');
  return !same.test(before);
}

/** Whether a sentence restates the sets told in `before` (see the header). */
export function restates(sentence: string, before: string | undefined): boolean {
  if (!before || !POINTS_BACK.test(sentence)) return false;
  if (newSetInBrackets(sentence, before)) return false;
  if (TOTAL_HEAD.test(sentence) && /\d/.test(before)) return true;
  const { counts, loads } = facts(before);
  const told = [...sentence.matchAll(NUMBER)].filter((m) => {
    const at = m.index ?? 0;
    const after = sentence.slice(at + m[0].length);
    return !TIME_AFTER.test(after) && !TOTAL_BEFORE.test(sentence.slice(0, at)) && !TOTAL_AFTER.test(after);
  });
  // Every number is one already told, a load as a load ("3x15 (15 lb dumbbells)" gives the load): a
  // new load or count is new work.
  return told.length > 0 && told.every((m) => (asLoad(sentence, m) ? loads : counts).has(value(m[0])));
}

// "270x12,12,10 ~ which comes to 34 reps", "8,7,6, that's 21": a clause pointing back at the sets told
// in its own sentence.
const CLAUSE_BACK =
  /\s*[,;~:=–—-]\s*(?=(?:which|that['’]s|that\s+(?:is|was|makes)|this\s+(?:is|was)|i\.?e\.?|for\s+a\s+total|in\s+total|total)\b)/i;

/** A sentence with what it restates gone: its numbers when it restates `before`, its rates always. */
export function unrestated(sentence: string, before: string | undefined): string {
  const s = sentence.replace(RATE, ' ');
  const clause = CLAUSE_BACK.exec(s);
  const head = clause ? s.slice(0, clause.index) : '';
  if (clause && /\d/.test(head)) {
    const tail = s.slice(clause.index);
    return restates(tail, head) ? head + tail.replace(NUMBER, ' ') : s;
  }
  return restates(s, before) ? s.replace(NUMBER, ' ') : placedSet(s, before);
}

// "Now the last set of 140 kg is a new personal best for me": one of the sets told just before, named by
// its place and its load, is talked about, not lifted again; that load goes, the rest of the sentence
// is read as it stands. A load the sets before never told ("the last set of 150") is new work.
const PLACED_SET = new RegExp(
  String.raw`(\bthe\s+(?:last|final|first|top|heaviest)\s+set\s+(?:of|at|with|@)\s*)(\d+(?:\.\d+)?)(?=\s*${LOAD_UNIT}(?!\p{L}))`,
  'giu',
);
function placedSet(s: string, before: string | undefined): string {
  if (!before) return s;
  const { loads } = facts(before);
  return s.replace(PLACED_SET, (whole, head: string, n: string) => (loads.has(Number(n)) ? head : whole));
}
