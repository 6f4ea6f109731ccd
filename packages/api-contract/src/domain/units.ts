/** Unit conversion: the API speaks pounds and inches; the UI shows what the member chose. */
// One source for the conversions: the coach parses and writes with the same ones.
export { fromPounds, LB_PER_KG, round3, toPounds } from '@coach/ai/units';

import { fromPounds } from '@coach/ai/units';

/** The spec's profile divisor for "shown in kg". */
export const PROFILE_KG_DIVISOR = 2.205;

export type WeightUnitName = 'lb' | 'kg';

/** A weight for display: at most one decimal, trailing zero dropped. */
export function formatWeight(lb: number, unit: WeightUnitName): string {
  const v = Math.round(fromPounds(lb, unit) * 10) / 10;
  return `${Number.isInteger(v) ? v.toFixed(0) : v.toFixed(1)} ${unit === 'kg' ? 'kg' : 'lbs'}`;
}

/** Inches as the profile shows them: 5'10". */
export function formatHeight(inches: number): string {
  return `${Math.floor(inches / 12)}'${inches % 12}"`;
}
