/**
 * "Tuesday, Paddle" over "10,8,6,4,6,8,10 with minute rests", "Bike" over "10, 8, 6 with 1 min rest":
 * under a cardio heading, a list of bare counts with rests between them is pieces of time, one bout a
 * count. A paddle, a bike or an erg has no reps, so the counts are never sets of reps; each bout keeps
 * its count, in minutes, as its note. A count of skips stays reps (jump rope is counted that way).
 */
import type { LoggedSet } from '../schemas.ts';
import { cardioName } from './journal-cardio.ts';

// Rests between the pieces, or the minutes they are counted in, say the counts are time.
const TIMED_LIST = /\brests?\b|\bbreaks?\b|\bmin(?:ute)?s?\b/i;

/** The sets as bouts when they are counts under a cardio heading with rests told; else as they are. */
export function cardioPieces(made: LoggedSet[], heading: string | undefined, text: string): LoggedSet[] {
  const machine = heading ? cardioName(heading) : undefined;
  if (!machine || machine === 'Jump Rope' || made.length < 2 || !TIMED_LIST.test(text)) return made;
  if (!made.every((s) => s.reps !== null && (s.weight === null || s.weight === 0))) return made;
  return made.map((s) => ({
    ...s,
    name: machine,
    reps: null,
    weight: null,
    isBodyweight: false,
    notes: [`${s.reps} min`, s.notes].filter(Boolean).join('; '),
  }));
}
