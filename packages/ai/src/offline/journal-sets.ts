/**
 * Reads the numbers out of one journal chunk ("3x8 @185 rpe 8", "225 for 5", "+25", "with 60s") and
 * returns what is left over, which is where the exercise name is.
 */
import type { WeightUnit } from '../schemas.ts';
import { CARDIO_QUANTITY, PACE, SPEED } from './journal-cardio.ts';
import { countsForLoad } from './journal-loads.ts';
import {
  A_LOAD,
  ADDED,
  AT_WEIGHT,
  EFFORT,
  LIFTED,
  LOAD_X_REPS_LIST,
  MADE_ONCE,
  ORDINAL_SET,
  ORDINALS,
  RECORD,
  TIMED_SETS,
  WITH_UNIT,
} from './journal-patterns.ts';
import { prepareChunk } from './journal-prepare.ts';
import { type Lb, num, pluralLift, type Take, takeChains, takeSetGroups } from './journal-set-groups.ts';
import type { ChunkNumbers, SetGroup } from './journal-types.ts';
import { parseUnit, toPounds } from './units.ts';

const QUANTITY_TIMES = new RegExp(
  String.raw`(?:${CARDIO_QUANTITY.source})(?:\s*x\s*(\d{1,2})\b(?![.\d]|\s*(?:reps?|kgs?|lbs?|%)))?`,
  'gi',
);
// "with 3 sets of", "with 3 rounds of": the number after "with" counts sets.
const SETS_AFTER = /^\s*(?:sets?|rounds?)\b/i;
// What a read number leaves behind: a space for the patterns, a mark for where the name can sit.
const MARK = '\u2063';
const TAKEN = ` ${MARK} `;

export type { ChunkNumbers, SetGroup } from './journal-types.ts';

// A load told as lifted once: a record, "a 315 squat", a lift's verb ("benched 225"), an attempt or a
// load that "went". Not "I lifted 10 pound dumbbells for bicep curls": a load told as the implement's
// weight is what the sets were done with, lifted how many times the rest says.
const toldOnce = (s: string) =>
  RECORD.test(s) || A_LOAD.test(s) || (LIFTED.test(s) && !IMPLEMENT_LOAD.test(s)) || MADE_ONCE.test(s);
