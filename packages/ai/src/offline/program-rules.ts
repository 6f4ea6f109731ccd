/**
 * The progression rule the offline coach writes for each programmed exercise (sources in
 * docs/training-science.md): main barbell lifts progress linearly for beginners (a fixed load jump
 * each session, Starting Strength / GZCLP style) and from RPE for trained lifters (the load follows
 * their estimated max, Helms/Zourdos autoregulation); everything else uses double progression inside
 * its rep range. Holds, carries and conditioning progress by feel (no rule).
 */
import { findExercise } from '../catalogue/index.ts';
import { inferProgression, isMainLift, loadStep, repRange } from '../programs/progression.ts';
import type { Experience, ProgrammedExercise, Progression } from '../schemas.ts';
import type { Aim } from './goals.ts';
import type { Role } from './program-dose.ts';

/** A single rep target for a range: the top for strength's low reps, otherwise near the middle. */
function repTarget(range: { min: number; max: number }, level: Experience): number {
  if (range.max <= 5) return level === 'advanced' ? Math.max(range.min, range.max - 1) : range.max;
  return Math.round((range.min + range.max) / 2);
}

/** Accessory effort: beginners stop 3 reps short (RPE 7), trained lifters 2 (RPE 8). */
export function accessoryRpe(level: Experience): number {
  return level === 'beginner' ? 7 : 8;
}

/**
 * The exercise with its rule: reps become one number for load-driven rules (linear, RPE) so the
 * prescription is concrete, and the target RPE is written on the exercise.
 */
export function withRule(
  x: ProgrammedExercise,
  role: Role | 'power',
  aim: Aim,
  level: Experience,
): ProgrammedExercise {
  const e = findExercise(x.name);
  const range = repRange(x.reps);
  if (role === 'power' || role === 'other' || !range) {
    const rule = role === 'power' ? null : inferProgression(x, level);
    if (rule?.kind !== 'double') return withProgression(x, rule);
    // Trunk and other work that does have reps gets the same effort target as the accessories.
    const rpe = x.rpe ?? accessoryRpe(level);
    return withProgression({ ...x, rpe }, { ...rule, targetRpe: rpe });
  }
  // Endurance sets run past the RPE chart's reliable range (~12 reps), so they stay on double progression.
  if (role === 'main' && isMainLift(e) && aim !== 'endurance' && range.max <= 12) {
    const reps = repTarget(range, level);
    if (level === 'beginner') {
      const rule: Progression = { kind: 'linear', reps, step: loadStep(e), resetAfter: 2, resetPercent: 10 };
      return withProgression({ ...x, reps: String(reps), rpe: x.rpe ?? 7 }, rule);
    }
    const targetRpe = x.rpe ?? 8;
    return withProgression({ ...x, reps: String(reps), rpe: targetRpe }, { kind: 'rpe', reps, targetRpe });
  }
  const rpe = x.rpe ?? accessoryRpe(level);
  const repsMax = range.max > range.min ? range.max : range.min + (range.min >= 10 ? 5 : 3);
  const reps = repsMax > range.max ? `${range.min}-${repsMax}` : x.reps;
  return withProgression(
    { ...x, reps, rpe },
    { kind: 'double', repsMin: range.min, repsMax, step: loadStep(e), targetRpe: rpe },
  );
}

function withProgression(x: ProgrammedExercise, rule: Progression | null): ProgrammedExercise {
  const { progression: _old, ...rest } = x;
  return rule ? { ...rest, progression: rule } : rest;
}
