/**
 * A barbell lift named without its implement ("3 x 10 arm curls @ 5kg", "shoulder press 8 lb") at a
 * load no bar weighs so little: the lightest training bars and fixed curl bars weigh about 15 lb, so the
 * load is a dumbbell's, and the lift is the catalogue's dumbbell variant of the same movement. An entry
 * that names a bar anywhere ("barbell", "EZ bar", "20lb barbell") keeps the barbell lift.
 */

import { findExercise, muscleGroupsFor } from '../catalogue/index.ts';
import type { LoggedSet } from '../schemas.ts';
import { parseUnit, toPounds } from './units.ts';

// Below this (in pounds) no barbell weighs; a load this light is held in the hand.
export const LIGHTEST_BAR_LB = 15;
// The lifter named a bar: the light load is on it ("a 10lb body bar", "EZ curl bar").
const BAR_NAMED = /\b(?:barbells?|bars?|ez|bb|body\s*bar|curl\s*bar|trap\s*bar|hex\s*bar)\b/i;

// A load written with its unit: "5kg", "10lbs", "8 pounds".
const UNIT_LOAD = /(?<![\d.])(\d{1,2}(?:\.\d+)?)\s*(kgs?|kilos?|lbs?|pounds?)\b/gi;

/**
 * The loads lighter than any bar written with their unit, in pounds. A bare small number ("Curl
 * 3x(10x12)", a drop to "10x6") may count plates or a machine's pins; only a load said as one is weighed.
 */
function lightLoadsSaid(content: string): number[] {
  const out: number[] = [];
  for (const m of content.matchAll(UNIT_LOAD)) {
    const lb = toPounds(Number(m[1]), parseUnit(m[2]) ?? 'lb');
    if (lb > 0 && lb < LIGHTEST_BAR_LB) out.push(lb);
  }
  return out;
}

/** The dumbbell variant of a barbell lift, same movement, if the catalogue has one. */
export function dumbbellVariant(name: string): string | undefined {
  const e = findExercise(name);
  if (!e?.equipment.includes('barbell')) return undefined;
  const variant = findExercise(
    /\bbarbell\b/.test(e.name) ? e.name.replace(/\bbarbell\b/, 'dumbbell') : `dumbbell ${e.name}`,
  );
  return variant && variant !== e && variant.pattern === e.pattern ? variant.name : undefined;
}

/**
 * A barbell lift with a set at a load lighter than any bar, put as the dumbbell lift: every set of it in
 * the entry ("10lbs - 10x, 10x; 15lbs – 10x" is one lift on dumbbells, not a switch to a bar at 15).
 */
export function lightBarSets(content: string, sets: LoggedSet[]): void {
  if (BAR_NAMED.test(content)) return;
  const said = lightLoadsSaid(content);
  if (!said.length) return;
  const light = new Set(
    sets
      .filter(
        (s) => !s.isBodyweight && s.weight !== null && said.some((w) => Math.abs(w - (s.weight ?? 0)) < 0.01),
      )
      .map((s) => s.name),
  );
  for (const name of light) {
    const variant = dumbbellVariant(name);
    if (!variant) continue;
    const groups = muscleGroupsFor(variant);
    for (const s of sets)
      if (s.name === name) {
        s.name = variant;
        s.muscleGroups = groups;
      }
  }
}
