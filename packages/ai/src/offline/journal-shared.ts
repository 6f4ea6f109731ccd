/**
 * Lines that give two lifts one count, written once: "Leg ext superset with leg curl – 4 sets of 15",
 * "Abductor – 55kg, 6 reps / Leg Press – 93kg, 6 reps (… 4 sets overall)". Each lift gets its own line
 * with the shared numbers, so the lines reader sees the plain form. (A second lift run on after the
 * first's sets starts its own segment: journal-segments, runOn.)
 */
import { cardioName } from './journal-cardio.ts';
import { resolveName } from './journal-names.ts';
import { MUSCLE_NAME } from './journal-words.ts';

// "A superset with B – 4x15", "A superset with B 3x10": two names, one set notation after them.
const SUPERSET =
  /^([^\d]+?)\s+(?:super[\s-]?set(?:ted)?|paired|alternat(?:ed|ing)|rotat(?:ed|ing))\s+(?:with|w\/)\s+([^\d]+?)(?:\s*(?:\s[-–—]+\s|:)\s*|\s+(?=\d))(.*\d.*)$/i;
// "4 sets overall", "(3 rounds in total)": one count for every lift on the line.
const OVERALL = /(\d{1,2})\s+(?:sets|rounds)\s+(?:overall|in total|total|in all|of each|each)\b/i;
const OWN_COUNT = /\bsets?\b|\brounds?\b|\d\s*[x×]\s*\d/i;

function overall(line: string): string[] | null {
  const m = OVERALL.exec(line);
  if (!m) return null;
  // The aside holding the count goes with it: it only explains the count.
  const rest = line.replace(/\([^()]*\)/g, (p) => (OVERALL.test(p) ? ' ' : p)).replace(OVERALL, ' ');
  const parts = rest.split(/\s+\/\s+|;\s+/).map((p) => p.trim().replace(/[,.]$/, ''));
  if (parts.length < 2) return null;
  if (!parts.every((p) => /\p{L}{3}/u.test(p) && /\d/.test(p) && !OWN_COUNT.test(p))) return null;
  return parts.map((p) => `${p}, ${m[1]} sets`);
}

const LOAD = String.raw`\d+(?:\.\d+)?\s*(?:lbs?|kgs?|pounds?|kilos?)\.?\s+`;
// "5x5 of 60 lb squats and 50 lb. overhead presses": one scheme, then each lift's load and name.
const SCHEME_LOADS = new RegExp(
  String.raw`(\b\d{1,2}\s*[x×]\s*\d{1,3}\s+(?:of|at|with)\s+)(${LOAD}\p{L}[^,;.\d]*?)(,?\s+and\s+|,\s+)(?=${LOAD}\p{L})`,
  'giu',
);

function schemeLoads(line: string): string {
  let out = line;
  for (let i = 0; i < 4; i++) {
    const next = out.replace(
      SCHEME_LOADS,
      (_, scheme: string, first: string, sep: string) =>
        `${scheme}${first.replace(/\.(?=\s)/, '')}${sep}${scheme}`,
    );
    if (next === out) break;
    out = next;
  }
  // The last load's period was no sentence end either: "… and 5x5 of 50 lb. overhead presses".
  if (out === line) return line;
  return out.replace(/(\d\s*(?:lbs?|kgs?|pounds?|kilos?))\.(?=\s+\p{Ll})/gu, '$1');
}

// "Then did 3 sets of 10 on the following:", "3x10 for each of these:", "3x12 each:": one scheme for
// the lines below.
const FOLLOWING =
  /\b(\d{1,2})\s*(?:sets?|rounds?|reps?|[x×])\s*(?:of\s+)?(\d{1,3})(?:\s*reps?)?\s+(?:(?:on|for|with)\s+(?:each\s+of\s+)?(?:the\s+following|these|the\s+below)(?:\s+\p{L}+){0,2}|(?:on\s+|for\s+)?each(?:\s+(?:exercise|machine|move|lift)s?)?|(?:of|on|for)(?=\s*:))\b[^\d\p{L}]*$/iu;
