/**
 * Warm-ups told after the set they led to are logged before it. "I squatted 100 pounds for 10 reps;
 * that's after I've warmed up with 80 pounds (15 reps), 90 pounds (8 reps), and 95 pounds (7 reps)":
 * the lifter tells the set that mattered first, then the way up to it; the log keeps the order lifted.
 * Only when the words say the warm-ups came after-told ("after warming up", "after I've warmed up")
 * and the line already holds sets of the same lift; the list goes on while its chunks are loads and
 * reps only ("90 lbs x 8", "and 95 lbs x 7"), and ends at any chunk with words of its own.
 */
import type { LoggedSet } from '../schemas.ts';
import type { Chunk } from './journal-lines.ts';
import type { JournalState } from './journal-state.ts';

// "after warming up with", "that's after I've warmed-up with", "after we had warmed up on".
const WARMED_AFTER =
  /\bafter\s+(?:(?:i|we)(?:['’]ve|['’]d|\s+had|\s+have)?\s+|having\s+)?warm(?:ed|ing)[\s-]*up\b/i;
// A chunk of loads and reps alone: what is left once numbers, units and rep marks go has no letters.
const LIST_WORDS = /\b(?:and|then|lbs?|kgs?|pounds?|kilos?|reps?|x)\b|\d+(?:\.\d+)?|[@x×#(),.]/gi;

/**
 * Logs `all` before the line's sets when it is (or continues) a warm-up told after them; false when it
 * is not, and the sets are logged as usual.
 */
export function warmUpsFirst(st: JournalState, chunk: Chunk, all: LoggedSet[]): boolean {
  const made = all.filter((s) => s.reps !== 0);
  const name = made[0]?.name;
  if (!name || made.some((s) => s.name !== name) || chunk.lineStart) {
    st.warmAt = null;
    return false;
  }
  if (WARMED_AFTER.test(chunk.text)) {
    const first = st.sets.findIndex((s, i) => i >= st.lineStart && s.name === name);
    st.warmAt = first >= 0 ? first : null;
  } else if (st.warmAt !== null && /\p{L}/u.test(chunk.text.replace(LIST_WORDS, ''))) st.warmAt = null;
  if (st.warmAt === null || st.sets[st.warmAt]?.name !== name) return false;
  st.sets.splice(st.warmAt, 0, ...made);
  st.warmAt += made.length;
  st.lastChunkSets = made;
  st.last = made.at(-1) ?? st.last;
  return true;
}
