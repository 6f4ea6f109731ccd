/**
 * Grouped notations for several sets at once, rewritten as one set per item: waves
 * ("3x(5,3,1) @ (175,185,195), (180,190,205), …"), reps over a bracketed list of loads ("1x(165,175,185)"),
 * loads that continue a set ("1x2@60, 60, 80, 90" is a double at each), "… 120 for two singles" (the
 * last load that many times), "singles with 485 and 505", "5 reps of 45, 95, 135", and a plan in the name's brackets
 * ("Snatch (5x2): 2,2,2,1,2 @ 125") that the sets after it spell out.
 */

import { wordCount } from './journal-counts.ts';
import { pairedCounts } from './journal-lists.ts';

const NUM = String.raw`\d+(?:\.\d+)?`;
const UNIT = String.raw`(?:\s*(?:kgs?|lbs?))?`;
const LIST = String.raw`\(\s*${NUM}(?:\s*[,/]\s*${NUM})+\s*\)`;
const WAVE = new RegExp(
  String.raw`\b(\d{1,2})\s*[x×]\s*(${LIST})\s*(?:@|at)\s*(${LIST}(?:\s*,\s*${LIST})*)(${UNIT})`,
  'gi',
);
const items = (list: string) =>
  list
    .replace(/[()]/g, '')
    .split(/\s*[,/]\s*/)
    .map((t) => t.trim());

/** "3x(5,3,1) @ (175,185,195), (180,190,205)": each bracket of loads is one wave of the reps. */
function waves(text: string): string {
  return text.replace(WAVE, (whole, n: string, repList: string, loadLists: string, unit: string) => {
    const reps = items(repList);
    const groups = loadLists.match(/\([^()]*\)/g)?.map(items) ?? [];
    const count = Number(n);
    if (!groups.every((g) => g.length === reps.length)) return whole;
    if (groups.length !== count && groups.length !== 1) return whole;
    // "3x(10,8,6) @ (25,30,35)": as many sets as reps listed, once; "2x(5,3,1) @ (…)": the wave twice.
    const once = groups.length === 1 && count === reps.length;
    const all =
      groups.length === count || once ? groups : Array.from({ length: count }, () => groups[0] ?? []);
    return all.flatMap((g) => g.map((w, i) => `1x${reps[i]} @ ${w}${unit}`)).join('; ');
  });
}

// Built once here: a new RegExp, or a \p{…} literal (tsx makes it one), in a function is rebuilt per call.
const REPS_OVER_LOADS = new RegExp(
  String.raw`\b(\d{1,2})\s*[x×]\s*(${LIST})(${UNIT})(?!\s*(?:@|at\b))`,
  'gi',
);

/** "1x(165,175,185)", "2 x (100, 110)": the reps once at each load in brackets, when all are loads. */
function repsOverLoads(text: string): string {
  return text.replace(REPS_OVER_LOADS, (whole, reps: string, list: string, unit: string) => {
    const loads = items(list);
    return loads.every((w) => Number(w) > Math.max(20, Number(reps)))
      ? loads.map((w) => `1x${reps} @ ${w}${unit}`).join('; ')
      : whole;
  });
}

const KIND = { single: 1, double: 2, triple: 3 } as const;

// Built once (see above). The name is a run of words with single gaps of any width: a wide gap before
// the numbers belongs to the \s* after it alone, so a long run of spaces is read once, not cubed.
const CONTINUED_LOADS = new RegExp(
  String.raw`(?:\b1\s*[x×]\s*|(?<![\d.]\s*)[x×]\s*|(?<![\d.x×@/-]\s*|\b(?:of|sets?)\s+)\b)(\d{1,2})\s*(?:@|at\b)\s*(${NUM}${UNIT}(?:\s*,\s*${NUM}${UNIT})+)(?:\s+for\s+(\d|two|three|four|five|six|seven|eight)\s+(singles|doubles|triples|sets)\b)?(?!\d|\.\d|\s*[x×]|\s*reps?\b)`,
  'gi',
);

/**
 * "1x2@60, 60, 80, 90", "x2@60, 70", "3@50, 60, 70": one set of those reps at the first load, then bare
 * loads after it (heavier than the reps), each another set of them;
 * "…, 120 for two singles": the last load that many sets.
 */
function continuedLoads(text: string): string {
  return text.replace(
    CONTINUED_LOADS,
    (
      whole,
      reps: string,
      list: string,
      times: string | undefined,
      kind: string | undefined,
      at: number,
      line: string,
    ) => {
      const loads = list.split(/\s*,\s*/);
      if (!loads.every((w) => Number.parseFloat(w) > Math.max(20, Number(reps)))) return whole;
      if (pairedCounts(line.slice(0, at), loads.length)) return whole;
      const n = times ? (wordCount(times) ?? Number(times)) : 1;
      const per =
        kind && kind !== 'sets' ? KIND[kind.toLowerCase().slice(0, -1) as keyof typeof KIND] : Number(reps);
      if (per !== Number(reps)) return whole;
      const sets = loads.map((w) => `1x${reps} @ ${w}`);
      if (n > 1) sets[sets.length - 1] = `${n}x${reps} @ ${loads.at(-1)}`;
      return `${sets.join('; ')};`;
    },
  );
}

