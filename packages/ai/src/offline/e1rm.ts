/**
 * Estimated one-rep max. With an RPE, the RTS (Tuchscherer) table gives %1RM by reps and RPE;
 * without one, Epley. Pure math, shared by analysis and program notes.
 */

// %1RM at RPE 10 for 1..12 reps; each half RPE below 10 steps one column along (one rep in reserve
// costs about the same as one more rep), which is how the RTS chart is built.
const RPE10 = [
  100, 95.5, 92.2, 89.2, 86.3, 83.7, 81.1, 78.6, 76.2, 73.9, 70.7, 68.0, 65.3, 62.6, 59.9, 57.4, 55.0, 52.7,
  50.5, 48.4, 46.4, 44.5, 42.7, 41.0, 39.4,
];

/** %1RM (0..1) for a set of `reps` at `rpe`, from the RTS table; undefined outside its range. */
export function rtsPercent(reps: number, rpe: number): number | undefined {
  if (reps < 1 || reps > 12 || rpe < 6 || rpe > 10) return undefined;
  // reps in reserve, in half-rep steps on the table
  const steps = Math.round((10 - rpe) * 2);
  const index = (reps - 1) * 2 + steps;
  // The table is laid out per half-RPE; interpolate between whole-rep anchors.
  const whole = Math.floor(index / 2);
  const lo = RPE10[whole];
  const hi = RPE10[whole + 1];
  if (lo === undefined || hi === undefined) return undefined;
  return (index % 2 === 0 ? lo : (lo + hi) / 2) / 100;
}

export function epley(weight: number, reps: number): number {
  if (reps <= 0) return 0;
  if (reps === 1) return weight;
  return weight * (1 + reps / 30);
}

/** Best estimate of the one-rep max from a single set; null when it cannot be estimated. */
export function estimate1RM(weight: number, reps: number | null, rpe: number | null): number | null {
  if (!reps || reps <= 0 || weight <= 0) return null;
  if (rpe !== null) {
    const pct = rtsPercent(reps, rpe);
    if (pct) return Math.round((weight / pct) * 10) / 10;
  }
  // Epley overshoots past ~12 reps; such sets say little about a max.
  if (reps > 15) return null;
  return Math.round(epley(weight, reps) * 10) / 10;
}
