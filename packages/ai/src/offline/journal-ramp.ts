import { LOAD_UNIT } from './journal-words.ts';

/**
 * Reps written once on the name, loads listed after: "Back Squat x 5: 150 - 175 - 200",
 * "Bench (x8): 60kg, 70kg, 75kg", "Deadlift 3 reps - 100/120/140 kg". Every load is one set of those
 * reps, so the line is rewritten as "Name: 150 x 5, 175 x 5, 200 x 5" before it is split. A load marked
 * failed gives the reps it got: "205F/4" is 4 reps, "120F (15-6)" a set finished in two parts.
 */

const LOAD = String.raw`(\d{1,4}(?:\.\d+)?)\s*(${LOAD_UNIT}(?![a-eg-z]|f[a-z]))?(?![\d.])\s*(?:(F)(?![a-z])\s*(?:\/\s*(\d{1,2})(?![\d.]))?)?\s*(\([^()]*\))?`;
const ITEM = new RegExp(LOAD, 'giy');
const SEP = /\s*(?:[-–—,/;]|\bthen\b)\s*/iy;
// The name (letters only), then the reps: "x 5", "×5", "(x5)", "5 reps", then ":" or a dash.
const HEAD =
  /^(\p{L}[\p{L}\s'’.&-]*?)\s*(?:[x×]\s*(\d{1,2})|\(\s*[x×]?\s*(\d{1,2})\s*(?:reps?)?\s*\)|(\d{1,2})\s*reps?)\s*(?::|\s[-–—]\s)\s*/iu;

const UNIT = new RegExp(String.raw`\d\s*${LOAD_UNIT}`, 'i');

/**
 * Whether numbers listed with one rep count ("135 155 175 x 5", "x5 @ 100/110/120", "16 18 20x10") are
 * loads, one set each, rather than a reps list or a set count. The one rule every such list is read by:
 * each load carries a unit or is too heavy to be the reps (20 or more, and more than the rep count); or,
 * for light dumbbells, three or more loads that rise step by step from at least half the heaviest
 * ("8 10 12 x 10"), where a reps list of that size falls ("12 10 8") or a scheme follows a load ("10 3x12").
 */
export function loadRamp(loads: string[], reps: number): boolean {
  if (!loads.length) return false;
  const v = loads.map((w) => Number.parseFloat(w));
  if (loads.every((w, i) => UNIT.test(w) || ((v[i] ?? 0) >= 20 && (v[i] ?? 0) > reps))) return true;
  const first = v[0] ?? 0;
  // Not "3 @ 7/8/9": numbers no heavier than 10 after a load's sign are efforts.
  return (
    v.length >= 3 &&
    first >= 2 &&
    (v.at(-1) ?? 0) > 10 &&
    first >= (v.at(-1) ?? 0) / 2 &&
    v.every((n, i) => i === 0 || n > (v[i - 1] ?? Number.POSITIVE_INFINITY))
  );
}

interface Step {
  load: string;
  unit: string;
  reps: number[];
  aside: string;
}

/** The parts a failed set was finished in, "(15-6)", "(8+4)", if they add up to no more than the reps. */
function parts(aside: string, reps: number): number[] | null {
  const m = /^\(\s*(\d{1,2}(?:\s*[-+,]\s*\d{1,2})+)\s*\)$/.exec(aside);
  if (!m?.[1]) return null;
  const list = m[1].split(/[-+,]/).map((p) => Number(p.trim()));
  return list.reduce((t, p) => t + p, 0) <= reps ? list : null;
}

export function loadsAfterNamedReps(line: string): string {
  const head = HEAD.exec(line);
  if (!head?.[1]) return line;
  const reps = Number(head[2] ?? head[3] ?? head[4]);
  if (!(reps >= 1 && reps <= 30)) return line;
  const steps: Step[] = [];
  let at = head[0].length;
  for (;;) {
    ITEM.lastIndex = at;
    const m = ITEM.exec(line);
    if (!m?.[1]) break;
    const failed = Boolean(m[3]);
    const split = failed && m[5] ? parts(m[5], reps) : null;
    const got = m[4] ? Number(m[4]) : reps;
    steps.push({
      load: m[1],
      unit: m[2] ?? '',
      reps: split ?? [got],
      aside: split ? '' : (m[5] ?? ''),
    });
    at = ITEM.lastIndex;
    SEP.lastIndex = at;
    const sep = SEP.exec(line);
    if (!sep || !/^\s*\d/.test(line.slice(SEP.lastIndex))) break;
    at = SEP.lastIndex;
  }
  // Loads, not counts ("60-70-80 kg": a unit written once at the end is every load's).
  const lastUnit = steps.at(-1)?.unit ?? '';
  if (
    !loadRamp(
      steps.map((s) => `${s.load}${s.unit || lastUnit}`),
      reps,
    )
  )
    return line;
  const sets = steps.flatMap((s) =>
    s.reps.map(
      (r, i) =>
        `${s.load}${s.unit || lastUnit} x ${r}${i === s.reps.length - 1 && s.aside ? ` ${s.aside}` : ''}`,
    ),
  );
  return `${head[1].trim()}: ${sets.join(', ')} ${line.slice(at)}`.trim();
}
