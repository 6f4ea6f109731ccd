import { loadRamp } from './journal-ramp.ts';
import { LOAD_UNIT } from './journal-words.ts';

/**
 * Lists lifters write for several sets at once, rewritten as one set per item before the line is split:
 * reps at several loads ("5x265,280,285"), a reps list beside a loads
 * list ("12/10/8 with 30/35/40"), and a set count the items after it spell out ("3 sets: 135x10, …").
 */
/**
 * "Squat 5x265,280,285": reps × a list of loads, each load one set of those reps. (A scheme's own load
 * list, "3 x 5 - 130, 150, 170", is journal-spread's.)
 */
export function expandLoadLists(text: string): string {
  return text.replace(
    /(?<![\d.])(\d{1,2})\s*[x×]\s*(\d{2,4}(?:\.\d+)?(?:\s*(?:kgs?|lbs?)\b)?(?:\s*,\s*\d{2,4}(?:\.\d+)?(?:\s*(?:kgs?|lbs?)\b)?)+)(?![\d.]*\s*(?:[x×]|sets?\b|reps?\b))/gi,
    (whole, reps: string, list: string) => {
      const loads = list.split(/\s*,\s*/);
      const heavy = loads.every((w) => Number.parseFloat(w) > Math.max(30, Number(reps)));
      return heavy && Number(reps) <= 20 ? perLoad(reps, loads) : whole;
    },
  );
}

/** One set of the reps per load; a unit written only after the last load is every load's. */
function perLoad(reps: string, loads: string[]): string {
  const unit = /(kgs?|lbs?)$/i.exec(loads.at(-1) ?? '')?.[1];
  const unitless = loads.every((w, i) => i === loads.length - 1 || !/[a-z]/i.test(w));
  return loads
    .map((w) => `1x${reps} @ ${w}${unit && unitless && !/[a-z]/i.test(w) ? ` ${unit}` : ''}`)
    .join('; ');
}

