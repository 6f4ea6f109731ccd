/**
 * Effort in the words of the member's scale, for program sentences and set reasons. Rules and targets
 * are RPE (1-10); a member who tracks reps in reserve reads RIR = 10 − RPE (spec 1 §2); one who tracks
 * no effort reads plain words. Browser-safe: the confirm screen and the server word it the same way.
 */
import type { EffortScale } from '../schemas.ts';

const num = (n: number) => String(Math.round(n * 10) / 10);
const reserve = (rpe: number) => Math.max(0, 10 - rpe);
const repsInReserve = (rpe: number) =>
  `${num(reserve(rpe))} ${reserve(rpe) === 1 ? 'rep' : 'reps'} in reserve`;

/** A target effort as a label: 'RPE 8', 'RIR 2', or 'about 2 reps in reserve' when effort is not tracked. */
export function effortText(rpe: number, scale: EffortScale = 'rpe'): string {
  if (scale === 'rir') return `RIR ${num(reserve(rpe))}`;
  if (scale === 'none') return `about ${repsInReserve(rpe)}`;
  return `RPE ${num(rpe)}`;
}

/** A target effort after a set count: 'at RPE 8', 'at RIR 2', 'with about 2 reps in reserve'. */
export function effortAt(rpe: number, scale: EffortScale = 'rpe'): string {
  return scale === 'none' ? `with ${effortText(rpe, scale)}` : `at ${effortText(rpe, scale)}`;
}

/**
 * The bar a set must clear: ' at RPE 8 or easier', ' at 2 reps in reserve or easier'. Empty for a
 * member who logs no effort: their sets carry none, so the rule judges reps alone.
 */
export function easyEnoughText(rpe: number, scale: EffortScale = 'rpe'): string {
  if (scale === 'none') return '';
  if (scale === 'rir') return ` at ${repsInReserve(rpe)} or easier`;
  return ` at RPE ${num(rpe)} or easier`;
}

/** From one effort to another: 'RPE 7 to 9', 'RIR 3 to 1', or null when effort is not tracked. */
export function effortSpan(from: number, to: number, scale: EffortScale = 'rpe'): string | null {
  if (scale === 'none') return null;
  if (scale === 'rir') return `RIR ${num(reserve(from))} to ${num(reserve(to))}`;
  return `RPE ${num(from)} to ${num(to)}`;
}

/** The scale's short name, for "a set with RPE"; null when effort is not tracked. */
export function scaleName(scale: EffortScale = 'rpe'): 'RPE' | 'RIR' | null {
  return scale === 'none' ? null : scale === 'rir' ? 'RIR' : 'RPE';
}
