import { LB_PER_KG } from './units.ts';

/** Compendium of Physical Activities: general resistance training is about 5 METs. */
export const STRENGTH_TRAINING_METS = 5;
/** Used when the member has not entered a body weight. */
export const DEFAULT_BODY_WEIGHT_KG = 70;

/** Estimated kcal: METs × body weight (kg) × hours, rounded. */
export function caloriesBurned(durationSeconds: number, bodyWeightLb: number | null | undefined): number {
  const kg = bodyWeightLb && bodyWeightLb > 0 ? bodyWeightLb / LB_PER_KG : DEFAULT_BODY_WEIGHT_KG;
  const hours = Math.max(0, durationSeconds) / 3600;
  return Math.round(STRENGTH_TRAINING_METS * kg * hours);
}
