/**
 * A bare count after a set ("185x8, 8, 7", "230×5,x5,x5", "Dips: 10, 10, 5"): the last set again with
 * new reps, or, when the count is too big for reps, a load.
 */
import type { WeightUnit } from '../schemas.ts';
import type { Chunk } from './journal-lines.ts';
import { bigCount, repeatSet } from './journal-logged.ts';
import type { JournalState } from './journal-state.ts';

/** Logs a chunk that is only a count as the last set repeated; false if the chunk is no such count. */
export function repeatCount(st: JournalState, chunk: Chunk, unit: WeightUnit): boolean {
  // "185x8, 8, 7", "230×5,x5,x5", "Dips: 10, 10, 5": a count repeats the last load with new reps.
  // "10 push-ups, followed by 9 more", "then another 8": a story's next set, told by its count alone.
  const repeat =
    /^(?:(?:and|then|followed\s+by|plus)\s+)*(?:another\s+)?([x×]\s*)?(\d{1,3})(?:\s+more)?(?:\s*reps?)?(?:\s+more)?$/i.exec(
      chunk.text,
    );
  // "Squats\n230×5\nx5\nx5", "Incline bench\n205 x 7\n7": a count on its own line repeats the
  // exercise's last set with new reps.
  const ownLine =
    chunk.lineStart &&
    st.last?.reps != null &&
    st.last.name === st.current?.name &&
    Number(repeat?.[2]) <= 100;
  if (
    repeat &&
    st.pendingOrdinal === null &&
    (!chunk.lineStart || ownLine) &&
    (st.last || ((st.labelled || st.carryWeight !== null) && st.current))
  ) {
    const n = Number(repeat[2]);
    // "Squat 3x5, 225", "Warmed up with 135, 225, 315": too many for reps, so a load.
    const big = repeat[1]
      ? undefined
      : bigCount(n, st.last, st.lastChunkSets, chunk.unit ?? unit, /reps?$/i.test(chunk.text));
    if (big && big !== st.lastChunkSets) st.log(big);
    if (big) return true;
    // "205lbs: 3": the load before the colon is this count's.
    const load = st.carryWeight;
    st.carryWeight = null;
    if (st.current) st.log(repeatSet(st.last, n, load, st.current));
    return true;
  }
  return false;
}
