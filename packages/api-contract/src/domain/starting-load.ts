/**
 * A first-session load when the member has never logged the exercise: a conservative fraction of body
 * weight by movement and experience, scaled by the RPE chart to the prescribed reps, rounded DOWN to a
 * loadable weight. Deliberately light: the first session calibrates, the rule takes over from there.
 * Browser-safe, pure.
 */
import { rtsPercent } from '@coach/ai/e1rm';
import { effortText } from '@coach/ai/programs';
import type { EffortScale, Experience } from '@coach/ai/schemas';
import { type LoadKind, loadable, type Unit } from './loading.ts';
import { formatWeight } from './units.ts';

/** When the profile has no body weight: a light adult, so the guess errs low. */
export const ASSUMED_BODY_WEIGHT_LB = 150;

/**
 * Body-weight fractions for a set of 10 at about RPE 7: compound lifts as a two-handed (barbell or
 * machine) load, single-joint moves as a one-hand (dumbbell) load.
 * Beginners' numbers sit near the low end of published strength standards for untrained adults
 * (docs/training-science.md); the other levels scale them up.
 */
const TEN_REP_FRACTION: Record<string, number> = {
  squat: 0.5,
  hinge: 0.6,
  lunge: 0.25,
  horizontal_push: 0.4,
  vertical_push: 0.25,
  horizontal_pull: 0.35,
  vertical_pull: 0.35,
  olympic: 0.3,
  isolation_legs: 0.2,
  isolation_chest: 0.1,
  isolation_shoulders: 0.05,
  isolation_back: 0.2,
  isolation_arms: 0.1,
  calves: 0.3,
  core: 0.1,
  carry: 0.25,
  conditioning: 0.1,
};
const LEVEL: Record<Experience, number> = { beginner: 1, intermediate: 1.4, advanced: 1.8 };
const ONE_HAND = new Set(['isolation_chest', 'isolation_shoulders', 'isolation_arms']);
const isFixedWeight = (kind: LoadKind) => kind === 'dumbbell' || kind === 'kettlebell';

/** From the table's basis to this gear: a compound dumbbell is ~40% of the bar (per hand, less stable). */
function gearFactor(kind: LoadKind, pattern: string | null): number {
  const oneHand = ONE_HAND.has(pattern ?? '');
  if (isFixedWeight(kind)) return oneHand ? 1 : 0.4;
  return oneHand ? 2 : 1;
}

export interface StartInput {
  kind: LoadKind;
  unit: Unit;
  bodyWeight: number | null;
  experience: Experience;
  pattern: string | null;
  /** the top of the prescribed rep range */
  reps: number;
  rpe: number;
  /** the member's effort scale, for the wording */
  effort: EffortScale;
}

export function startingLoad(input: StartInput): { weight: number; basis: string } {
  const { kind, unit, experience } = input;
  if (kind === 'bodyweight')
    return {
      weight: 0,
      basis: `No history yet: start with your body weight only and stop ${Math.max(1, Math.round(10 - input.rpe))} reps short of failure.`,
    };
  const body = input.bodyWeight ?? ASSUMED_BODY_WEIGHT_LB;
  const fraction = TEN_REP_FRACTION[input.pattern ?? ''] ?? 0.2;
  // The chart scales a 10-rep load to the prescribed reps and effort (5 reps → heavier, 15 → lighter).
  const scale = (rtsPercent(Math.min(12, input.reps), input.rpe) ?? 0.7) / (rtsPercent(10, 7) ?? 0.66);
  const raw = body * fraction * LEVEL[experience] * gearFactor(kind, input.pattern) * scale;
  const weight = loadable(raw, kind, unit, 'down');
  const from = input.bodyWeight
    ? `your body weight (${formatWeight(body, unit)})`
    : 'an assumed body weight (add yours in Profile for a better guess)';
  return {
    weight,
    basis: `No history yet: start light at ${formatWeight(weight, unit)}${isFixedWeight(kind) ? ' per hand' : ''}, a conservative guess from ${from} and ${experience} experience. If it feels easier than ${effortText(input.rpe, input.effort)}, go up next set.`,
  };
}
