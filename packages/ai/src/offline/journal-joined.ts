/**
 * Lifts joined in one line that share one scheme, written once before or after them: "3x10 curls 30 and
 * pushdowns 50", "5x5 squat 225, bench 185", "Thrusters and pull-ups 21-15-9, 95lb", "Fran: thrusters
 * 95lb and pull-ups 21-15-9". Read part by part, the scheme went to the lift beside it alone and the
 * other lift's load became a note, or a shared load went to a bodyweight lift (pull-ups at BW+95). Here
 * each lift gets the scheme, its own load, and a load told once for all only if it is lifted with one:
 * a bodyweight move beside a loaded one takes none ("a wrong load is worse than a missing one").
 * A line where any lift has counts of its own ("5x5 squat 225 and 3x5 bench 185") is not one.
 */
import { stripPrefixes } from './journal-normalize.ts';
import type { LiftKind } from './journal-schemes.ts';

const UNIT = String.raw`(?:kgs?|lbs?|pounds?|kilos?|#)(?![a-z])`;
const LOAD = String.raw`\d+(?:\.\d+)?\s*(?:${UNIT})?`;
// "3x10", "5 sets of 5", "21-15-9": sets by reps, or reps per round falling or flat.
const SCHEME = String.raw`(?:\d{1,2}\s*[x×]\s*\d{1,3}(?![\d.]|\s*[x×])|\d{1,2}\s+sets?\s+of\s+\d{1,3}|\d{1,3}(?:\s*[-–—]\s*\d{1,3}){2,9}(?![\d.]))(?:\s*reps?\b)?`;
const FIRST = new RegExp(String.raw`^(${SCHEME})\s*(?:of\s+|[:–—-]\s*)?(\p{L}.*?)\s*\.?$`, 'iu');
const LAST = new RegExp(
  String.raw`^(\p{L}.*?)\s*(?:[,:–—-]\s*|\s+for\s+)?(${SCHEME})(?:\s*[,;]?\s*(?:(?:@|at|with)\s*)?(${LOAD}))?\s*\.?$`,
  'iu',
);
// "Fran:", "Accessories:": a title before the lifts, kept as a line of its own.
const TITLE = /^\s*(\p{L}[\p{L}'’ ]{0,30}?)\s*:\s*(?=\S)/u;
// What joins the lifts sharing the scheme; "then" or ";" ends them, and the lifts after with counts of
// their own ("3x10 curls 30 and pushdowns 50, then dips 3x12") stay as written.
const JOINS = /(\s*[,;]\s*(?:and\s+|then\s+)?|\s+(?:and|&|\+|then)\s+)/i;
const ENDS = /;|\bthen\b/i;
// One lift and maybe its load: "curls 30", "pushdowns @ 50", "thrusters (95)", "60 lb squats".
const PART = new RegExp(
  String.raw`^(?:(\d+(?:\.\d+)?\s*${UNIT})\.?\s+)?(\p{L}[\p{L}'’ -]*?)(?:(?:(\s*@|\s+at\b|\s+with\b)\s*|\s*)(${LOAD})|\s*\(\s*(${LOAD})\s*\))?\.?$`,
  'iu',
);
// A part that is only a load for all ("…, 95lb", "… @ 95"): written with its unit or a mark.
const SHARED = new RegExp(String.raw`^(?:(?:@|at\b|with\b)\s*${LOAD}|\d+(?:\.\d+)?\s*${UNIT})$`, 'i');

interface Part {
  name: string;
  load?: string;
  kind: LiftKind;
}

/** The scheme as the sets reader writes it alone: a ladder's counts slashed ("21/15/9"). */
function plainScheme(scheme: string): string | null {
  const ladder = /^\d{1,3}(?:\s*[-–—]\s*\d{1,3})+/.exec(scheme);
  if (!ladder) return scheme.trim();
  const reps = ladder[0].split(/[-–—]/).map((n) => Number(n.trim()));
  // Falling or flat, as round schemes are: not a range or a date ("5-10-15").
  if (!reps.every((r, i) => r > 0 && r <= 100 && (i === 0 || r <= (reps[i - 1] ?? 0)))) return null;
  return reps.join('/');
}

function partOf(text: string, lift: (name: string) => LiftKind | undefined): Part | null {
  const m = PART.exec(text.trim());
  const name = m?.[2]?.trim();
  const kind = name ? lift(name) : undefined;
  if (!m || !name || !kind) return null;
  const load = m[1] ?? m[4] ?? m[5];
  // A bodyweight move's load must say it is one: "pull-ups 20" beside a scheme may be reps, and "box
  // jumps (24)" is the box's height.
  if (load && kind.isBodyweight && !(m[3] || new RegExp(UNIT, 'i').test(load)))
    return m[5] ? { name, kind } : null;
  return { name, kind, ...(load ? { load: load.trim() } : {}) };
}

/**
 * The line as one part per lift, each with the scheme and its load ("curls 3x10 @ 30; pushdowns 3x10 @
 * 50"), a title before them on a line of its own; null when the line is not lifts sharing a scheme.
 */
export function joinedLifts(written: string, lift: (name: string) => LiftKind | undefined): string[] | null {
  if (written.length > 160 || !/\d/.test(written) || !/,|\sand\s|&|\+/i.test(written)) return null;
  // Round 36: "6:45am 3x5 Squat, Bench press, …", "3. 3x5 Squat, …": a time of day or a list number in
  // front is no part of the lifts (every reader after takes it off, journal-normalize).
  const line = stripPrefixes(written).trim();
  const title = TITLE.exec(line);
  if (title?.[1] && lift(title[1])) return null;
  const body = title ? line.slice(title[0].length) : line;
  const first = FIRST.exec(body);
  const last = first ? null : LAST.exec(body);
  const m = first ?? last;
  if (!m) return null;
  const scheme = plainScheme((first ? m[1] : m[2]) ?? '');
  const tokens = ((first ? m[2] : m[1]) ?? '').split(JOINS);
  let shared = last?.[3];
  const parts: Part[] = [];
  let rest = '';
  for (let i = 0; i < tokens.length; i += 2) {
    const text = tokens[i] ?? '';
    const part = ENDS.test(tokens[i - 1] ?? '') ? null : partOf(text, lift);
    if (part) {
      parts.push(part);
      continue;
    }
    // "21-15-9 thrusters and pull-ups, 95lb": a load last, for all.
    if (first && i === tokens.length - 1 && SHARED.test(text.trim()))
      shared = text.trim().replace(/^(?:@|at|with)\s*/i, '');
    // Only after the scheme, and only lifts with their own counts after the ones sharing it.
    else if (first && /\d/.test(text)) rest = tokens.slice(i).join('');
    else return null;
    break;
  }
  if (!scheme || parts.length < 2) return null;
  // "Clean and jerk 3x2", "3x5 clean and jerk 135": one lift whose name holds "and", its load after it;
  // not "clean 60 and jerk 80", each move at a load of its own. Round 36: "kb clean and press 53#" too,
  // its kit word before the pair ("clean and press" is the lift the kettlebell is used for).
  const pairName = (before: string, after: string) =>
    lift(`${before} and ${after}`) ?? lift(`${before.split(/\s+/).at(-1)} and ${after}`);
  if (parts.some((p, i) => i && !parts[i - 1]?.load && pairName(parts[i - 1]?.name ?? '', p.name)))
    return null;
  if (shared) {
    // A load told once is every loaded lift's; a line of bodyweight moves alone ("pull-ups and dips
    // 3x10 @ 25") is left to the readers after.
    if (parts.every((p) => p.kind.isBodyweight)) return null;
    for (const p of parts) if (!p.load && !p.kind.isBodyweight) p.load = shared;
  }
  const out = [
    ...parts.map((p) => `${p.name} ${scheme}${p.load ? ` @ ${p.load}` : ''}`),
    ...(rest ? [rest] : []),
  ].join('; ');
  return title?.[1] ? [title[1], out] : [out];
}
