/**
 * What one chunk hands to the chunks after it beyond its own sets: the lift a cardio line says comes
 * next. (A load written once before a line's sets × reps is shared by them in journal-list-items.)
 */
import { mentionIn, type Resolved } from './journal-names.ts';

/** "30:30 on the bike after some deadlifts:", "10 min rower, then squats": the lift done next, if named. */
export function liftAfterCardio(rest: string, cardio: string | undefined): Resolved | undefined {
  const then = /\b(?:after|then|before|followed by)\s+(.+)$/i.exec(rest)?.[1];
  const lift = then ? mentionIn(then, true) : undefined;
  return lift?.exercise && lift.name !== cardio ? lift : undefined;
}
