/**
 * Efforts told for several sets at once. Lifters write one effort per set as a list ("RPE 7, 8, 9",
 * "(RIR 3, 2, 1, 0)", "rpe 7/8/9", "rpe 7 8 9", "@7/8/9" after a scheme's load, "@8 @8.5 @9") or tie
 * one effort to one set ("last set RPE 9", "rpe 8 on the last set", "last set @9"). The line readers
 * take commas and slashes between small numbers for more sets or a reps list, so each list is first
 * written as one "rpe N" per value (effortLists, from journal-normalize); journal-sets reads them in
 * order into `efforts`, and spreadEfforts gives each set its own.
 *
 * A list whose length is not the number of sets it follows ("Deadlift 1x5 (rpe 7, 8, 9)") says no set's
 * effort for sure: the sets keep none, unless every value is the same. "RPE 7-8", a range, reads as its
 * lower bound (journal-patterns' effort reads the first number).
 */
import type { LoggedSet } from '../schemas.ts';
import type { JournalState } from './journal-state.ts';
import type { ChunkNumbers } from './journal-types.ts';

const N = String.raw`(?:10|\d(?:\.5)?)`;
const ORDINAL = String.raw`(?:first|1st|second|2nd|third|3rd|fourth|4th|fifth|5th|sixth|6th|last|final)`;
// A number after a list that makes it something else: a scheme, a load, a count of reps or sets.
const NOT_AFTER = String.raw`(?![\d.]|\s*(?:[x×/]|reps?\b|sets?\b|kgs?\b|lbs?\b|kilos?\b|pounds?\b|#|%|min|sec|s\b))`;
// "rpe 7, 8, 9", "RIR: 3/2/1/0": a word, then its values by comma or slash (not "rpe 8, 5x225").
const WORD_LIST = new RegExp(
  String.raw`\b(rpe|rir)\s*[:=]?\s*(${N}(?:\s*[,/]\s*${N}(?![\d.]|\s*[x×]))+)${NOT_AFTER}`,
  'gi',
);
// "rpe 7 8 9": by spaces, three or more, or two closing the line or its brackets.
const SPACED_LIST = new RegExp(
  String.raw`\b(rpe|rir)\s*[:=]?\s*(${N}(?:\s+${N}){2,9}${NOT_AFTER}|${N}\s+${N}(?=\s*(?:$|[),;])))`,
  'gi',
);
// "3x5 @ 225 @7/8/9", "Squat 140 x 5, 5, 5 @ 7, 8, 9": after a scheme and its load, small numbers by
// slash or comma after "@" are efforts.
const AT_LIST = new RegExp(String.raw`@\s*(${N}(?:\s*[/,]\s*${N}){1,9})${NOT_AFTER}`, 'gi');
const SCHEME = /\d\s*[x×]\s*\d|\d\s*sets?\b/i;
// Reps by comma right before the efforts that effortLists wrote one per value.
const REPS_THEN_EFFORTS = new RegExp(
  String.raw`(?<![\d.,]\s?)(\d{1,2}(?:[ \t]*,[ \t]*\d{1,2}){1,9})((?:[ \t]+(?:rpe|rir)[ \t]${N}(?![\d.])){2,10}[ \t]*)`,
  'gi',
);
// "rpe 9 on the last set", "RIR 1 last set": an effort said of one set.
const EFFORT_OF_SET = new RegExp(
  String.raw`\b(rpe|rir)\s*[:=]?\s*(${N})\s+(?:(?:on|for|in)\s+)?(?:(?:the|my)\s+)?(${ORDINAL})\s+(?:set|one)\b`,
  'gi',
);
// "last set was RPE 9", "top set @ 9" after a load: a set, then its effort.
const SET_THEN_EFFORT = new RegExp(
  String.raw`\b(${ORDINAL})\s+(?:set|one)\s*(?:was|felt(?:\s+like)?|at|[:=-])?\s*(?:an?\s+)?(?:(rpe|rir)\s*[:=]?\s*|@\s*(?:(rpe|rir)\s*)?)(${N})${NOT_AFTER}`,
  'gi',
);
// A load on the line before "@ N": then "@ N", N no more than 10, is no load but an effort.
const LOAD_BEFORE = /(?:^|[^\d.])(?:[2-9]\d|\d{3,4})(?:\.\d+)?(?![\d.]|\s*[x×])/;

