/**
 * A list of "A x B" items under one name is read once, as a whole, not item by item: a comma or
 * semicolon list on one line ("Deadlift 12x50, 10x70, 8x90", "5xBW, 5x8kg, 5x5x16kg, 4xBW") and rows
 * one a line ("21 x 40", a blank line, "  15 x 50") alike. Read item by item, "12x50" beside "10x70"
 * becomes 50 reps at 12, and "8x18, 8x18, 10x14" becomes 26 sets; rows of one list got different
 * readings by their own magnitudes ("21 x 40" 40 reps at 21, "10 x 60" ten sets of 60).
 * - It stays "sets x reps" only when that reading is plausible: every number small, nothing marking a
 *   load (a unit, BW, a decimal) and at most MAX_SETS sets in all ("Pull-ups 3x10, 2x8").
 * - Otherwise it is one set per item, and which side is the load is decided for the whole list: the
 *   side a unit, BW or a decimal marks; else the side holding a number too big for reps; else the side
 *   that climbs while the other holds ("5 x 10, 8 x 10, 10 x 10"); else the entry's own habit (an
 *   earlier list it decided); else the side with the bigger numbers (loads are rarely lighter than the
 *   reps done with them).
 * Pairs parted by spaces alone ("12x40 10x50 8x60") are a list as if commas parted them.
 * A slash parts a pair as an x does ("135/5; 182/3; 208/3", "BW/10; 45/6", "10/95   10/105"): the
 * same list, the same decision. A percentage before an item ("(70%) 182/3") is a note; bare counts after
 * an item ("247/1, 1, 3") are more sets at its load; a lone slash pair is a list of one, read only when
 * its numbers show the load ("234/6", not "12/10").
 * A triple in the list ("5x5x16kg") is left to the triple readers; it still says which side the load is.
 * The same side rule reads sets of one pair ("3x(8x12)").
 */
import { unitAfterPair } from './journal-patterns.ts';
import { LOAD_UNIT } from './journal-words.ts';

/** One exercise with more sets than this from one list is no reading a coach would keep. */
const MAX_SETS = 12;
/** No one logs more sets of one lift in one list; a longer run is no log to read so. */
const MAX_ITEMS = 30;
/** Above this, a count is a load: rep counts that high are rare for a loaded lift. */
const REPS_MAX = 30;

export type LoadSide = 'left' | 'right';

const BODY = String.raw`(?:bw|body\s*weight|unweighted)`;
const VALUE = String.raw`(?:\d+(?:\.\d+)?|${BODY})(?:\s*${LOAD_UNIT}(?![a-z]))?`;
// "10/side", "10 each arm": reps counted per side are still the item's reps.
const PER = String.raw`(?:\s*\/\s*(?:side|leg|arm)|\s+(?:each|per)\s+(?:side|leg|arm))`;
// "135/5" is "135 x 5" punctuated another way: a slash between two values parts them as an x does.
const BY = String.raw`\s*(?:[x×]|\/(?!\s*(?:side|leg|arm)\b))\s*`;
// "(70%) 182/3": a percentage before an item says what the load is of a max; a note, not a number.
const TAG = String.raw`(?:\(\s*\d{1,3}(?:\.\d+)?\s*%\s*\)\s*)`;
// "247/1, 1, 3": bare counts after an item are more sets at its load.
const MORE = String.raw`(?:\s*,\s*\d{1,2}(?![\d.%]|\s*(?:[x×/@]|${LOAD_UNIT}(?![a-z])|reps?\b|sets?\b)))*`;
const CORE = String.raw`${VALUE}${BY}${VALUE}(?:\s*[x×]\s*${VALUE})?${PER}?`;
const ITEM = String.raw`${TAG}?${CORE}${MORE}(?:\s*\([^()]{0,40}\))?`;
// Not inside a longer notation: not after a number, an x, a slash or an @, not before more of one.
const END = String.raw`(?![\d.+]|\s*[x×@/]|\s*[,;]\s*\d|\s*(?:reps?|sets?)\b)`;
const LIST = new RegExp(String.raw`(?<![\d.x×/@]\s*)(?<!\w)${ITEM}(?:\s*[,;]\s*${ITEM})+${END}`, 'gi');
// "bench 12x40 10x50 8x60": pairs parted by spaces alone are one list too.
const SPACED = new RegExp(String.raw`(?<![\d.x×/@]\s*)(?<!\w)${ITEM}(?:\s+${ITEM})+${END}`, 'gi');
const ONE_ITEM = new RegExp(ITEM, 'gi');
// "(90%) 234/6 - felt heavy", "12/95   12/105   12/115", "100/5, 6": slash pairs parted by spaces as
// well as commas are one list too, and a slash pair alone is a list of one. Not a split ("2:07/500m")
// nor loads in parentheses ("(95/135)/185").
const SLASH = String.raw`${TAG}?(?:\d+(?:\.\d+)?|${BODY})(?:\s*${LOAD_UNIT}(?![a-z]))?\s*\/\s*\d+(?:\.\d+)?${MORE}`;
const SLASH_RUN = new RegExp(
  String.raw`(?<![\d.x×/@]\s*)(?<![\w:(])${SLASH}(?:(?:\s*[,;]\s*|\s+)${SLASH})*${END}`,
  'gi',
);
const TAGS = new RegExp(TAG, 'g');
const GROUPED = new RegExp(
  String.raw`(?<![\d.x×]\s*)\b(\d{1,2})\s*[x×]\s*\(\s*(${VALUE}\s*[x×]\s*${VALUE})\s*\)`,
  'gi',
);
const PART = new RegExp(String.raw`(\d+(?:\.\d+)?|${BODY})(\s*${LOAD_UNIT})?`, 'gi');

