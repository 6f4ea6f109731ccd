/**
 * Effort is stored as RPE (1-10). Reps in reserve convert with RPE = 10 − RIR; RIR is shown back as
 * 10 − RPE. RIR above 9 has no RPE below 1, so it is clamped to the bottom of the scale.
 */
export const RPE_RANGE = { min: 1, max: 10 } as const;
export const RIR_RANGE = { min: 0, max: 15 } as const;

export function rirToRpe(rir: number): number {
  return Math.min(RPE_RANGE.max, Math.max(RPE_RANGE.min, 10 - rir));
}

export function rpeToRir(rpe: number): number {
  return Math.max(RIR_RANGE.min, 10 - rpe);
}
