/**
 * "It has two different handle positions so; I do 2 sets of 12 reps from each handle": sets done from
 * each of the ways the entry counted before (handles, grips, stances, attachments) are that many sets
 * again: four sets of twelve. Written "4 sets of 12 reps (each handle)" for the readers after, which
 * log the four with the aside as their note. Only when the entry counts the things first, in the
 * same word ("two different handle positions", "3 grips", "both stances"); each arm, leg, hand or side
 * is the same set done on both sides, never more sets.
 */

import { wordCount } from './journal-counts.ts';

// A count in digits or a word (journal-counts reads the words); "both" counts two things.
const count = (word: string) => (/^both$/i.test(word) ? 2 : (wordCount(word) ?? Number(word)));
// "2 sets of 12 reps from each handle", "3x10 with each grip": the sets, their reps and the thing.
const SETS_EACH =
  /\b(\d{1,2}|one|two|three|four|five|six)[ \t]*(?:sets?[ \t]+of|[x×])[ \t]*(\d{1,3})(?:[ \t]*reps?)?[ \t]+(?:from|with|on|using|in|at|for)[ \t]+each[ \t]+(\p{L}+)/giu;
// "two different handle positions", "3 grips", "both stances": a count of things, a word or two.
const COUNTED =
  /\b(\d|two|three|four|five|both)[ \t]+(?:(?:different|separate|distinct)[ \t]+)?(\p{L}+)(?:[ \t]+(\p{L}+))?/giu;
// Sides of the body: the same set on each, never more sets.
const SIDE = /^(?:arm|leg|hand|side|foot|limb)$/i;

const singular = (word: string) => word.toLowerCase().replace(/s$/, '');

/** How many of `thing` the text counts, or 0. */
function counted(text: string, thing: string): number {
  const want = singular(thing);
  for (const m of text.matchAll(COUNTED)) {
    if (singular(m[2] ?? '') !== want && singular(m[3] ?? '') !== want) continue;
    return count(m[1] ?? '');
  }
  return 0;
}

/** The entry with sets "from each" of the things it counted multiplied out. */
export function setsFromEach(text: string): string {
  if (!/\beach\b/i.test(text)) return text;
  return text.replace(SETS_EACH, (whole, sets: string, reps: string, thing: string, at: number) => {
    if (SIDE.test(singular(thing)) || SIDE.test(thing)) return whole;
    const ways = counted(text.slice(0, at), thing);
    if (ways < 2 || ways > 5) return whole;
    return `${count(sets) * ways} sets of ${reps} reps (each ${thing})`;
  });
}
