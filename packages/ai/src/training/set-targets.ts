/**
 * Weekly hard sets per muscle group: the one source for the program explanation (confirm screen) and
 * the body map's colours. Browser-safe, pure data and arithmetic.
 *
 * Bands follow the dose-response literature (sources in docs/training-science.md): about 10 weekly
 * sets per muscle is where growth clearly beats lower volumes (Schoenfeld, Ogborn & Krieger 2017),
 * beginners progress on less, and returns flatten past ~20 for most trained lifters (Israetel's
 * volume landmarks; Pelland et al. 2024). Indirect work counts half a set (Pelland et al. 2024).
 */
import { findExercise } from '../catalogue/index.ts';
import { BODY_GROUPS, type BodyGroup, type Experience } from '../schemas.ts';

export interface SetBand {
  min: number;
  max: number;
}

export const WEEKLY_SET_TARGETS: Record<Experience, SetBand> = {
  beginner: { min: 6, max: 12 },
  intermediate: { min: 10, max: 20 },
  advanced: { min: 12, max: 24 },
};

export type BandStatus = 'none' | 'under' | 'within' | 'over';

export function bandStatus(sets: number, band: SetBand): BandStatus {
  if (sets <= 0) return 'none';
  if (sets < band.min) return 'under';
  if (sets > band.max) return 'over';
  return 'within';
}

/** How much one hard set of an exercise counts toward each body group: 1 primary, 0.5 secondary. */
export function setCredit(exerciseName: string): Partial<Record<BodyGroup, number>> {
  const known = findExercise(exerciseName);
  if (!known) return {};
  const credit: Partial<Record<BodyGroup, number>> = {};
  for (const g of known.secondary) credit[g] = 0.5;
  for (const g of known.primary) credit[g] = 1;
  return credit;
}

/** Weekly hard sets per body group from (exercise name, number of hard sets) pairs. */
export function weeklySets(work: Iterable<{ name: string; sets: number }>): Record<BodyGroup, number> {
  const totals = Object.fromEntries(BODY_GROUPS.map((g) => [g, 0])) as Record<BodyGroup, number>;
  for (const { name, sets } of work) {
    for (const [group, share] of Object.entries(setCredit(name)) as [BodyGroup, number][]) {
      totals[group] += share * sets;
    }
  }
  return totals;
}
