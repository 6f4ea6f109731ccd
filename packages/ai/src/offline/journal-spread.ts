/**
 * How the loads of a line are spread over its sets. The numbers after a lift's name are one sequence
 * of tokens: LOADS (a unit, "+N", or a bare number in load position), SCHEMES ("4x10" sets × reps, a
 * reps list "5,5,5", or bare reps after a load). Which scheme a load belongs to follows from where it
 * stands, for any lifter:
 * - a load applies to the scheme after it, until the next load ("Dead lift 60 4x10 50 40 30 1x10":
 *   4x10 at 60, then 1x10 at each of 50, 40, 30); a run of loads before one scheme each take it;
 * - a list of loads as long as the set count goes one per set, in order ("4 x 10 (75, 85, 85, 95 lbs)",
 *   "Bench 100 110 120 3x5");
 * - a scheme with no load before it takes the loads after it ("3 x 20 reps (20 lbs, 30 lbs, 40 lbs)");
 * - bare numbers before a reps list alternate load, reps ("Bench 255 5 225 5,5,5,5");
 * - a run of loads ending in one load × reps is a ramp, every load one set of those reps
 *   ("50 65 77.5 90x8", "OHP 40, 45, 50 x 6"), when journal-ramp's loadRamp says they are loads and the
 *   last does not fall back below the run (then it is a scheme: "Bench 100 110 120 3x5").
 * The line is rewritten as "Name: 4x10 @ 60; 1x10 @ 50; …" before it is split. A line that fits none
 * of this, or says nothing the set readers would not read alone, is left as it is.
 */
import { loadRamp } from './journal-ramp.ts';
import { LOAD_UNIT } from './journal-words.ts';

type Token =
  | { k: 'X'; sets: number; reps: number }
  // A load × reps after a load: the last of a ramp ("135 155 175x5"), or a scheme read as before.
  | { k: 'P'; load: string; reps: number; scheme: boolean }
  | { k: 'L'; reps: number[] }
  | { k: 'W'; load: string; bare: boolean; marked: boolean };

// Between tokens: spaces, commas, parentheses, dashes, and the words that only say what a number is
// ("reps", "dumbbells") or mark a record ("PR 190").
// "150lbs/160lbs/190lbs": a slash between loads that carry their unit.
const GAP =
  /(?:[\s,;()[\]]|[-–—](?!\d)|\/(?=\s*\d+(?:\.\d+)?\s*(?:kgs?|lbs?)\b)|\b(?:reps?|dumbbells?|dbs?|each|pr|and)\b)*/iy;