// Built once (see above). The name is a run of words with single gaps of any width: a wide gap before
// the numbers belongs to the \s* after it alone, so a long run of spaces is read once, not cubed.
const KINDS_WITH = new RegExp(
  String.raw`\b(singles|doubles|triples)\s+(?:with|at|@)\s+(${NUM}(?:\s*,\s*${NUM})*(?:\s*,?\s*(?:and|&)\s*${NUM}|\s*,\s*${NUM}))(${UNIT})(?!\d|\.\d|\s*[x×%])`,
  'gi',
);

/** "then singles with 485 and 505 lbs": one single at each load named. */
function kindsWith(text: string): string {
  return text.replace(KINDS_WITH, (_, kind: string, list: string, unit: string) => {
    const reps = KIND[kind.toLowerCase().slice(0, -1) as keyof typeof KIND];
    return list
      .split(/\s*(?:,\s*(?:and|&)?|and|&)\s*/i)
      .filter(Boolean)
      .map((w) => `1x${reps} @ ${w}${unit}`)
      .join('; ');
  });
}

// Built once (see above). The name is a run of words with single gaps of any width: a wide gap before
// the numbers belongs to the \s* after it alone, so a long run of spaces is read once, not cubed.
const REPS_OF_LOADS = new RegExp(
  String.raw`\b(\d{1,2})\s+reps?\s+(?:of|with|at|@)\s+(${NUM}(?:\s*,\s*${NUM})*(?:\s*,?\s*(?:and|&)\s*${NUM}|\s*,\s*${NUM}))(${UNIT})(?!\d|\.\d|\s*[x×%])`,
  'gi',
);

/**
 * "5 reps of 45, 95, 135, 185, 225", "3 reps with 100, 110 and 120kg": the reps at each load listed;
 * "3 reps of 10" (a count too small for a load, written after "reps") is sets of those reps.
 */
function repsOfLoads(text: string): string {
  return text
    .replace(REPS_OF_LOADS, (whole, reps: string, list: string, unit: string) => {
      const loads = list.split(/\s*(?:,\s*(?:and|&)?|and|&)\s*/i).filter(Boolean);
      return loads.every((w) => Number(w) > Math.max(20, Number(reps)))
        ? loads.map((w) => `1x${reps} @ ${w}${unit}`).join('; ')
        : whole;
    })
    .replace(
      /\b(\d{1,2})\s+reps\s+of\s+(\d{1,2})\b(?!\d|\.\d|\s*(?:kgs?|lbs?|#|%|pounds?|kilos?|[x×]|,\s*\d))/gi,
      (whole, n: string, m: string) =>
        Number(n) <= 10 && Number(m) >= 5 && Number(m) <= 30 ? `${n} sets of ${m} reps` : whole,
    );
}

// Built once (see above). The name is a run of words with single gaps of any width: a wide gap before
// the numbers belongs to the \s* after it alone, so a long run of spaces is read once, not cubed.
const BRACKETED_PLAN =
  /^(?=[^\d()]*\p{L})((?:[^\d()\s]|\s+(?=[^\d()\s]))*)\s*\(\s*\d{1,2}\s*[x×]\s*\d{1,3}\s*\)\s*:\s*(?=\d)/u;
const SPELLED_PLAN =
  /^(?=[^\d()]*\p{L})((?:[^\d()\s]|\s+(?=[^\d()\s]))*)\s*\(?\s*(\d{1,2})\s*[x×]\s*\d{1,3}\s*\)?\s*:?\s+(\d{1,3}(?:\s*,\s*\d{1,3})+)(?=\s*(?:@|at\b))/u;

/** "Snatch (5x2): 2,2,2,1,2 @ 125": the plan in brackets before sets that spell it out again. */
function spelledPlan(text: string): string {
  const bracketed = text.replace(BRACKETED_PLAN, '$1: ');
  if (bracketed !== text) return bracketed;
  // "Snatch 5x2: 2,2,2,1,2 @ 125", "Snatch (5x2) 2,2,2,1,2 @ 125": the plan, then one count per set
  // at one load; the counts say what was done.
  return text.replace(SPELLED_PLAN, (whole, name: string, sets: string, list: string) =>
    list.split(/\s*,\s*/).length === Number(sets) ? `${name}: ${list}` : whole,
  );
}

export function expandWaves(text: string): string {
  return repsOfLoads(kindsWith(continuedLoads(repsOverLoads(waves(spelledPlan(text))))));
}