interface Value {
  n: number;
  text: string;
  /** a unit, BW or a decimal: only a load is written so */
  marked: boolean;
}

function values(item: string): Value[] {
  const body = item.replace(/\([^()]*\)/g, ' ');
  return [...body.matchAll(PART)].map((m) => {
    const bw = !/\d/.test(m[1] ?? '');
    const n = bw ? 0 : Number(m[1]);
    return { n, text: `${m[1]}${m[2] ?? ''}`.trim(), marked: bw || Boolean(m[2]) || !Number.isInteger(n) };
  });
}

/** The load side the list's own numbers show, or null when they show none. */
function shownSide(items: Value[][]): LoadSide | null {
  const ends = (side: LoadSide) => items.map((v) => (side === 'left' ? v[0] : v.at(-1)) as Value);
  const marked = (side: LoadSide) => ends(side).some((v) => v.marked);
  // "Dips 50×5 pounds, 70×3 pounds": a unit after every pair whose numbers read load first.
  const unitAfter = items.every(
    (v) => v.length === 2 && !v[0]?.marked && unitAfterPair(v[0]?.n ?? 0, v[1]?.n ?? 0),
  );
  if (marked('right') && !marked('left') && unitAfter) return 'left';
  if (marked('left') !== marked('right')) return marked('left') ? 'left' : 'right';
  const big = (side: LoadSide) => Math.max(...ends(side).map((v) => v.n));
  const [l, r] = [big('left'), big('right')];
  if (l > REPS_MAX || r > REPS_MAX) return l >= r ? 'left' : 'right';
  return null;
}

/**
 * "5 x 10, 8 x 10, 10 x 10": three or more items where one side climbs while the other stays the same.
 * Loads climb at the same reps; nobody climbs 5, 8, 10 sets of the same reps. Asked only once the
 * list is no plausible "sets x reps" ("Pull-ups 3x5, 4x5, 5x5" stays twelve sets).
 */
function climbingSide(items: Value[][]): LoadSide | null {
  if (items.length < 3 || items.some((v) => v.length !== 2)) return null;
  const side = (i: 0 | 1) => items.map((v) => v[i]?.n ?? 0);
  const climbs = (ns: number[]) => ns.every((n, i) => i === 0 || n > (ns[i - 1] ?? n));
  const same = (ns: number[]) => ns.every((n) => n === ns[0]);
  if (climbs(side(0)) && same(side(1))) return 'left';
  if (climbs(side(1)) && same(side(0))) return 'right';
  return null;
}

/**
 * "3x10, 2x8": still sets x reps when every number is small and the sets add up to a session's worth,
 * or when every item repeats one small set count ("4x10, 4x8, 4x6, 4x4": four sets of each scheme;
 * as loads, 4 would be the same light weight for every set). "8x10, 5x12" (13 sets) is one set each.
 */
function setsByReps(items: Value[][]): boolean {
  if (!items.every((v) => v.length === 2 && v.every((x) => !x.marked && x.n >= 1 && x.n <= REPS_MAX)))
    return false;
  const first = items.map((v) => v[0]?.n ?? 0);
  return first.reduce((a, b) => a + b, 0) <= MAX_SETS || first.every((n) => n === first[0] && n <= 5);
}

