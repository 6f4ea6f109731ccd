/**
 * What a member ruled out ("no dumbbell flyes", "my knee hurts on squats") and how a program keeps to
 * it: every exercise that breaks a constraint is swapped for the closest one that does not (same
 * muscle group first), or dropped when nothing fits.
 */
import {
  CATALOGUE,
  type CatalogueExercise,
  findExercise,
  isDoableWith,
  lookupKey,
  normalizeWords,
} from '../catalogue/index.ts';
import type { Equipment, Joint, ProgramConstraints, ProgramDay, ProgrammedExercise } from '../schemas.ts';
import { rankSwaps } from './swap.ts';

/**
 * Exercises that load a joint enough to aggravate it. Knees: squats, lunges, leg extensions, jumps and
 * step-ups (deep loaded knee flexion); shoulders: overhead pressing, dips and upright rows; lower back:
 * heavy spinal loading (barbell deadlifts and back squats, good mornings, bent-over rows, cleans).
 */
const JOINT_LOADS: Record<Joint, (e: CatalogueExercise) => boolean> = {
  knee: (e) =>
    e.pattern === 'squat' ||
    e.pattern === 'lunge' ||
    (e.pattern === 'isolation_legs' && e.muscles[0] === 'quads') ||
    /leg extension|sissy|jump|step-up|pistol|wall sit|thruster|burpee|leg press|hack squat/.test(e.name),
  shoulder: (e) =>
    e.pattern === 'vertical_push' || /\bdips?\b|upright row|snatch|handstand|behind|kipping/.test(e.name),
  lower_back: (e) =>
    /deadlift|good morning|barbell row|bent-over|t-bar row|back squat|power clean|clean and|snatch|superman/.test(
      e.name,
    ) && !/single-leg|dumbbell romanian/.test(e.name),
};

export const JOINT_TEXT: Record<Joint, string> = {
  knee: 'knee-friendly: no squats, lunges, leg extensions or jumps',
  shoulder: 'shoulder-friendly: no overhead pressing, dips or upright rows',
  lower_back: 'easy on the lower back: no barbell deadlifts, back squats, good mornings or bent-over rows',
};

export function emptyConstraints(): ProgramConstraints {
  return { avoidExercises: [], avoidJoints: [], swaps: [] };
}

/**
 * One generic word the member ruled out ("lunges", "rows"): every exercise whose name has the word
 * and trains the same group, or whose movement pattern is named by it (a Bulgarian split squat is a
 * lunge). Null for a specific exercise name.
 */
function family(avoid: string): ((e: CatalogueExercise) => boolean) | null {
  const words = normalizeWords(avoid);
  const target = findExercise(avoid);
  if (words.length !== 1 || !target) return null;
  const stem = (words[0] ?? '').replace(/e?s$/, '');
  if (stem.length < 3) return null;
  return (e) =>
    (normalizeWords(e.name).some((w) => w.startsWith(stem)) && e.primary[0] === target.primary[0]) ||
    (e.pattern === target.pattern && e.pattern.startsWith(stem));
}

/** A predicate for "breaks the constraints", compiled once: swaps test the whole catalogue. */
export function breaker(c: ProgramConstraints): (name: string) => boolean {
  const keys = new Set(c.avoidExercises.map((a) => lookupKey(findExercise(a)?.name ?? a)));
  const families = c.avoidExercises.flatMap((a) => family(a) ?? []);
  const joints = c.avoidJoints.map((j) => JOINT_LOADS[j]);
  return (name) => {
    const e = findExercise(name);
    if (keys.has(lookupKey(e?.name ?? name))) return true;
    return !!e && (families.some((f) => f(e)) || joints.some((f) => f(e)));
  };
}

/** Whether an exercise (by name) breaks the constraints. */
export function breaks(name: string, c: ProgramConstraints): boolean {
  return breaker(c)(name);
}

/** The closest exercise that keeps the constraints, is doable and is not already in the day. */
export function safeAlternative(
  x: ProgrammedExercise,
  day: ProgramDay,
  equipment: readonly Equipment[],
  broken: (name: string) => boolean,
  ruledOut: readonly string[],
): CatalogueExercise | undefined {
  const e = findExercise(x.name);
  if (!e) return undefined;
  const exclude = [...day.exercises.map((y) => y.name), ...ruledOut];
  const best = rankSwaps(e, equipment, exclude).find((a) => !broken(a.name));
  if (best && best.primary[0] === e.primary[0]) return best;
  // rankSwaps stays close to the pattern; for a joint the same muscle group matters more.
  const inDay = new Set(day.exercises.map((y) => lookupKey(findExercise(y.name)?.name ?? y.name)));
  const group = CATALOGUE.find(
    (a) =>
      a.primary[0] === e.primary[0] &&
      isDoableWith(a, equipment) &&
      !broken(a.name) &&
      !inDay.has(lookupKey(a.name)),
  );
  return group ?? best;
}

/** The member's own replacement for an exercise, when it still fits the day and the constraints. */
function preferred(
  name: string,
  day: ProgramDay,
  equipment: readonly Equipment[],
  c: ProgramConstraints,
  broken: (name: string) => boolean,
): CatalogueExercise | undefined {
  const key = lookupKey(findExercise(name)?.name ?? name);
  const swap = c.swaps.find((s) => lookupKey(findExercise(s.from)?.name ?? s.from) === key);
  const to = swap && findExercise(swap.to);
  if (!to || broken(to.name) || !isDoableWith(to, equipment)) return undefined;
  const inDay = day.exercises.some(
    (y) => lookupKey(findExercise(y.name)?.name ?? y.name) === lookupKey(to.name),
  );
  return inDay ? undefined : to;
}

/**
 * Applies the constraints to every day in place: a broken exercise is replaced through `replace`
 * (which keeps the dose and writes a new rule) or dropped when nothing fits and the day has others.
 * Returns the names that were changed, for the member's summary.
 */
export function enforce(
  days: ProgramDay[],
  equipment: readonly Equipment[],
  c: ProgramConstraints,
  replace: (old: ProgrammedExercise, e: CatalogueExercise) => ProgrammedExercise,
): { from: string; to: string | null }[] {
  const changes: { from: string; to: string | null }[] = [];
  const broken = breaker(c);
  if (!days.some((d) => d.exercises.some((x) => broken(x.name)))) return changes;
  const ruledOut = CATALOGUE.filter((e) => broken(e.name)).map((e) => e.name);
  for (const day of days) {
    for (let i = day.exercises.length - 1; i >= 0; i--) {
      const x = day.exercises[i];
      if (!x || !broken(x.name)) continue;
      const alt =
        preferred(x.name, day, equipment, c, broken) ?? safeAlternative(x, day, equipment, broken, ruledOut);
      if (alt) {
        day.exercises[i] = replace(x, alt);
        changes.push({ from: x.name, to: alt.name });
      } else if (day.exercises.length > 1) {
        day.exercises.splice(i, 1);
        changes.push({ from: x.name, to: null });
      }
    }
  }
  return changes;
}