// "Chest press (1 set of 30kg, 2 sets of 50kg)" under the scheme: its own counts, each at a load.
const COUNT_AT =
  /\b(\d{1,2})\s*sets?\s+(?:of|at|@|with)\s+(\d+(?:\.\d+)?\s*(?:kgs?|lbs?|#|pounds?|kilos?))/gi;

// "Strength: 3 x 8", "Part A – 5x3": a section's label (no lift) and one scheme, for the lifts under it.
const SECTION_SCHEME =
  /^\s*(?:[-•*]\s*)?(?=(\p{L}[\p{L} '’-]{1,30}?)\s*[:–—-]\s*\d)\1\s*[:–—-]\s*(\d{1,2})\s*[x×]\s*(\d{1,3})\s*$/iu;
// A lift at a load with no count of its own: "Back Squat @ 80% (205#)", "Deadlift 225 lb".
const LOAD_ONLY = /(?:@|\bat\b)\s*\d|\d\s*(?:kgs?|lbs?|#)(?![a-z])/i;

/** The lines under a "3 sets of 10 on the following:" line, each with that scheme; the count leaves the header. */
function followingScheme(lines: string[]): string[] {
  const out = [...lines];
  for (let i = 0; i < out.length; i++) {
    const section = SECTION_SCHEME.exec(out[i] ?? '');
    const m = FOLLOWING.exec(out[i] ?? '') ?? section;
    const head = section ? (section[1] ?? '') : (out[i] ?? '').slice(0, m?.index).trim();
    const [sets, reps] = section ? [section[2], section[3]] : [m?.[1], m?.[2]];
    // "Squat 3x5 each" is that lift's own sets.
    if (!m || resolveName(head, false)?.exercise) continue;
    const under: number[] = [];
    for (let j = i + 1; j < out.length; j++) {
      const line = (out[j] ?? '').trim();
      if (!line) {
        if (under.length) break;
        continue;
      }
      // "set at 10" is a machine's setting, not a count.
      const own = line.replace(COUNT_AT, '');
      if (!/\p{L}{3}/u.test(line) || /\d\s*(?:sets?|reps?|rounds?)\b|\d\s*[x×]\s*\d/i.test(own)) break;
      // Under a section's scheme, only a lift at a load takes it: "• Back Squat @ 80% (205#)".
      if (section && !LOAD_ONLY.test(line)) break;
      under.push(j);
    }
    if (!under.length) continue;
    out[i] = head || 'The following';
    // "3 reps of 10": with the reps written after, the first count can only be sets.
    for (const j of under) {
      const line = (out[j] ?? '').trim();
      out[j] = COUNT_AT.test(line)
        ? line.replace(COUNT_AT, (_c, n: string, load: string) => `${n} x ${reps} @ ${load}`)
        : `${line}, ${sets} sets of ${reps} reps`;
    }
  }
  return out;
}

// "4 Rounds", "3 rounds of:", "(5x)", "x3:", "3 times through": a line that only counts rounds, for the
// moves listed under it.
const ROUNDS_HEAD =
  /^\s*[([]?\s*(?:(\d{1,2})\s*(?:rounds?|circuits?|times(?:\s+through)?|x)|[x×]\s*(\d{1,2}))(?:\s+of)?\s*[)\]]?\s*[:.-]?\s*$/i;
// "(95, 115, 135)", "(53 lb)", or a load with its unit after a comma or "@": ", 20lb.", "@ 35 lb".
const ROUND_LOADS = String.raw`(?:\(\s*(\d+(?:\.\d+)?(?:\s*,\s*\d+(?:\.\d+)?)*)\s*(kgs?|lbs?)?\s*\)|(?:,|@|\bat\b|\bwith\b)\s*(\d+(?:\.\d+)?)\s*(kgs?|lbs?|#)\.?)?`;
// "3x Pull ups", "10 push-ups", "5x Bench Press (95, 115, 135, 165)": reps, the move, maybe loads.
const REPS_FIRST = new RegExp(
  String.raw`^\s*(?:[-•*]\s*)?(\d{1,3})\s*[x×]?\s+(\p{L}[^\d()]*?)\s*${ROUND_LOADS}\s*$`,
  'iu',
);
// "Pull ups x 10", "KB swings - 20 (53 lb)": the move, then its reps.
const NAME_FIRST = new RegExp(
  String.raw`^\s*(?:[-•*]\s*)?(\p{L}[^\d()]*?)\s*(?:[x×:–-]\s*)?(\d{1,3})\s*(?:reps?)?\s*${ROUND_LOADS}\s*$`,
  'iu',
);

/** One round's move as that many rounds' sets: one load per round if listed, or one load for all. */
function roundMove(line: string, n: number): string | null {
  const first = REPS_FIRST.exec(line);
  const m = first ?? NAME_FIRST.exec(line);
  if (!m) return null;
  const [reps, name] = first ? [m[1], m[2]] : [m[2], m[1]];
  if (!name || !/\p{L}{3}/u.test(name)) return null;
  // "Row 500": a distance each round stays as written, and the moves after it still count.
  if (cardioName(name)) return line;
  const loads = (m[3] ?? m[5])?.split(/\s*,\s*/) ?? [];
  const unit = (m[4] ?? m[6]) ? ` ${m[4] ?? m[6]}` : '';
  if (loads.length === n) return `${name}: ${loads.map((w) => `1x${reps} @ ${w}${unit}`).join('; ')}`;
  if (loads.length === 1) return `${name}: ${n} sets of ${reps} reps @ ${loads[0]}${unit}`;
  return loads.length ? null : `${name}: ${n} sets of ${reps} reps`;
}

/** The moves under a "4 Rounds" line, each as its own sets. */
function roundsBlock(lines: string[]): string[] {
  const out = [...lines];
  for (let i = 0; i < out.length; i++) {
    const head = ROUNDS_HEAD.exec(out[i] ?? '');
    const n = Number(head?.[1] ?? head?.[2]);
    if (!head || n < 2) continue;
    for (let j = i + 1; j < out.length; j++) {
      const move = roundMove(out[j] ?? '', n);
      if (!move) break;
      out[j] = move;
    }
  }
  return out;
}

const HEAD_SET = /(?<![\d.])(\d+(?:\.\d+)?)\s*(?:kgs?|lbs?|#)?\s*[x×]\s*(\d{1,3})(?![\d.]|\s*[x×])/gi;

// Built once here: a new RegExp, or a \p{…} literal (tsx makes it one), in a function is rebuilt per call.
const NAME_LETTERS = /\p{L}{3}/u;

/**
 * "Bench Press – 245×8 – 9/1/2015" over "245×8 ~ 310 1RM": a heading that names the lift and the set
 * the first line of the block under it (after a blank line) logs is a title; the set is logged once.
 */
function repeatedHeadings(lines: string[]): string[] {
  const out = [...lines];
  for (let i = 0; i < out.length; i++) {
    const line = out[i] ?? '';
    const sets = [...line.matchAll(HEAD_SET)];
    const [set] = sets;
    if (sets.length !== 1 || !set || !NAME_LETTERS.test(line.slice(0, set.index))) continue;
    // Only a heading set apart by a blank line: "Squat 315x5\n315x5" is two sets.
    if ((out[i + 1] ?? '').trim()) continue;
    const next = out.slice(i + 1).find((l) => l.trim());
    const first = next
      ? /^\s*(?:[-•*]\s*)?(\d+(?:\.\d+)?)\s*(?:kgs?|lbs?|#)?\s*[x×]\s*(\d{1,3})(?![\d.])/i.exec(next)
      : null;
    if (first?.[1] === set[1] && first?.[2] === set[2]) {
      // The date after it goes too: it titles the block ("– 9/1/15"), and could read as a reps list.
      const after = line
        .slice((set.index ?? 0) + set[0].length)
        .replace(/\s*[–—-]?\s*\d{1,2}\/\d{1,2}\/\d{2,4}\s*$/, '');
      out[i] = `${line.slice(0, set.index)} ${after}`.trim();
    }
  }
  return out;
}

// "Seated rows and lat pulldowns for 3 sets of 8", "Curls & pushdowns, 3x12": two lifts, one count after both.
// "Curls + pushdowns 3x12", "curls / pushdowns 3x12": a superset written with a spaced plus or slash is
// the same two lifts. A slash also names one lift two ways ("RDL / SLDL", "Pull-up / chin-up"): only
// two lifts for different main muscles are a superset; the same mover twice stays one lift as written
// (an unspaced "curls/pushdowns" too), never twice the sets.
const BOTH = /^([^\d]*?\p{L})\s+(and|&|\+|\/)\s+(\p{L}[^\d]*?)\s*(?:[:,–—-]\s*|\s+)(?:for\s+)?(\d.*)$/u;

// "curls and pushdowns 3x12 30/50": the shared scheme, then one load for each lift, in their order.
const LOAD_EACH =
  /^(\d{1,2}\s*(?:sets?\s+(?:of\s+)?|[x×]\s*)\d{1,3}(?:\s*reps?)?)\s*(?:@|at\b)?\s*(\d+(?:\.\d+)?)\s*([a-z#]*)\s*\/\s*(\d+(?:\.\d+)?)\s*([a-z#]*)\s*$/i;

function bothLifts(line: string): string[] | null {
  // Only a short line can be one ("A and B for 3 sets of 8"); long prose is never scanned.
  if (line.length > 200 || !/\d/.test(line) || !/\sand\s|&|\s[+/]\s/i.test(line)) return null;
  const m = BOTH.exec(line.trim());
  if (!m?.[1] || !m[3] || !m[4]) return null;
  const [left, right, written] = [m[1], m[3], m[4]];
  const each = LOAD_EACH.exec(written.trim());
  const sets = each ? (each[1] ?? '') : written;
  // One scheme with its count ("3 sets of 8", "4x10"), not a list of sets that is the second lift's alone.
  if (!/^\d{1,2}\s*(?:sets?\s+(?:of\s+)?|[x×]\s*)\d{1,3}\b/i.test(sets) || /\d[^,;/]*[,;/]\s*\d/.test(sets))
    return null;
  // "Clean and press 3x5" is one lift.
  if (resolveName(`${left} and ${right}`, false)?.exercise) return null;
  // "biceps and triceps for 3 sets of 10": a muscle stands for the lift that works it.
  const lift = (words: string) =>
    resolveName(words, false)?.exercise?.name ?? MUSCLE_NAME.exec(words.split(/\s+/).at(-1) ?? '')?.[0];
  const [a, b] = [lift(left), lift(right)];
  if (!a || !b || a.toLowerCase() === b.toLowerCase()) return null;
  const mover = (words: string) => resolveName(words, false)?.exercise?.muscles[0];
  if (m[2] === '/' && mover(left) === mover(right)) return null;
  if (each) {
    const unit = each[5] || each[3] || '';
    return [`${left} – ${sets} @ ${each[2]}${each[3] || unit}`, `${right} – ${sets} @ ${each[4]}${unit}`];
  }
  return [`${left} – ${sets}`, `${right} – ${sets}`];
}

const WORDS3 = String.raw`\p{L}[\p{L}-]*(?:\s+\p{L}[\p{L}-]*){0,2}`;
const LOAD_U = String.raw`(\d+(?:\.\d+)?)\s*((?:lbs?|kgs?|pounds?|kilos?|#)(?![a-z]))?`;
// "PRs on squat and BP, 245 and 185 respectively, both for 5": two lifts, their loads in the same order.
const RESPECTIVELY = new RegExp(
  String.raw`(${WORDS3})\s+(?:and|&)\s+(${WORDS3}),?\s+${LOAD_U}\s+(?:and|&)\s+${LOAD_U},?\s+respectively\b(?:,?\s+(?:both\s+|each\s+)?(?:for|x|×)\s*(\d{1,2})(?:\s*reps?)?\b)?`,
  'iu',
);

/** The last words of a phrase that name a lift: "hit PRs on squat" → "squat". */
function liftAtEnd(phrase: string): string | undefined {
  const words = phrase.split(/\s+/);
  for (let k = 1; k <= words.length; k++) {
    const tail = words.slice(-k).join(' ');
    if (resolveName(tail, false)?.exercise) return tail;
  }
  return undefined;
}

function respectively(line: string): string {
  const m = RESPECTIVELY.exec(line);
  if (!m) return line;
  const [whole, a, b, loadA, unitA, loadB, unitB, reps] = m;
  const first = liftAtEnd(a ?? '');
  const second = liftAtEnd(b ?? '');
  if (!first || !second) return line;
  const unit = unitB ?? unitA ?? '';
  const set = (load: string | undefined, own: string | undefined) =>
    `${load}${(own ?? unit) ? ` ${own ?? unit}` : ''}${reps ? ` for ${reps}` : ''}`;
  // The words before the first lift's name stay where they were: "hit PRs on squat".
  const before = line.slice(0, m.index + (a ?? '').length - first.length);
  return `${before}${first} ${set(loadA, unitA)}; ${second} ${set(loadB, unitB)}${line.slice(m.index + whole.length)}`;
}

/** Each line whose lifts share one set count, as one line per lift; other lines as they are. */
export function sharedSets(lines: string[]): string[] {
  return followingScheme(roundsBlock(repeatedHeadings(lines))).flatMap((line) => {
    const s = SUPERSET.exec(line.trim());
    // Only one count shared ("4 sets of 15 with 11 kg"); a list of loads ("45 x 12, 75 x 12") is the
    // first lift's alone, as lifters log the other elsewhere.
    const one = s && OWN_COUNT.test(s[3] ?? '') && !/\d[^,;/]*[,;/]\s*\d/.test(s[3] ?? '');
    if (s && one) return [`${s[1]} – ${s[3]}`, `${s[2]} – ${s[3]}`];
    return overall(line) ?? bothLifts(line) ?? [schemeLoads(respectively(line))];
  });
}