// What says the numbers after a scheme are its loads: "3x10 @ 135", "3x10: 135, 155", "at", "with".
const MARK = /(?:@|:|\bat\b|\bwith\b|\bw\/)\s*/iy;
// "4x5", "4 sets of 5", and "4 Sets, 5 Reps" in words: sets × reps all the same.
const SCHEME =
  /(\d{1,2})\s*(?:[x×]|sets?\s+of|sets?\s*[,;]?\s*(?=\d{1,3}\s*reps?\b))\s*(\d{1,3})(?![\d.]|\s*(?:[x×*]|%|kgs?\b|lbs?\b|#))/iy;
const REPS_LIST = /(\d{1,2}(?:\s*,\s*\d{1,2})+|\d{1,2}(?:-\d{1,2})+)(?![\d.]|\s*[x×])/y;
// "60,70,80x8": loads parted by commas alone, ending in the reps, which a reps list must not take.
const COMMA_RAMP = /(\d{1,4}(?:\.\d+)?(?:\s*,\s*\d{1,4}(?:\.\d+)?)+)\s*[x×]\s*(\d{1,2})(?![\d.])/y;
// A unit may end in the period of its abbreviation, typed for a comma too: "27.5 lb, 30 lb. 32.5 lb".
const LOAD = new RegExp(
  String.raw`(\+)?(\d{1,4}(?:\.\d+)?)(?:\s*(${LOAD_UNIT})\.?)?(?![\d.]*\s*[x×])(?![\p{L}\d])`,
  'iuy',
);
const BODYWEIGHT = /bw\b/iy;
// "3 x 10 @ 25s, 30s, 35s": after a mark, "25s" names bells by their weight (unmarked, it may be seconds
// or reps: "5s @ 185"). Empty groups keep LOAD's places (the plus, the unit).
const BELLS = /()(\d{1,3}(?:\.\d+)?)()['’]?s(?![\p{L}\d])/uy;
const LOAD_X_REPS = new RegExp(
  String.raw`(\d{1,4}(?:\.\d+)?)(?:\s*(${LOAD_UNIT}))?\s*[x×]\s*(\d{1,2})(?![\d.]|\s*(?:[x×*]|%|kgs?\b|lbs?\b|#))`,
  'iy',
);
// "Leg extension set at 7 (110 lbs) 3x12": a name ending in a word that leads to a number is prose.
const LEAD_WORD = /\s(?:at|with|for|set|sets|of|to|on|x)$/i;

function at(re: RegExp, text: string, i: number): RegExpExecArray | null {
  re.lastIndex = i;
  return re.exec(text);
}

/** The numbers as tokens, or null when anything else stands between them. */
function tokenize(body: string): Token[] | null {
  const tokens: Token[] = [];
  let i = 0;
  let marked = false;
  let justMarked = false;
  for (;;) {
    i += at(GAP, body, i)?.[0].length ?? 0;
    const mark = at(MARK, body, i);
    // "3@50, 3@60": "@" after a number pairs reps with a load, another way of writing sets.
    if (mark && tokens.at(-1)?.k === 'W') return null;
    if (mark) {
      marked = justMarked = true;
      i += mark[0].length;
      continue;
    }
    if (i >= body.length) return tokens;
    const prev = tokens.at(-1);
    const pair = prev?.k === 'P' || (prev?.k === 'W' && prev.load !== 'bw') ? at(LOAD_X_REPS, body, i) : null;
    if (pair) {
      const load = `${pair[1]}${pair[2] ? ` ${pair[2]}` : ''}`;
      const scheme = at(SCHEME, body, i)?.[0].length === pair[0].length;
      tokens.push({ k: 'P', load, reps: Number(pair[3]), scheme });
      justMarked = false;
      i += pair[0].length;
      continue;
    }
    const x = at(SCHEME, body, i);
    const ramp = x ? null : at(COMMA_RAMP, body, i);
    const loads = ramp && loadRamp((ramp[1] ?? '').split(/\s*,\s*/), Number(ramp[2]));
    const listed = x || loads ? null : at(REPS_LIST, body, i);
    // "5,5,5,4" or "5, 5, 5, 4" are reps, however spaced; "(80, 85, 90, 100kg)" are loads, one by one
    // (right after "@" a list is loads whatever their size).
    const list =
      listed && (justMarked || listed[1]?.split(/\s*[,-]\s*/).every((n) => Number(n) <= 30)) ? listed : null;
    // "Bench press 4x10 (20, 25, 30, 30)": a list right after a scheme, one number per set, each well
    // above its reps, is the loads, as if marked; "3x10 (12, 11, 10)" stays the reps done.
    const perSet = list?.[1]?.split(/\s*[,-]\s*/).map(Number) ?? [];
    const loadsOfScheme =
      prev?.k === 'X' && perSet.length === prev.sets && perSet.every((n) => n >= 20 && n > prev.reps + 5);
    const bw = x || list ? null : at(BODYWEIGHT, body, i);
    const w = x || list || bw ? null : (at(LOAD, body, i) ?? (marked ? at(BELLS, body, i) : null));
    if (x) tokens.push({ k: 'X', sets: Number(x[1]), reps: Number(x[2]) });
    // "4x20@20-20-25-30": right after "@" a dashed list is the loads.
    else if (list && (justMarked || loadsOfScheme))
      for (const n of (list[1] ?? '').split(/\s*[,-]\s*/))
        tokens.push({ k: 'W', load: n, bare: true, marked: marked || loadsOfScheme });
    else if (list) tokens.push({ k: 'L', reps: (list[1] ?? '').split(/\s*[,-]\s*/).map(Number) });
    else if (bw) tokens.push({ k: 'W', load: 'bw', bare: false, marked });
    else if (w) {
      const load = Number(w[2]) === 0 ? 'bw' : `${w[2]}${w[3] ? ` ${w[3]}` : ''}`;
      tokens.push({ k: 'W', load, bare: !w[1] && !w[3], marked });
    } else return null;
    justMarked = false;
    const m = x ?? list ?? bw ?? w;
    i += m?.[0].length ?? 0;
    if (!(m?.[0].length ?? 0)) return null;
  }
}

type Load = Extract<Token, { k: 'W' }>;
type Pair = Extract<Token, { k: 'P' }>;
const set = (sets: number, reps: number, load?: string) => `${sets}x${reps}${load ? ` @ ${load}` : ''}`;
const isReps = (t: Token | undefined) =>
  t?.k === 'W' && t.bare && /^\d{1,2}$/.test(t.load) && Number(t.load) <= 30;

/** Loads before their schemes: each run of loads takes the scheme after it. */
function loadsBefore(tokens: Token[]): string[] | null {
  const out: string[] = [];
  let last: string | undefined;
  let run: Load[] = [];
  // A run before a reps list, or ending the line, alternates load and reps: "255 5 225 5,5,5,5".
  const alternate = (reps: number[] | null): boolean => {
    if (reps ? run.length % 2 !== 1 : run.length % 2 !== 0 || !run.length) return false;
    for (let j = 0; j + 1 < run.length; j += 2) {
      const [w, r] = [run[j], run[j + 1]];
      if (!w || !isReps(r)) return false;
      out.push(set(1, Number(r?.load), w.load));
    }
    last = run.at(-1)?.load;
    if (reps) for (const r of reps) out.push(set(1, r, last));
    run = [];
    return true;
  };
  // Whether a load × reps ends a ramp of the loads before it (or after one, goes on with it).
  let ramped = false;
  const ramp = (p: Pair): boolean => {
    const before = run.length ? run.at(-1)?.load : ramped ? last : undefined;
    if (before === undefined || run.some((w) => w.load === 'bw')) return false;
    const loads = [...run.map((w) => w.load), p.load];
    const rising = Number.parseFloat(p.load) >= Number.parseFloat(before);
    return loadRamp(run.length ? loads : [p.load], p.reps) && (rising || !p.scheme);
  };
  for (const t of tokens) {
    if (t.k === 'P' && ramp(t)) {
      for (const w of run) out.push(set(1, t.reps, w.load));
      out.push(set(1, t.reps, t.load));
      last = t.load;
      run = [];
      ramped = true;
      continue;
    }
    if (t.k === 'P' && !t.scheme) return null;
    const u: Token = t.k === 'P' ? { k: 'X', sets: Number(t.load), reps: t.reps } : t;
    if (u.k === 'W') run.push(u);
    else if (u.k === 'L' && !run.length) for (const r of u.reps) out.push(set(1, r, last));
    else if (u.k === 'L') {
      if (!alternate(u.reps)) return null;
    } else if (u.k !== 'X') return null;
    else if (!run.length) out.push(set(u.sets, u.reps, last));
    else {
      // As many loads as sets: one per set. Otherwise every load takes the whole scheme.
      const spread = run.length === u.sets && u.sets > 1;
      for (const w of run) out.push(set(spread ? 1 : u.sets, u.reps, w.load));
      last = run.at(-1)?.load;
      run = [];
    }
  }
  return run.length && !alternate(null) ? null : out;
}

/** Schemes before their loads: a scheme takes the loads after it, one per set or one for all. */
function loadsAfter(tokens: Token[]): { sets: string[]; changed: boolean } | null {
  const out: string[] = [];
  // New against the set readers alone: a list spread, or a load whose unit makes "3x40" sets × reps.
  let changed = false;
  for (let i = 0; i < tokens.length; ) {
    const x = tokens[i];
    if (x?.k !== 'X') return null;
    const run: Load[] = [];
    for (i++; tokens[i]?.k === 'W'; i++) run.push(tokens[i] as Load);
    // Bare numbers with no "@" before them are loads only when heavier than the reps ("3x15 120, 130").
    if (run.some((w) => w.bare && !w.marked && !(Number(w.load) > Math.max(20, x.reps)))) return null;
    if (run.length > 1 && run.length !== x.sets) return null;
    if (run.length > 1 || run.some((w) => !w.bare)) changed = true;
    if (run.length > 1) for (const w of run) out.push(set(1, x.reps, w.load));
    else out.push(set(x.sets, x.reps, run[0]?.load));
  }
  return { sets: out, changed };
}

// The lift's name (letters, no digits), then ":" or a dash or a space, then the numbers.
const NAMED = /^(\p{L}[\p{L}\s'’.&/-]*?\p{L})\s*(?:[:–—-]\s*|\s+)(?=[\d+@([]|bw\b)(.*)$/iu;

// "…190lbs/190lbs…..Crushed it.", "(…, 190kg) - felt good", "…170 (felt good)", "…; felt strong": a
// remark after the numbers, no number in it, stays after the sets.
const REMARK =
  /(?<=\d\s*(?:kgs?|lbs?|#)?\)?)\s*(?:[.…]{2,}|…|[.!?;]\s+|\s[-–—]\s+|\s*\(\s*)\s*(\p{L}[^\d()]*)\)?$/iu;

// "70lb, then 75lb, then 80lb. 15 reps of each": loads one after another, then the reps each got.
const W = String.raw`\d+(?:\.\d+)?(?![\d.])(?:\s*(?:kgs?|lbs?|#|pounds?|kilos?)\b)?`;
const OF_EACH = new RegExp(
  String.raw`(${W}(?:\s*(?:,\s*|\s)(?:(?:and\s+)?then\s+|and\s+)?${W})+)\s*[.,;:–—-]?\s*(\d{1,3})\s*reps?\s+(?:(?:of|on|for|with)\s+)?each\b`,
  'i',
);

// The words OF_EACH ends on: looked for first, as OF_EACH tried at every number of a long run is quadratic.
const EACH_WORDS = /reps?\s+(?:(?:of|on|for|with)\s+)?each\b/i;

/** Loads with "N reps of each" after them: one set of N reps at each load, in order. */
function repsOfEach(line: string): string {
  const m = EACH_WORDS.test(line) ? OF_EACH.exec(line) : null;
  const loads = m?.[1]?.match(new RegExp(W, 'gi')) ?? [];
  const reps = Number(m?.[2]);
  // Loads are heavier than the reps, or say their unit: "3, 4. 15 reps of each" is no list of loads.
  if (!m || loads.length < 2 || loads.some((w) => !/\p{L}|#/u.test(w) && Number.parseFloat(w) <= reps))
    return line;
  const sets = loads.map((w) => `${reps} reps @ ${w}`).join(', ');
  return `${line.slice(0, m.index)}${sets}${line.slice(m.index + m[0].length)}`;
}

/** The line with its loads spread over its schemes, or the line unchanged. */
export function spreadLoads(text: string): string {
  const line = repsOfEach(text);
  const remark = REMARK.exec(line);
  if (!remark) return spreadNumbers(line);
  const body = line.slice(0, remark.index);
  const spread = spreadNumbers(body);
  return spread === body ? line : `${spread}. ${remark[1]}`;
}

function spreadNumbers(line: string): string {
  // "3 x 5 - 80, 100, 120" under its name: a line of sets only spreads the loads after its scheme.
  const m = /^(?:\d|[([]\s*\d)/.test(line) ? ['', '', line] : NAMED.exec(line);
  if (!m?.[2] || LEAD_WORD.test(m[1] ?? '')) return line;
  const name = m[1] ? `${m[1].trim()}: ` : '';
  const tokens = tokenize(m[2]);
  if (!tokens?.some((t) => t.k === 'W') || !tokens.some((t) => t.k !== 'W')) return line;
  if (tokens[0]?.k === 'X') {
    // "3x5 225" alone reads the same without this reader; "Calf raise 3x40 90 lbs" does not.
    const schemes = tokens.map((t): Token | null =>
      t.k !== 'P' ? t : t.scheme ? { k: 'X', sets: Number(t.load), reps: t.reps } : null,
    );
    const after = schemes.every((t) => t !== null) ? loadsAfter(schemes as Token[]) : null;
    // "OHP (5x5): 95": a bracketed scheme, then its load; the set readers take the bracket for an aside.
    const aside = /^[([]\s*\d{1,2}\s*[x×]\s*\d{1,3}\s*[)\]]\s*(?:@|:|\bat\b)/i.test(m[2]);
    return after?.changed || (after && aside) ? `${name}${after.sets.join('; ')}` : line;
  }
  // "(225) 3x5", "225 (5x5)" under the lift's name: the one load and scheme, as on a named line.
  if (!name) return bracketed(m[2], tokens) ? (loadsBefore(tokens)?.[0] ?? line) : line;
  // "185 lbs, 3 sets of 10, 8, and 6": counts ending the line that complete a scheme's set count are
  // its reps, set by set.
  const scheme = tokens.findLastIndex((t) => t.k === 'X');
  const tail = tokens.slice(scheme + 1);
  const last = tokens[scheme];
  if (last?.k === 'X' && tail.length && tail.length === last.sets - 1 && tail.every(isReps))
    tokens.splice(scheme, tokens.length, {
      k: 'L',
      reps: [last.reps, ...tail.map((t) => Number((t as Load).load))],
    });
  // "80kg 8, 100kg 3x8, 110kg 6": where the loads carry a unit, a bare number is reps.
  const units = tokens.some((t) => t.k === 'W' && !t.bare);
  const read = tokens.map(
    (t): Token => (units && isReps(t) ? { k: 'L', reps: [Number((t as Load).load)] } : t),
  );
  const sets = loadsBefore(read);
  // "Squat 100 5x5": one load, one scheme, read alike without this reader. Not "Squat (225) 3x5" or
  // "Squat: 135 (5x5)", where the set readers take a bracket for an aside and the load from its scheme.
  return sets && (sets.length > 1 || bracketed(m[2], read)) ? `${name}${sets.join('; ')}` : line;
}

// "Squat 245, 3x5": a load set apart by a comma is as much the scheme's as one in brackets.
const APART = /^[([]\s*[^()[\]]+[)\]]|[([]\s*\d+\s*[x×]\s*\d+\s*[)\]]\s*$|^[\d.]+\s*(?:kgs?|lbs?|#)?\s*,/;

/** "Squat (225) 3x5", "Squat [100 kg] 5x3", "Squat: 135 (5x5)": one load, one scheme, one in brackets; a
 * bare number only when heavier than the reps and any count (as in loadsAfter): "Squat (2) 3x5" stays. */
function bracketed(body: string, tokens: Token[]): boolean {
  const [w, x] = tokens;
  // After a load, "3x5" is tokenized as a load × reps that is a scheme.
  const reps = x?.k === 'X' || (x?.k === 'P' && x.scheme) ? x.reps : 0;
  const shape = APART.test(body.trim());
  if (tokens.length !== 2 || w?.k !== 'W' || !reps || w.load === 'bw' || !shape) return false;
  return !w.bare || Number(w.load) > Math.max(20, reps);
}