// Built once here: a new RegExp, or a \p{…} literal (tsx makes it one), in a function is rebuilt per call.
const PAIRED_LISTS =
  /(?<![\d.@/-]\s*)(?<!,\s*(?=\d{1,2}\s*,))(\d{1,2}(?:\/\d{1,2})+|\d{1,2}(?:-\d{1,2}){2,}|\d{1,2}(?:\s*,\s*\d{1,2})+(?=(?:\s*reps?)?\s*(?:@|\bwith\b|\bat\b|\bx\b)))(?:\s*reps?)?(?:\s+(\p{L}[\p{L}\s'’]{1,40}?)\s+(?=@|at\b|with\b))?\s*(?:@|\bwith\b|\bat\b|\bx\b|,|\()\s*(\d+(?:\.\d+)?(?:\s*[/,-]\s*\d+(?:\.\d+)?)+)(?:\s*(kgs?|lbs?)\b)?\)?(?![\d./])/giu;

/**
 * "Curls 12/10/8 with 30/35/40", "12/10/8 reps, 60/70/80 lbs", "10, 8, 6 reps (135, 155, 175)",
 * "Bench 10, 8, 6 @ 135, 155, 175" (a comma list of reps only before its mark),
 * "10-10-10 rows at 95-115-115": a reps list and a loads list of the same length, set by set; a name
 * between them moves before the sets. Dashes part three or more, as "8-12" is a range.
 */
export function pairLists(text: string): string {
  return text.replace(
    PAIRED_LISTS,
    (whole, reps: string, name: string | undefined, loads: string, unit: string | undefined) => {
      const r = reps.split(/[/,-]/).map((t) => t.trim());
      const w = loads.split(/[/,-]/).map((t) => t.trim());
      // "45/10, 135/6": two load/reps pairs, not a reps list and a loads list, when a "load" is lighter.
      if (!unit && Math.min(...w.map(Number)) <= Math.max(...r.map(Number))) return whole;
      const sets = r.map((n, i) => `${n} reps @ ${w[i]}${unit ?? ''}`).join('; ');
      return r.length === w.length ? `${name ? `${name} ` : ''}${sets}` : whole;
    },
  );
}

/**
 * "Bench 10, 8, 6 @ 135, 155, 175": whether the count before "@" is the last of a comma list of counts
 * as long as the loads after it, which pairLists reads set by set (not the last count at every load).
 */
export function pairedCounts(before: string, loads: number): boolean {
  const counts = /(?:^|[^\d.,\s])\s*((?:\d{1,2}\s*,\s*)+)$/.exec(before)?.[1];
  return Boolean(counts) && (counts ?? '').split(',').length === loads;
}

/**
 * "Bench 3 sets: 135x10, 155x8, 175x6", "3 sets {135 lbs x15; 185 lbs x 12; …}": a count the sets after
 * it spell out again. When every item is a whole set (load and reps), the items are the sets even where
 * the count says otherwise ("4 sets: 135x15, 185x12, 205x8": the count was planned, or left warm-ups out).
 */
export function dropSpelledCount(text: string): string {
  // "3 sets, first at 135 for 10, then 155 for 8, …": the first item may be called the first.
  const m =
    /\b(\d+)\s*sets?\s*[:–,.({-]\s*(?=(?:(?:the\s+)?first\s+(?:set\s+)?(?:at|@|was|with)?\s*)?\d)/i.exec(
      text,
    );
  if (!m) return text;
  const items = text
    .slice(m.index + m[0].length)
    .split(/[,;]|\band\b/i)
    .filter((t) => /\d/.test(t));
  const whole = items.every((t) => /\d\s*(?:[x×@]|reps?\b)\s*\d|\d\s*(?:for|at)\s+\d/i.test(t));
  return (items.length === Number(m[1]) || whole) && items.length > 1
    ? `${text.slice(0, m.index)} ${text.slice(m.index + m[0].length)}`
    : text;
}

const LOAD = String.raw`\d{2,4}(?:\.\d+)?`;
// "140/150/155/160", "(45/65/75/85)/95/100", "100 110 120", "40, 45, 50": loads parted by slashes,
// commas or spaces; the parentheses only mark the warm-ups, which are sets all the same.
const ITEM = String.raw`\d{1,4}(?:\.\d+)?`;
const LOAD_LIST = String.raw`\(?\s*${ITEM}(?:\s*\)?(?:\s*[/,]\s*|\s+)\(?\s*${ITEM})+\s*\)?`;

// Built once (see above).
const REPS_AT_LOAD_LIST = new RegExp(
  // Not after a count of sets, nor before a last item joined by "and": journal-list-items reads
  // those lists whole ("3 sets of 5 @ 95, 115 and 135"). A count before "@" starts the next set:
  // "3 @ 140/150/160, 1 @ 165" lists three loads, whatever parts the sets.
  String.raw`(?<![\d.x×/]\s*|\bsets?\s+of\s*)(?:[x×]\s*|\b)(\d{1,2})(?:\s*reps?)?\s*(?:@|\bat\b)\s*(${LOAD_LIST})(?:\s*(${LOAD_UNIT}))?(?![\d.]|\s*[x×/@]|\s*at\b|\s*,?\s*(?:and|&)\s*\d)`,
  'gi',
);
const LONE_REPS_AT = new RegExp(
  String.raw`(?<![\d.x×]\s*)\b(\d{1,2})\s*@\s*(?=${LOAD}(?![\d.]|\s*[x×/]))`,
  'gi',
);

/**
 * "PD: 3 @ 140/150/155/160", "Bench 5 at 135/155/175 lbs": reps at each load of a list, one set each.
 * "x5 @ 100 110 120": spaces or commas part the loads as well. The numbers must be loads by journal-ramp's
 * loadRamp, so "3 @ 8/9" (effort) and "5 @ 10/12" stay as they are.
 */
export function repsAtLoadList(text: string): string {
  const out = text.replace(
    REPS_AT_LOAD_LIST,
    (whole, reps: string, list: string, unit: string | undefined, at: number, line: string) => {
      const loads = list
        .replace(/[()]/g, ' ')
        .trim()
        .split(/\s*[/,]\s*|\s+/);
      if (!loadRamp(loads, Number(reps))) return whole;
      if (pairedCounts(line.slice(0, at), loads.length)) return whole;
      return loads.map((w) => `1x${reps} @ ${w}${unit ? ` ${unit}` : ''}`).join('; ');
    },
  );
  // "…160; 1 @ 165": the line's own convention says a lone "N @ load" after it is reps too.
  return out === text ? text : out.replace(LONE_REPS_AT, '1x$1 @ ');
}

// Built once (see above).
const REP_LIST_AT_LOAD = new RegExp(
  String.raw`(?<![\d.x×/@]\s*|\b(?:rpe|rir|effort)\s*)(?<![\d.x×/@,+]\s*(?=\d{1,2}\s*,))\b(\d{1,2}(?:\s*\/\s*\d{1,2})+|\d{1,2}(?:\s*,\s*\d{1,2})+|\d{1,2}(?:\s*-\s*\d{1,2}){2,})(?:\s*reps?)?\s*(?:[x×@]|\bat\b)\s*(${LOAD})(?:\s*(${LOAD_UNIT}))?(?![\d.]|\s*[x×/]|\s*[-,]\s*\d{2})`,
  'gi',
);

/**
 * "Squat: 4/3/3 x 180", "DL: 1/1/2/2/1 @ 305 lbs", "Bench press: 8, 8, 7, 6 x 80kg", "8-8-7-6 x 80kg"
 * (three or more: "8-12" is a range): each set's reps,
 * then the one load they all used. The load must be too heavy to be reps ("8/6/4 x 10" is not this) and
 * end the list. A comma list starts the line's sets: after a set's load ("60x10, 8, 6x70") its counts
 * are that set's and the next, each at its own load; after "rpe" they are efforts (journal-efforts' to read).
 */
export function repListAtLoad(text: string): string {
  return text.replace(REP_LIST_AT_LOAD, (whole, list: string, load: string, unit: string | undefined) => {
    const reps = list.split(/[/,-]/).map((r) => r.trim());
    if (Number(load) <= 30 && !unit) return whole;
    if (!reps.every((r) => Number(r) >= 1 && Number(r) <= 30)) return whole;
    return reps.map((r) => `1x${r} @ ${load}${unit ? ` ${unit}` : ''}`).join('; ');
  });
}

// A space before a unit only: with a second "\s*" before each "/", "135 / 135 / …" had two ways to take
// every space, and took time doubling with every load.
const LOADED = String.raw`\d+(?:\.\d+)?(?:\s*(?:kgs?|lbs?|#))?`;
// "313/335/355/365 singles", "100# / 115# / 130# (5 reps)", "135/155/175 x 5": a slash list of loads,
// then the reps every one of them was done for.
const SLASH_LOADS = new RegExp(
  String.raw`(?<![\d./])(${LOADED}(?:\s*\/\s*${LOADED})+)(?![\d.])\s*(?:(singles?|doubles?|triples?)\b|[x×]\s*(\d{1,2})\b(?!\s*[x×\d/])|\(?\s*(?:for\s+)?(\d{1,2})\s*reps?\b)`,
  'gi',
);

/**
 * A list of loads with slashes between them, sharing one rep count, the way a lifter writes weight
 * before reps. Read only when journal-ramp's loadRamp says the numbers are loads, so "5/3/1" and
 * "12/10/8" stay rep lists. One load before its reps ("235/3", "225/5, 5, 4") is a pair,
 * read with the other pairs of its list (journal-pairs).
 */
export function slashLoads(text: string): string {
  return text.replace(SLASH_LOADS, (whole, list: string, word?: string, x?: string, n?: string) => {
    const loads = list.split(/\s*\/\s*/);
    const reps = word
      ? { s: 1, d: 2, t: 3 }[word.charAt(0).toLowerCase() as 's' | 'd' | 't']
      : Number(x ?? n);
    if (!loadRamp(loads, reps)) return whole;
    return loads.map((w) => `${reps} reps @ ${w}`).join('; ');
  });
}

const RUN = String.raw`\d{1,2}(?:\s*,\s*\d{1,2})*`;
// "(@ 135)", "(at 60 kg)", "@ 115": the load that closes the run of counts written before it.
const CLOSE = String.raw`(?:\(\s*(?:@|at\b)\s*${LOAD}\s*(?:${LOAD_UNIT})?\s*\)|(?:@|\bat\b)\s*${LOAD}(?:\s*(?:${LOAD_UNIT}))?(?![\d.]|\s*[x×/]))`;
const RUNS = new RegExp(
  String.raw`(?<![\d.x×/@]\s*)\b${RUN}\s*${CLOSE}(?:\s*[,;]?\s*${RUN}\s*${CLOSE})*`,
  'gi',
);
const ONE_RUN = new RegExp(String.raw`(${RUN})\s*(${CLOSE})`, 'gi');

/**
 * "Press 5 (@ 135), 5,4,3,3 (@ 115)", "Curls 12, 10 (@ 30), 8, 8 (@ 35)": a load written after a run
 * of counts is the load of every count in that run, back to the previous load; each count is one set.
 * Without brackets ("5 @ 135, 5, 4 @ 115") every run must be closed by its load, as "5 @ 135, 155"
 * is reps at a list of loads (repsAtLoadList). A run left open at the end keeps the last load.
 */
export function runsAtLoads(text: string): string {
  return text.replace(RUNS, (whole, at: number) => {
    const runs = [...whole.matchAll(ONE_RUN)];
    const bracketed = runs.some((r) => (r[2] ?? '').startsWith('('));
    const many = runs.some((r) => (r[1] ?? '').includes(','));
    if (!bracketed && !(many && runs.length > 1)) return whole;
    const sets: string[] = [];
    for (const [, run = '', close = ''] of runs) {
      const load = close.replace(/[()@]|\bat\b/gi, ' ').trim();
      const counts = run.split(/\s*,\s*/).map(Number);
      if (
        !counts.every((c) => c >= 1 && c <= 30) ||
        (Number.parseFloat(load) <= Math.max(...counts) && !/[a-z#]/i.test(load))
      )
        return whole;
      for (const c of counts) sets.push(`1x${c} @ ${load}`);
    }
    // The bracket closed the list: words after it are a sentence of their own, not the last set's.
    const words = /^\s*\p{L}/u.test(text.slice(at + whole.length));
    return `${sets.join('; ')}${words ? '.' : ''}`;
  });
}