/**
 * One set per item: "1xR @ L", or "1xR bw". Not "3x5" after "225x5": a load that light beside the
 * list's heavy ones is a set count, so the item stays sets × reps.
 */
function oneSet(item: string, v: Value[], side: LoadSide, heaviest: number): string {
  if (v.length !== 2) return item;
  const remark = /\([^()]*\)\s*$/.exec(item)?.[0];
  // An item that marks its own load keeps it, whatever side the list reads.
  // "50×5 pounds" in a list read load first: the unit written after the pair (unitAfterPair).
  const unitAfter = side === 'left' && !v[0]?.marked && unitAfterPair(v[0]?.n ?? 0, v[1]?.n ?? 0);
  const own = v[0]?.marked !== v[1]?.marked && !unitAfter ? (v[0]?.marked ? 'left' : 'right') : side;
  const [load, reps] = (own === 'left' ? v : [...v].reverse()) as [Value, Value];
  if (!Number.isInteger(reps.n) || reps.marked) return item;
  if (!load.marked && load.n <= 10 && heaviest > REPS_MAX) return item;
  const set = !/\d/.test(load.text) ? `1x${reps.n} bw` : `1x${reps.n} @ ${load.text}`;
  return remark ? `${set} ${remark}` : set;
}

/**
 * Reads each pair list of a segment as the whole list says; `habit` is the side the entry's earlier
 * lists chose, and the side this segment chooses is handed back for the lists after.
 */