const IMPLEMENT_LOAD =
  /\d(?:\.\d+)?[ \t]*(?:-[ \t]*)?(?:lbs?|kgs?|#|pounds?|kilos?)?[ \t]+(?:dumbbells?|dbs?|kettlebells?|kbs?|bells)\b/i;

export function extractNumbers(raw: string, defaultUnit: WeightUnit): ChunkNumbers {
  const prepared = prepareChunk(raw);
  let text = ` ${prepared} `;
  const groups: SetGroup[] = [];
  let rpe: number | null = null;
  const efforts: number[] = [];
  let weight: number | null = null;
  let sets: number | null = null;
  let reps: number | null = null;
  let repsList: number[] | null = null;
  let bodyweightHint = false;
  const lb: Lb = (v, u) => toPounds(num(v), parseUnit(u) ?? defaultUnit);
  const take: Take = (re, fn) => {
    text = text.replace(re, (...args: (string | number | undefined)[]) => {
      // replace() passes the match, the groups, then offset and input: keep the strings.
      const declined = fn(args.slice(0, -2).map((a) => (typeof a === 'string' ? a : undefined))) === false;
      return declined ? String(args[0]) : TAKEN;
    });
  };

  // Effort first, so "@8 rpe" is not read as a weight. "rpe 8" wins over "8 rpe", whose number may
  // belong to a set ("315x5 rir 2").
  const effort = (word: 'rir' | 'rpe', toRpe: (n: number) => number) => {
    let found = false;
    take(EFFORT[word][0], (m) => {
      rpe = toRpe(num(m[1]));
      efforts.push(rpe);
      found = true;
    });
    if (found) return;
    take(EFFORT[word][1], (m) => {
      rpe = toRpe(num(m[1]));
      efforts.push(rpe);
    });
  };
  // Time and distance ("10 min bike", "5k") are not reps or loads: kept to log as cardio.
  let cardio: string | null = null;
  take(/\bwith\s*(?:the\s+|my\s+|a\s+pair\s+of\s+)?(\d+)s\b/g, (m) => {
    weight = lb(m[1], undefined);
  });
  // "Plank 3 x 1 min", "3 x 50 yards": that many timed or distance sets.
  let timedSets: number | null = null;
  take(TIMED_SETS, (m) => {
    timedSets = m[1] ? num(m[1]) : 1;
  });
  // "5 minutes at 4 MPH", "incline walk @ 6 km/h": a speed, not a load nor a distance.
  take(SPEED, () => {});
  // A bout's time, distance and pace all go to its note: "1.43 miles, 24:19, 17:00 pace".
  const paces: string[] = [];
  take(PACE, (m) => {
    paces.push(m[3] ? `${m[3]} min pace` : `${m[1] ?? m[2]} pace`);
  });
  const told: string[] = [];
  // "Ran 400m x 6", "Plank 60 sec x 3": a count after the quantity is how many, as before it.
  take(QUANTITY_TIMES, (m) => {
    told.push((m[0] ?? '').replace(/\s*x\s*\d+$/i, '').trim());
    if (m[1]) timedSets = num(m[1]);
  });
  if (told.length || paces.length) cardio = [...told, ...paces].join(', ');
  // "(x 3)" after a set, rewritten by the line reader: that set, three times.
  let times: number | null = null;
  let ordinal: number | 'l' | null = null;
  let each = false;
  take(ORDINAL_SET, (m) => {
    ordinal = ORDINALS[m[1] ?? ''] ?? 'l';
  });
  // "10 reps each set": the numbers hold for every set of the line.
  take(/\b(?:each|every|per|all(?:\s+the)?)\s+sets?\b/g, () => {
    each = true;
  });
  take(/\bagainx(\d+)\b/g, (m) => {
    times = num(m[1]);
  });
  effort('rir', (n) => 10 - n);
  effort('rpe', (n) => n);
  // "3 x max", "2xAMRAP", "3xF": sets to failure, reps unknown
  take(/\b(\d+)\s*x\s*(?:max|amrap|failure|f)\b/g, (m) => {
    groups.push({ sets: num(m[1]), reps: [null], weight: null, rpe: null });
  });
  // "65 x 8/8/5": one load, a list of reps.
  take(LOAD_X_REPS_LIST, (m) => {
    const a = num(m[1]);
    if (!m[2] && a <= 10) return false;
    const list = (m[3] ?? '').split('/').map((r) => num(r.trim()));
    groups.push({ sets: list.length, reps: list, weight: lb(m[1], m[2]), rpe: null });
  });
  // "bench singles", "triples at 315": the reps in a word. Not "the singles felt easy": the sets told
  // before, talked about.
  take(
    /(?<!\b(?:the|those|these)\s+)\b(singles?|doubles?|triples?)\b(?![\s-]*(?:legs?|arms?|hands?|kettlebells?|kbs?|dbs?|dumbbells?|unders?)\b)/g,
    (m) => {
      reps ??= { s: 1, d: 2, t: 3 }[(m[1] ?? 's').charAt(0) as 's' | 'd' | 't'];
    },
  );
  // "BW+10 x 8": an added load first, so its number is not read as a set count.
  take(ADDED, (m) => {
    weight = lb(m[1], m[2]);
    bodyweightHint = true;
  });
  takeChains(take, lb, groups);
  take(/\bx\s*(\d+)\s*sets\b/g, (m) => {
    sets = num(m[1]);
  });
  takeSetGroups(take, lb, groups, () => text);
  // Round 36: up to 25 counts ("1/2/3/4/5" three times over, ladders written out rung by rung); a
  // longer list read in two pieces kept only the last piece's counts.
  take(/\b(\d+)(?:\s*\/\s*(\d+)){1,24}\b/g, (m) => {
    const list = (m[0] ?? '').split('/').map((s) => num(s.trim()));
    // "Squat: 3/5/225": sets/reps/load, since no one does 225 reps of a loaded lift.
    if (list.length === 3 && (list[2] ?? 0) > 50 && (list[0] ?? 99) <= 10 && (list[1] ?? 99) <= 30)
      groups.push({
        sets: list[0] ?? 1,
        reps: [list[1] ?? null],
        weight: toPounds(list[2] ?? 0, defaultUnit),
        rpe: null,
      });
    else repsList = list;
  });
  // "set of 30", "another set of 30": one set.
  take(/\bsets?\s+of\s+(\d+)\b(?:\s*reps?\b)?/g, (m) => {
    groups.push({ sets: 1, reps: [num(m[1])], weight: null, rpe: null });
  });
  // A load written with its unit ("with 5 lbs", "the 5lbs ball"), apart from the pairs: their counts.
  let loadWritten = false;
  take(AT_WEIGHT, (m) => {
    const v = num(m[1]);
    // "I started with 40 swings": a count of the lift named right after it, not a load; "Finished with 3
    // sets of curls", "with 3 rounds of": a count of sets.
    const after = text.slice(text.indexOf(m[0] ?? '') + (m[0] ?? '').length);
    if (!m[2] && /^with\b/.test(m[0] ?? '') && (pluralLift(after) || SETS_AFTER.test(after))) return false;
    // "185x5 @8", "Squat 3x5 @8 225": a small bare number beside a load is an RPE.
    const hasWeight =
      weight !== null || groups.some((g) => g.weight !== null) || / (?:[3-9]\d|\d{3,4}) /.test(text);
    if (!m[2] && v <= 10 && hasWeight) {
      rpe = v;
      efforts.push(v);
    } else {
      weight = lb(m[1], m[2]);
      loadWritten ||= Boolean(m[2]);
    }
  });
  take(WITH_UNIT, (m) => {
    weight = lb(m[1], m[2]);
    loadWritten = true;
  });
  take(/\b(?:for\s*)?(\d+)\s*reps?\b/g, (m) => {
    reps = num(m[1]);
  });
  take(/\bx\s*(\d+)\b/g, (m) => {
    reps = num(m[1]);
  });
  take(/\b(\d+)\s*sets?\b/g, (m) => {
    // "Work Set: 235": no one does 235 sets; a number that big beside "set" is the set's load.
    if (num(m[1]) > 30 && weight === null) weight = lb(m[1], undefined);
    else sets = num(m[1]);
  });
  let bodyweightOnly = false;
  // "did 5 unweighted, 4 with 15#": a set without the added load is a bodyweight set.
  take(/\b(?:bw|bodyweight|body\s+weight|unweighted|without\s+(?:added\s+|extra\s+)?weight)\b/g, () => {
    bodyweightHint = true;
    bodyweightOnly = weight === null;
    weight ??= 0;
  });
  // "Squat 3 5 225": sets, reps and load with nothing between.
  const nothingYet = () => groups.length === 0 && reps === null && repsList === null && weight === null;
  const triple = /(?:^|\s)(\d{1,2})\s+(\d{1,2})\s+(\d{2,4}(?:\.\d+)?)(?=\s|$)/.exec(text);
  if (triple && nothingYet() && num(triple[3]) > 30) {
    groups.push({
      sets: num(triple[1]),
      reps: [num(triple[2])],
      weight: lb(triple[3], undefined),
      rpe: null,
    });
    text = text.replace(triple[0], TAKEN);
  }
  // "Bench 135 5, 185 5": a load then its reps, nothing between.
  const pair = /(?:^|\s)(\d{2,4}(?:\.\d+)?)\s+(\d{1,2})(?=\s|$)/.exec(text);
  if (pair && nothingYet() && sets === null && num(pair[1]) >= 20 && num(pair[2]) <= 20) {
    weight = lb(pair[1], undefined);
    reps = num(pair[2]);
    text = text.replace(pair[0], TAKEN);
  }
  // A bare number left beside set counts is the load: "bench 185 3x8".
  const hasSetCounts = groups.length > 0 || reps !== null || repsList !== null;
  let bare: number | null = null;
  if (!hasSetCounts && weight !== null) {
    // "50 thrusters @ 45 pounds", "10 each leg x 3 sets @ 20 lbs": with the load written, a lone
    // number is the reps.
    take(/(?:^|\s)(\d{1,3})(?=\s|$)/, (m) => {
      reps = num(m[1]);
    });
  }
  if (weight === null && hasSetCounts && groups.every((g) => g.weight === null)) {
    take(/(?:^|\s)(\d+(?:\.\d+)?)(?=\s|$)/, (m) => {
      const v = num(m[1]);
      if (v > 10) weight = toPounds(v, defaultUnit);
    });
  } else if (!hasSetCounts && weight === null && sets === null) {
    take(/(?:^|\s)(\d{1,3}(?:\.\d+)?)(?=\s|$)/, (m) => {
      // "1st set 10, second set 10": a count named by its set is that set's reps.
      // "1st set 135": too many for reps, that set's load.
      if (ordinal !== null && num(m[1]) > 30) weight = lb(m[1], undefined);
      else if (ordinal !== null) reps = num(m[1]);
      // "Deadlift PR 405": a record too heavy for reps is a single at that load.
      else if (toldOnce(prepared) && num(m[1]) > 30) {
        weight = lb(m[1], undefined);
        // "Hit a 225 bench for 3": reps written after the record are its reps.
        reps = num(/\bfor (\d{1,2})\b/.exec(text)?.[1]) || 1;
      } else if (Number.isInteger(num(m[1]))) bare = num(m[1]);
    });
  }

  // "Managed a 130kg deadlift", "a PB for bench - 77.5 kg", "I benched 225 lbs today", "187lbs on my
  // third attempt": a load named as a lift, a record or an attempt, or lifted by a lift's verb, no reps
  // written, is a single.
  if (
    reps === null &&
    repsList === null &&
    sets === null &&
    weight !== null &&
    !bodyweightHint &&
    groups.length === 0
  )
    if (toldOnce(prepared) && /[a-z]{3,}/.test(text.replace(RECORD, ' ')))
      // Not "(PR 105kg)" alone after "Bench singles": that load is for the set before.
      reps = 1;
  const list = repsList as number[] | null;
  // "Bodyweight bench dips" names a kind of set; only a count makes it one.
  const loadOnly = weight !== null && !(bodyweightOnly && reps === null && list === null && sets === null);
  if (groups.length === 0 && (reps !== null || list !== null || sets !== null || loadOnly)) {
    const n = list ? list.length : (sets ?? 1);
    groups.push({ sets: n, reps: list ?? [reps], weight: null, rpe: null });
  } else if (list && groups.length === 1 && groups[0]) {
    groups[0].reps = list;
    groups[0].sets = list.length;
  }
  for (const g of groups) {
    // "I did 20×3 crunches while holding the 5lbs ball": with the load written with its unit apart, an
    // unmarked pair read as load × reps for its size is two counts, reps then sets (journal-loads).
    if (loadWritten && weight !== null && countsForLoad(g))
      Object.assign(g, { sets: g.reps[0], reps: [g.sizedLoad], weight, sizedLoad: undefined });
    g.weight ??= weight;
    g.rpe ??= rpe;
    if (g.reps.length === 1 && g.reps[0] === null && reps !== null) g.reps = [reps];
    if (sets !== null && g.sets === 1 && g.reps.length === 1) g.sets = sets;
  }
  const lastGroup = groups.at(-1);
  if (times !== null && lastGroup && lastGroup.sets === 1 && lastGroup.reps.length === 1)
    lastGroup.sets = times;
  const hasCounts = groups.some((g) => g.sets > 1 || g.reps.some((r) => r !== null));
  const mark = text.indexOf(MARK);
  const tidy = (t: string) => t.split(MARK).join(' ').replace(/\s+/g, ' ').trim();
  return {
    groups,
    bodyweightHint,
    rpe,
    efforts,
    bare,
    hasCounts,
    cardio,
    timedSets,
    rest: tidy(text),
    lead: mark < 0 ? tidy(text) : tidy(text.slice(0, mark)),
    trail: mark < 0 ? '' : tidy(text.slice(mark)),
    ordinal,
    each,
  };
}
