/**
 * Effort as the member tracks it. Stored as RPE; RIR members see and type 10 − RPE (spec 1 §2); 'none'
 * hides effort everywhere.
 */
import { RIR_RANGE, RPE_RANGE, rirToRpe, rpeToRir } from '@coach/api-contract/domain';
import type { EffortPreference } from '../shared/member.ts';

export interface EffortScale {
  label: 'RPE' | 'RIR';
  min: number;
  max: number;
}

export function effortScale(preference: EffortPreference): EffortScale | null {
  if (preference === 'rpe') return { label: 'RPE', ...RPE_RANGE };
  if (preference === 'rir') return { label: 'RIR', ...RIR_RANGE };
  return null;
}

/** A stored RPE in the member's scale; null when not given or not tracked. */
export function effortShown(rpe: number | null, preference: EffortPreference): number | null {
  if (rpe === null || preference === 'none') return null;
  return preference === 'rir' ? rpeToRir(rpe) : rpe;
}

/** A value typed in the member's scale, as the RPE the API stores. */
export function effortToRpe(value: number, preference: EffortPreference): number {
  return preference === 'rir' ? rirToRpe(value) : value;
}
