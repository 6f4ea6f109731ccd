/**
 * Words about how a session is run, never a lift's name: rest ("a minute rest in between", "(90
 * seconds rest in between)"), a program or its calendar ("the program called for", "the plan", "the 100 push up
 * challenge", "Week 2 / Day 2", "my main work"), a turn of phrase that moves on ("Over to …", "On the
 * press up front", "Below is …"), and an implement held ("3kg handweight"), which is the load. They
 * are taken out before a chunk's words are read as a name, so the lift they sit beside is the name,
 * and with no lift beside them nothing is made into a name from them. So is a lift a chunk is compared
 * with ("the same sets and reps as squats", "heavier than bench"): the standard it is measured by, not
 * the lift the chunk is about.
 */

import { memoByText } from './journal-memo.ts';

const STRUCTURE: RegExp[] = [
  // Rest between sets, however long and wherever it sits; not "rest-pause", a kind of set.
  /\b(?:(?:a|one|two|\d+)\s+)?(?:(?:minutes?|mins?|seconds?|secs?)\s+(?:of\s+)?)?rest(?:ed|ing)?\b(?![\s-]*pause)(?:\s+(?:in\s+)?between(?:\s+(?:each\s+)?sets?)?)?/gi,
  /\b(?:in\s+)?between(?:\s+(?:each\s+)?sets?)?\b/gi,
  // A program and its calendar: what was planned or which day of it, not what was lifted.
  /\b(?:the\s+|my\s+)?(?:program(?:me)?|plan|challenge)\b/gi,
  /\b(?:week|wk|day)\s*\d+\b/gi,
  /\bmain\s+work\b/gi,
  // "T1 squat", "GZCLP T2a bench": a tier of the program, where the lift sits in it, never its name.
  /\b(?:gzcl[pa]?\s*)?t[1-4][ab]?\b/gi,
  // "Over to the push up challenge!", "Below is my sets": moving on to the lift, not naming it.
  /^\s*over\s+(?=to\b)/i,
  /\b(?:below|above)\s+(?:is|are)\b/gi,
  // "Hand weights" are dumbbells held: the load of the set, not the lift.
  /\bhand[\s-]*weights?\b/gi,
];

// "On the press up front": the idiom's "front" is the subject, not a front squat or raise.
const ON_THE_FRONT = /^(\s*on\s+the\s+.+?)\s+front\s*$/i;

// "The plan called for the same sets and reps as squats", "reps as squats", "Same as bench", "went
// heavier than last week's squats": what follows "as" after "same" or a word of the work's size, or
// follows "than", is what the work is compared with. Not "as for squats" (the lift turned to), nor "as
// many squats as I could" (no comparison word before the first "as"), nor "In less than a month I've
// increased my deadlift" (round 34: a span of time compared, the words after it the sentence's own).
const COMPARED =
  /\b(?:same\b[^.!?;:]*?\bas|(?:sets?|reps?|scheme|volume|weights?|loads?|work)\s+as|than)\s+(?!for\b|well\b|(?:a|an|one|two|three|four|five|six|\d{1,2}|a\s+few|a\s+couple(?:\s+of)?)\s+(?:days?|weeks?|months?|years?|sessions?|workouts?)\b)[^.!?;:,]*/gi;

/** The text without the lift it is compared with ("same sets and reps as squats" → "same sets and reps"). */
export function withoutCompared(text: string): string {
  return /\b(?:as|than)\b/i.test(text) ? text.replace(COMPARED, ' ') : text;
}

/** The text without words about rest, programs and the session's structure. */
// Every name reader asks this of the same chunk; pure, so once per text (journal-memo).
export const withoutStructure = memoByText(structureOut);

function structureOut(text: string): string {
  let out = withoutCompared(text).replace(ON_THE_FRONT, '$1');
  for (const words of STRUCTURE) out = out.replace(words, ' ');
  return out;
}
