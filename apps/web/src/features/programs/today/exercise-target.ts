import { formatWeight } from '@coach/api-contract/domain';
import type { EffortPreference, WeightUnit } from '../../workouts/shared/member.ts';
import { effortLabel } from '../shared/effort-label.ts';

interface Target {
  sets: number;
  reps: string;
  weight: number | null;
  rpe: number | null;
  isBodyweight: boolean;
}

/** '3 x 8-12', the load in the member's unit ('Bodyweight', 'BW + 10 lbs', '135 lbs') and the effort. */
export function targetParts(x: Target, unit: WeightUnit, preference: EffortPreference) {
  const load = x.isBodyweight
    ? x.weight
      ? `Bodyweight + ${formatWeight(x.weight, unit)}`
      : 'Bodyweight'
    : x.weight !== null && x.weight > 0
      ? formatWeight(x.weight, unit)
      : null;
  return { setsReps: `${x.sets} x ${x.reps}`, load, effort: effortLabel(x.rpe, preference) };
}
