/**
 * "Squat\n3x5 @ 100\nTime: 45 min", "Bench 185x5x3\nDuration: 50 minutes": a time under a field's name
 * (time, duration, total time) after a lift's sets counted in reps is how long the session or the lift
 * took, a note, never a timed set of that lift. "Total Time:" under moves of more than one kind is the
 * workout's, a note even when the last logged was a bout (round 36). A hold ("Plank\nTime: 2 min") or a bout ("Run\nTime:
 * 45 min") with no rep sets logged before it still takes its time (journal-timed). A sentence that is
 * only a time taken ("Bench 3x5 185. Took 50 min.", ", 1 hour total") is the same note without the field.
 */

import type { ChunkNumbers } from './journal-sets.ts';
import type { JournalState } from './journal-state.ts';

const TIME_FIELD =
  /^\s*(?:total\s+|session\s+|workout\s+|training\s+)?(?:time|duration|length)(?:\s+(?:taken|spent|total))?\s*$/i;
const WHOLE = /^\s*(?:total|session|workout|training)\b/i;
const SAYS_TIME = /\d\s*(?:mins?|minutes?|hrs?|hours?|h\b)|\d:\d\d/i;
// "Bench 3x5 185. Took 50 min.", "…, 1 hour total", "The whole session lasted about 70 minutes": a
// sentence that is only a time taken, with no move named in it.
// "Total time 55 min", "Session time was 1 hour": the field's name in the sentence, no colon.
const TOLD_ALONE =
  /^\s*(?:(?:the\s+)?(?:whole\s+|entire\s+)?(?:workout|session|it|lifting|training|thing)\s+|(?:total\s+|session\s+|workout\s+)?(?:time|duration)\s+)?(?:took|lasted|was|in|of)?\s*(?:about|around|~|approx\.?|roughly|just\s+under|just\s+over)?\s*\d+(?:\.\d+)?\s*(?:min(?:ute)?s?|hrs?|hours?)\s*(?:in\s+total|total|long|overall)?\s*[.!]?\s*$/i;

/** Whether the chunk is a session's length under a lift's rep sets; if so it is kept as a note. */
export function sessionLength(
  st: JournalState,
  text: string,
  numbers: ChunkNumbers,
  label: string | undefined,
): boolean {
  const field = label && TIME_FIELD.test(label) && SAYS_TIME.test(numbers.cardio ?? text);
  if (!field && (label || !TOLD_ALONE.test(text))) return false;
  if (numbers.groups.some((g) => g.weight !== null || g.reps.some((r) => r !== null))) return false;
  // "Total Time: 11:27" under a list of moves and bouts ("20 box jumps", "800 meter run"): the field
  // names the whole workout's time, so it is no bout's time even when a bout was logged last.
  if (field && WHOLE.test(label) && !st.header && new Set(st.sets.map((s) => s.name)).size > 1) {
    st.notes.push(`${label}: ${text}`);
    return true;
  }
  const last = st.sets.at(-1);
  const lift = st.current?.exercise;
  if (!lift || st.header || !last || last.name !== st.current?.name || last.reps === null) return false;
  st.notes.push(label ? `${label}: ${text}` : text.trim());
  return true;
}
