/**
 * One rep told in words: a beginner's first pull-up is written as a story, not a set ("I managed to do
 * a pull-up", "I did my first pull up", "did a real pull up"). A past verb of doing with "a", "one" or
 * "my first" before a move the body alone loads is one set of one rep. A coach reads the same words in a
 * wish, a plan or a failure ("I want to do a pull-up", "I still can't do a pull-up", "my goal is to do a
 * chin-up") as no set, and a barbell lift told so ("I did a squat") names a lift without its set.
 */
import { findExercise } from '../catalogue/index.ts';
import type { LoggedSet } from '../schemas.ts';
import { toSets } from './journal-logged.ts';
import type { Resolved } from './journal-names.ts';

// The verb says it was done; "managed to do", "was able to do" say it was done at last.
const DONE = String.raw`(?:did|got|completed|performed|nailed|managed|achieved|hit|(?:pulled|knocked|banged|busted|cranked|ground)\s+out|pulled\s+off|(?:managed|was\s+able)\s+to\s+(?:do|get|complete|perform|pull\s+off|crank\s+out))`;
// One of it: "a", "one", "a single", "my (very) first (ever)".
const ONE = String.raw`(?:an?|one|a\s+single|my\s+(?:very\s+)?first(?:\s+ever)?|the\s+first)`;
// The verb, the one, then up to five words (the move, and what a beginner says of it before the name).
const TOLD = new RegExp(String.raw`\b${DONE}\s+${ONE}\s+([\p{L}'’-]+(?:\s+[\p{L}'’-]+){0,4})`, 'giu');
// Words before the verb in its clause that make it a wish, a plan, a try that failed or another time.
const NOT_DONE =
  /\b(?:want(?:ed|s)?|wish|hope[ds]?|hoping|goal|aim(?:ing)?|plan(?:ned|ning)?|try(?:ing)?|tried|attempt(?:ed|ing)?|can['’]?t|cannot|couldn['’]?t|could\s+not|never|not|will|would|going\s+to|gonna|someday|one\s+day|until|before|if|ago|used\s+to|dream(?:ed)?)\b/i;
// What the lifter says of the rep before naming the move: "a real pull up", "a full strict chin-up".
const DESCRIBING = new Set([
  'real',
  'full',
  'strict',
  'proper',
  'true',
  'whole',
  'complete',
  'clean',
  'unassisted',
  'legit',
  'ugly',
]);

/**
 * The bodyweight move `words` begins with, past any word describing the rep, if any. Only the
 * catalogue's own names: "a few chin-ups", "a set of pull-ups" count no single rep.
 */
function moveIn(words: string[]): Resolved | undefined {
  let start = 0;
  while (start < 2 && DESCRIBING.has((words[start] ?? '').toLowerCase())) start++;
  for (let end = Math.min(words.length, start + 3); end > start; end--) {
    const exercise = findExercise(words.slice(start, end).join(' '));
    if (exercise) return exercise.isBodyweight ? { name: exercise.name, exercise, notes: null } : undefined;
  }
  return undefined;
}

// "did a real (no kicking!!!) pull up": an aside inside the words, before the move's name. Put after the
// name, it stays an aside and the rep stays one phrase ("did a real pull up (no kicking!!!)").
const ASIDE_IN = new RegExp(
  String.raw`(\b${DONE}\s+${ONE}\s+(?:[\p{L}'’-]+\s+){0,2}?)\(([^()\d]{0,60})\)\s*([\p{L}'’-]+(?:\s+[\p{L}'’-]+){0,2})`,
  'giu',
);

/** A line with an aside told inside a one-rep phrase moved after the move it names (see ASIDE_IN). */
export function asideAfterMove(line: string): string {
  if (!line.includes('(')) return line;
  return line.replace(ASIDE_IN, (whole, head: string, aside: string, words: string) => {
    const told = `${head.trimEnd()} ${words}`;
    TOLD.lastIndex = 0;
    const m = TOLD.exec(told);
    return m && moveIn((m[1] ?? '').split(/\s+/)) ? `${told} (${aside.trim()})` : whole;
  });
}

/**
 * The single rep a chunk with no numbers tells as done, as its move and one set, or undefined. Only
 * the clause of the verb is read for a wish or a failure: "I've wanted this for years, and today I did a
 * pull-up" is done.
 */
export function oneRepTold(text: string): { named: Resolved; sets: LoggedSet[] } | undefined {
  if (/\d/.test(text)) return undefined;
  TOLD.lastIndex = 0;
  for (let m = TOLD.exec(text); m; m = TOLD.exec(text)) {
    const clause =
      text
        .slice(0, m.index)
        .split(/[,;.!?…]|\b(?:but|so|and|then)\b/i)
        .at(-1) ?? '';
    if (NOT_DONE.test(clause)) continue;
    const named = moveIn((m[1] ?? '').split(/\s+/));
    if (!named) continue;
    const sets = toSets(
      { sets: 1, reps: [1], weight: null, rpe: null },
      named.name,
      named.exercise,
      true,
      null,
    );
    return { named, sets };
  }
  return undefined;
}
