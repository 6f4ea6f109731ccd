/** Reps a program prescribes ("8", "8-12", "10 each side", "AMRAP") as the number to log. */
export function prescribedReps(reps: string): number | null {
  // A range logs its lower bound: the member met the prescription at the least.
  const m = /\d+/.exec(reps);
  return m ? Number(m[0]) : null;
}