export function readPairLists(
  text: string,
  habit: LoadSide | null,
  byBody: (name: string) => boolean = () => false,
): [string, LoadSide | null] {
  if (
    !/[,;]\s*(?:\d|bw|body|unw)|[x×]\s*\(|(?:\d|bw)\s*\/\s*\d|[x×]\s*[\d.]+\s*(?:[a-z#]+\s*)?\s\d+\s*[x×]/i.test(
      text,
    )
  )
    return [text, habit];
  let chosen = habit;
  // "Split squat 3x(8x12)": sets of one pair, read by the entry's habit like a list's items.
  const grouped = text.replace(GROUPED, (whole, sets: string, pair: string) => {
    const v = values(pair);
    if (v.length !== 2) return whole;
    const side = shownSide([v]) ?? chosen ?? biggerSide([v]);
    const one = oneSet(pair, v, side, 0);
    return one === pair ? whole : one.replace(/^1x/, `${sets}x`);
  });
  // "Sit-ups 2x40, 2x50": after a move done with the body, numbers no unit marks are counts, read item
  // by item as sets × reps by the readers after; a list of loads needs a load marked ("5xBW, 5x10kg").
  const counts = (list: string, at: number, whole: string) =>
    !values(list).some((v) => v.marked) && byBody(whole.slice(0, at));
  const out = grouped.replace(LIST, (list, at: number, whole: string) => {
    if (counts(list, at, whole)) return list;
    const read = readList(list.split(/\s*[,;]\s*/), chosen);
    if (!read) return list;
    chosen = read.side;
    return read.items.join('; ');
  });
  const spaced = out.replace(SPACED, (list, at: number, whole: string) => {
    if (counts(list, at, whole)) return list;
    const read = readList(
      [...list.matchAll(ONE_ITEM)].map((m) => m[0]),
      chosen,
    );
    if (!read) return list;
    chosen = read.side;
    return read.items.join('; ');
  });
  const slashed = spaced.replace(SLASH_RUN, (run) => {
    const items = run
      .replace(TAGS, ' ')
      .trim()
      .split(/\s*[,;]\s*|\s+(?=\d|bw|body|unw)/i);
    const read = readList(items, chosen, items.length === 1);
    if (!read) return run;
    chosen = read.side;
    return read.items.join('; ');
  });
  return [slashed, chosen];
}

/**
 * The one reading of a list's items, decided by all of them: null while they stay "sets x reps" (or
 * are no pair list at all), else each item as one set with the side that is the load. `lone` is a
 * single slash pair, read only when its own numbers show the load ("234/6", not "12/10").
 */
function readList(
  items: string[],
  habit: LoadSide | null,
  lone = false,
): { items: string[]; side: LoadSide } | null {
  if (items.length > MAX_ITEMS) return null;
  const vals = items.map(values);
  // "247/1, 1, 3": a bare count after a pair is one more set at that pair's load, no pair of its own.
  const more = vals.map((v, i) => i > 0 && v.length === 1 && !v[0]?.marked && (v[0]?.n ?? 0) <= REPS_MAX);
  const pairs = vals.filter((_, i) => !more[i]);
  if (pairs.some((v) => v.length < 2 || v.length > 3) || dumbbellPair(pairs)) return null;
  const shown = shownSide(pairs);
  if (lone && !shown) return null;
  if (!shown && setsByReps(pairs)) return null;
  const side = shown ?? climbingSide(pairs) ?? habit ?? biggerSide(pairs);
  const heaviest = Math.max(...pairs.map((v) => (side === 'left' ? v[0] : v.at(-1))?.n ?? 0));
  let load: string | null = null;
  const read = items.map((item, i) => {
    const v = vals[i] as Value[];
    if (more[i]) return load === null ? item : `1x${v[0]?.n} ${load}`;
    const one = oneSet(item, v, side, heaviest);
    load = /^1x\d+ (bw|@ [^(]+?)(?:\s*\(|$)/.exec(one)?.[1] ?? null;
    return one;
  });
  return { items: read, side };
}

/**
 * "3 x 8, 2 x 14kg", "2x30kg 3x10": beside sets × reps, two of a load is a pair of dumbbells, the load of
 * those sets, whether written after them or before.
 */
function dumbbellPair(items: Value[][]): boolean {
  const pair = (v: Value[] | undefined) => v?.length === 2 && v[0]?.n === 2 && Boolean(v[1]?.marked);
  return (
    (pair(items.at(-1)) && setsByReps(items.slice(0, -1))) || (pair(items[0]) && setsByReps(items.slice(1)))
  );
}

function biggerSide(items: Value[][]): LoadSide {
  const sum = (i: 0 | -1) => items.reduce((s, v) => s + ((i === 0 ? v[0] : v.at(-1))?.n ?? 0), 0);
  return sum(0) > sum(-1) ? 'left' : 'right';
}

// A line that is only pair items ("21 X 40", "  5 x 65", "- 95x9, 135x6"), maybe a remark after them.
// What a row may end with and stay a row: "(felt heavy)", "- felt good", "; easy", an emoji. A remark
// opens with a word or a symbol, never a number, so "10 x 10; 8 x 10" stays two items.
const REMARK = String.raw`\([^()]*\)|[-–—]\s+(?=[^\d\s])[^\n]*|;\s*(?=[^\d\s])[^\n]*|(?=[^\w\s\d,;x×(/@.#-])[^\n]*`;
const ROW = new RegExp(
  String.raw`^(\s*(?:[-*+•]\s+)?)(${ITEM}(?:\s*[,;]\s*${ITEM})*)\s*(${REMARK})?[\s.!]*$`,
  'i',
);

/**
 * "21 X 40" over "15 X 50", a blank line, "  5 X 65": the rows of one list across lines, read as the
 * same list written on one line, with one reading for every row. Blank lines and indentation between
 * rows do not end the list; any other line does. Read row by row, "21 X 40" was 40 reps at 21 and
 * "10 X 60" ten sets of 60; a remark in parentheses after a row stays after it, a note.
 */
export function readPairRows(lines: string[]): string[] {
  const out = [...lines];
  let run: RegExpExecArray[] = [];
  let at: number[] = [];
  const flush = () => {
    const items = run.map((m) => (m[2] ?? '').split(/\s*[,;]\s*/));
    const read = run.length > 1 ? readList(items.flat(), null) : null;
    let k = 0;
    for (const [j, m] of run.entries()) {
      const n = items[j]?.length ?? 0;
      const row = read?.items.slice(k, k + n).join('; ');
      if (row) out[at[j] as number] = `${m[1]}${row}${m[3] ? ` ${m[3]}` : ''}`;
      k += n;
    }
    run = [];
    at = [];
  };
  for (const [i, line] of lines.entries()) {
    // Most lines open with a word: no row, and no need to try the whole pattern on them.
    const m = /^\s*(?:[-*+•]\s+)?(?:\d|bw|body|unw)/i.test(line) ? ROW.exec(line) : null;
    if (m) {
      run.push(m);
      at.push(i);
    } else if (line.trim()) flush();
  }
  flush();
  return out;
}