/** Each effort of a list written as its own "rpe N" (or "rir N"), one per set, for journal-sets. */
export function effortLists(text: string): string {
  const each = (word: string, list: string) =>
    ` ${list
      .split(/[\s,/]+/)
      .filter(Boolean)
      .map((n) => `${word.toLowerCase()} ${n}`)
      .join(' ')} `;
  return (
    text
      .replace(WORD_LIST, (_, word: string, list: string) => each(word, list))
      .replace(SPACED_LIST, (_, word: string, list: string) => each(word, list))
      .replace(AT_LIST, (whole, list: string, at: number, line: string) => {
        const before = line.slice(0, at);
        return SCHEME.test(before) && LOAD_BEFORE.test(before.replace(/[x×]\s*\d+/g, ' '))
          ? each('rpe', list)
          : whole;
      })
      // "140 x 5, 5, 5 rpe 7 rpe 8 rpe 9": reps by comma, then the efforts, are one list of sets, as "5/5/5"
      // (spreadEfforts decides whether the efforts are one a set).
      .replace(
        REPS_THEN_EFFORTS,
        (_, reps: string, efforts: string) => `${reps.replace(/\s*,\s*/g, '/')}${efforts}`,
      )
      .replace(EFFORT_OF_SET, (_, word: string, n: string, which: string) => ` ${which} set ${word} ${n} `)
      .replace(
        SET_THEN_EFFORT,
        (
          whole,
          which: string,
          word: string | undefined,
          atWord: string | undefined,
          n: string,
          at: number,
        ) => {
          const named = word ?? atWord;
          // "last set @ 10" after no load may be the dumbbells of a drop: only a load before makes it effort.
          if (!named && !LOAD_BEFORE.test(text.slice(0, at))) return whole;
          return ` ${which} set ${(named ?? 'rpe').toLowerCase()} ${n} `;
        },
      )
  );
}

const TIED = new RegExp(String.raw`\b(${ORDINAL})\s+sets?\s+(?:rpe|rir)\s*${N}(?![\d.])`, 'i');
const INDEX: Record<string, number> = {
  first: 0,
  '1st': 0,
  second: 1,
  '2nd': 1,
  third: 2,
  '3rd': 2,
  fourth: 3,
  '4th': 3,
  fifth: 4,
  '5th': 4,
  sixth: 5,
  '6th': 5,
};

const clamp = (n: number) => Math.min(10, Math.max(1, n));
/** The effort each of `count` sets takes from the efforts a chunk told: null where it says none. */
function perSet(efforts: number[], count: number): (number | null)[] | null {
  if (efforts.length < 2) return null;
  if (efforts.length === count) return efforts.map(clamp);
  // A list that fits no set count: only a value all of it agrees on is sure.
  const same = efforts.every((e) => e === efforts[0]);
  return Array.from({ length: count }, () => (same ? clamp(efforts[0] as number) : null));
}

/** The sets a chunk made take its efforts: one each from a list, or one for the set it names. */
export function spreadEfforts(made: LoggedSet[], efforts: number[], text: string): void {
  const each = perSet(efforts, made.length);
  if (each) {
    made.forEach((s, i) => {
      s.rpe = each[i] ?? null;
    });
    return;
  }
  const tied = efforts.length === 1 && made.length > 1 ? TIED.exec(text) : null;
  if (!tied) return;
  const word = (tied[1] ?? '').toLowerCase();
  const index = word === 'last' || word === 'final' ? made.length - 1 : (INDEX[word] ?? -1);
  if (index < 0 || index >= made.length) return;
  // "3x5 @ 115 last set RPE 9": the other sets were told no effort.
  made.forEach((s, i) => {
    if (i !== index) s.rpe = null;
  });
}

// A line holding only efforts ("RPE 7, 8, 9", "rir: 2"), nothing that could be a session's or a note's.
const EFFORTS_ONLY = /^[\s(]*(?:(?:@\s*)?(?:rpe|rir)\s*[:=]?\s*(?:10|\d(?:\.5)?)[\s),;]*)+$/i;

/**
 * "…, rpe 8": effort alone belongs to the sets just logged (the last one for "last set"). On a line
 * of its own ("Squat 3x5 @ 225" then "RPE 7, 8, 9") it is the line before's, or a list as long as
 * the lift's block is the block's, one value each.
 */
export function effortForLast(
  text: string,
  lineStart: boolean,
  numbers: ChunkNumbers,
  st: JournalState,
): boolean {
  const { rpe, efforts } = numbers;
  if (rpe === null) return false;
  const own = lineStart ? (EFFORTS_ONLY.test(text) ? st.lineBefore : []) : st.lastChunkSets;
  const block = lineStart ? st.sets.slice(st.blockStart).filter((s) => s.name === st.current?.name) : [];
  const lastSets =
    efforts.length > 1 && own.length !== efforts.length && block.length === efforts.length ? block : own;
  if (lastSets.length === 0) return false;
  const each = perSet(efforts, lastSets.length);
  if (each) {
    lastSets.forEach((s, i) => {
      s.rpe ??= each[i] ?? null;
    });
    return true;
  }
  const targets = /\b(last|final|top) set\b/i.test(text) ? lastSets.slice(-1) : lastSets;
  for (const s of targets) s.rpe ??= rpe;
  return true;
}
