import { effortScale, effortShown } from '../../workouts/sets/effort.ts';
import type { EffortPreference } from '../../workouts/shared/member.ts';

/** A prescribed RPE as the member reads effort: 'RPE 8', 'RIR 2', or null when they do not track it. */
export function effortLabel(rpe: number | null, preference: EffortPreference): string | null {
  const scale = effortScale(preference);
  const shown = effortShown(rpe, preference);
  if (!scale || shown === null) return null;
  return `${scale.label} ${Number.isInteger(shown) ? shown : shown.toFixed(1)}`;
}
