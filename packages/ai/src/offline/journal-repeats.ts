/**
 * A bare count after a set ("185x8, 8, 7", "230×5,x5,x5", "Dips: 10, 10, 5"): the last set again with
 * new reps, or, when the count is too big for reps, a load.
 */
import type { LoggedSet, WeightUnit } from '../schemas.ts';
import { CARDIO_QUANTITY, cardioName } from './journal-cardio.ts';
import { sameAs } from './journal-chunk-name.ts';
import { countManner } from './journal-count-manner.ts';
import type { Chunk } from './journal-lines.ts';
import { bigCount, repeatSet, sameSetsFor } from './journal-logged.ts';
import type { JournalState } from './journal-state.ts';

const BARE_COUNT =
  /^(?:(?:and|then|followed\s+by|plus)\s+)*(?:another\s+)?([x×]\s*)?(\d{1,3})(?:\s+more)?(?:\s*reps?)?(?:\s+more)?$/i;

/** Logs a chunk that is only a count as the last set repeated; false if the chunk is no such count. */
export function repeatCount(st: JournalState, chunk: Chunk, unit: WeightUnit): boolean {
  // "185x8, 8, 7", "230×5,x5,x5", "Dips: 10, 10, 5": a count repeats the last load with new reps.
  // "10 push-ups, followed by 9 more", "then another 8": a story's next set, told by its count alone.
  // "185x5, 5, 5 paused": words of manner after a count in a list say how the sets went (journal-count-manner).
  const manner = chunk.lineStart ? undefined : countManner(chunk.text);
  const repeat = BARE_COUNT.exec(manner?.count ?? chunk.text);
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
    // "Burpees – 3m. 30.", "Wall balls: 2 min, 41": a count after a move's timed set on its line is
    // how many were done in that time, that set's reps, not one more set.
    const timed = chunk.lineStart || repeat[1] ? undefined : untimedCount(st.sets.slice(st.lineStart));
    if (timed && n <= 300) {
      timed.reps = n;
      return true;
    }
    // "Squat 3x5, 225", "Warmed up with 135, 225, 315": too many for reps, so a load.
    const big = repeat[1]
      ? undefined
      : bigCount(
          n,
          st.last,
          st.lastChunkSets,
          chunk.unit ?? unit,
          /reps?$/i.test(chunk.text),
          st.sets.slice(st.lineStart),
        );
    if (big && big !== st.lastChunkSets) st.log(big);
    if (big) return true;
    // "205lbs: 3": the load before the colon is this count's.
    const load = st.carryWeight;
    st.carryWeight = null;
    const again = st.current ? repeatSet(st.last, n, load, st.current) : [];
    if (manner) for (const s of again) s.notes = [s.notes, manner.manner].filter(Boolean).join('; ');
    if (again.length) st.log(again);
    return true;
  }
  return false;
}

// "I did a pull up. … I did this 8 times.", "did that 4 more times", "repeated it 6 times": the set just
// told, done that many times in all (with "more", that many after it). Only a demonstrative or "repeated"
// says so: "I lifted 60 pounds over my head, eight times" counts the reps of its set (journal-loads).
const TIMES_OVER =
  /^(?:(?:and|so|then)\s+)*(?:i\s+|we\s+)?(?:(?:did|done|repeated)\s+(?:this|that|it)|repeated)(?:\s+(?:again|all))?\s+(\d{1,2})\s+(more\s+)?times(?:\s+(?:in\s+all|in\s+total|total))?(?:,?\s+(?:after|with|between|resting)\b[^\d]*)?$/i;

/**
 * Logs the set just told again, as many times as a chunk like "I did this 8 times" says (TIMES_OVER);
 * false when the chunk says no such thing or no one set was just told.
 */
export function timesOver(st: JournalState, chunk: Chunk): boolean {
  const m = TIMES_OVER.exec(chunk.text.trim());
  const [one] = st.lastChunkSets;
  if (!m || !one || st.lastChunkSets.length !== 1) return false;
  const more = Number(m[1]) - (m[2] ? 0 : 1);
  if (more < 1) return false;
  st.log(Array.from({ length: more }, () => ({ ...one })));
  return true;
}

/** The first set of a move (not cardio, one set without reps) with a time and no count yet. */
function untimedCount(line: LoggedSet[]): LoggedSet | undefined {
  return line.find(
    (s) =>
      s.reps === null &&
      !cardioName(s.name) &&
      A_QUANTITY.test(s.notes ?? '') &&
      !PACE_ONLY.test(s.notes ?? ''),
  );
}
const A_QUANTITY = new RegExp(CARDIO_QUANTITY.source, 'i');
const PACE_ONLY = /\bpace\b/i;

// "same weight", "same number of sets and reps", "same sets/reps": each says the lift before's sets.
const SAME_PART = String.raw`(?:the\s+)?same\s+(?:weight|load|number\s+of\s+(?:sets|reps)|sets|reps|scheme)(?:\s*(?:and|&|\/)\s*(?:sets|reps))?`;
const SAME_PARTS = new RegExp(
  String.raw`\s*[,–—-]\s*${SAME_PART}(?:\s*(?:,|\band\b)\s*${SAME_PART})*\b`,
  'gi',
);

/**
 * "Next came squats, same weight, same number of sets and reps.": a lift, then the parts of its sets
 * that are the same as the lift before's, is that lift's sets again ("squats the same", as sameAs
 * reads it). Only when every number of the sets is said to be the same: "same weight, 3x8" keeps its own.
 */
export function sameSetsPhrase(line: string): string {
  return line.replace(SAME_PARTS, (parts, offset: number) => {
    const said = parts.toLowerCase();
    const all = /weight|load/.test(said) && ((/sets/.test(said) && /reps/.test(said)) || /scheme/.test(said));
    const sentence = line.slice(offset + parts.length).split(/[.!?]/)[0] ?? '';
    return all && !/\d/.test(sentence) ? ' the same' : parts;
  });
}

/** "Rows the same": another lift, the sets just logged (on a line of its own, the last lift's). */
export function sameForAnother(st: JournalState, text: string): boolean {
  const same = sameAs(text);
  const those = st.lastChunkSets.length ? st.lastChunkSets : st.sets.slice(st.blockStart);
  if (!same || !those.length) return false;
  st.switchTo(same);
  st.log(sameSetsFor(those, same));
  return true;
}
