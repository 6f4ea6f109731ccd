/** What extractNumbers reads out of one journal chunk: its groups of sets and what is left over. */

export interface SetGroup {
  sets: number;
  /** one entry per set when the lifter listed reps ("8/8/7"); otherwise [reps] repeated `sets` times */
  reps: (number | null)[];
  /** pounds */
  weight: number | null;
  rpe: number | null;
  /** "4×120" read as reps × load because 120 is no rep count: the 120 as written (not in pounds), the
   * reps should the move turn out to take none ("3x50" double unders, journal-logged) */
  repsFirst?: number;
  /** "5 x 10" read as sets × reps: the first number, in pounds, should it turn out to be a load */
  maybeLoad?: number;
  /** "30 x 4" read as load × reps for its size alone (no unit): the first number as written, the reps
   * should the move be one the body alone loads ("Crunches 30 x 4", journal-logged) */
  sizedLoad?: number;
}

export interface ChunkNumbers {
  groups: SetGroup[];
  /** added load was written as "+25" or the lifter wrote "bw": a bodyweight move */
  bodyweightHint: boolean;
  /** effort written on its own ("…, rpe 8"), for the sets just before */
  rpe: number | null;
  /** every effort the chunk told, in order ("rpe 7 rpe 8 rpe 9" from "RPE 7, 8, 9"): one per set */
  efforts: number[];
  /** reps or sets were written, not just a load: enough to log an exercise the catalogue lacks */
  hasCounts: boolean;
  /** a lone number beside a name ("50 pushups"): reps for a bodyweight move */
  bare: number | null;
  /** a time or distance as written ("10 min", "2 km"): cardio or a timed hold */
  cardio: string | null;
  /** "3 x 1 min": how many timed or distance sets */
  timedSets: number | null;
  rest: string;
  /** the words before the first number ("Pullups" in "Pullups 3 sets to failure"), and after it */
  lead: string;
  trail: string;
  /** "second set": the set of the line this chunk's numbers are for ('l' for the last) */
  ordinal: number | 'l' | null;
  /** "10 reps each set": the numbers hold for every set of the line */
  each: boolean;
}
