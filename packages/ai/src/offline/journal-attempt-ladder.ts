/**
 * A meet or a max day told in prose: the loads of the attempts, one after another, each lifted once.
 * journal-meet reads attempts told by their labels ("Squat 2: 150kg good"), journal-attempts the failed
 * ones and the loads made after a verb ("hit 90, 95kg"); this reads the two ways left:
 * - a ladder: once an opening attempt is told ("opened with an easy 105kg", "an opening squat of 250
 *   pounds", "banked 80kg"), each load the story steps to with no count of its own ("followed by 245",
 *   "next a 115kg", "then moved to 265 pounds", "82.5 was next", "a second at 47.5kg", "I attempted 425")
 *   is a single. Its adjective ("an easy", "a clean") says how the attempt went, so "a clean 117.5kg" is
 *   no power clean. A failed attempt is already cut out as a sentence of its own (journal-attempts'
 *   failedApart), which the ladder skips. A plan told with it ("with the intention of a second at
 *   47.5kg") is cut from the sentence, and sorted as a goal by journal-achieved: no set.
 * - a count of lifts, then as many loads: "Two successful attempts 85 kg and 90 kg", "all three attempts
 *   – 90kg, 100kg and 105kg", "3 good clean squats were all in. 60kg, 65kg and 67.5kg": one lift at each
 *   load. The count must be the list's length, and what it counts attempts or a lift, never sets or reps.
 * Each single is written "1x1 @ load" as a clause of its own, so the words around it stay prose.
 */
import { findExercise } from '../catalogue/index.ts';
import { failedTold } from './journal-attempts.ts';
import { NUMBER_WORD, wordCount } from './journal-counts.ts';

const N = String.raw`\d+(?:\.\d+)?`;
const UNIT = '(?:kgs?|kilos?|kilograms?|lbs?|pounds?|#)(?![a-z])';
// Not a load once a count follows: "then 245 for 3", "next 100x5", "then 60kg 3x8", "moved to 3 sets", nor
// a time ("opened at 7:30"). "then 445 for a new PR" is a load.
const NOT_COUNTED = String.raw`(?!\d|[.:]\d|\s*(?:\d|${UNIT}|[x×*/]\s*\d|for\s+(?:\d|(?:an?|one)\s+(?:single|double|triple|rep|set|few|couple|pair)|one\b|${NUMBER_WORD})|reps?\b|sets?\b|times\b|%|mins?\b|minutes?\b|secs?\b|seconds?\b|m\b|km\b|miles?\b))`;
const LOAD = String.raw`(?<![\d.])(${N}(?:[ \t]*${UNIT})?)${NOT_COUNTED}`;
// How the attempt went, said of it: "an easy 105kg", "a clean 117.5kg", "my heavy 200".
const HOW = String.raw`(?:(?:a|an|my|the)\s+)?(?:(?:very\s+|really\s+)?(?:easy|clean|good|solid|smooth|fast|quick|light|comfortable|nice|strong|heavy|tough|grindy|slow|conservative|safe)\s+)?`;
// The opening attempt: "opened with", "opened at", "an opening squat of", "my opener was", "banked".
const OPENER = String.raw`\b(?:open(?:ed|s)?(?:\s+up)?(?:\s+(?:with|at|on))?|(?:(?:an?|my|the)\s+)?(?:opening|opener)(?:\s+\p{L}+)?(?:\s+(?:of|at|with|was|is))?\s*[:=–-]?|banked(?:\s+(?:at|with))?)\s+`;
// A step to the next attempt: "followed by", "then", "next", "moved (up) to", "a second at", "attempted".
const STEP = String.raw`\b(?:followed\s+by|then(?:\s+(?:came|(?:moved|went|jumped|stepped)(?:\s+up)?\s+to|up\s+to|to))?|next(?:\s+(?:came|was|up))?|(?:moved|went|jumped|stepped)(?:\s+up)?\s+(?:to|on\s+to)|attempted|(?:a|my|the)\s+(?:second|third|2nd|3rd|last|final)(?:\s+attempt)?\s+(?:at|of|with|was))\s*[:,]?\s+`;
const LADDER = new RegExp(
  String.raw`(${OPENER})${HOW}${LOAD}|${STEP}${HOW}${LOAD}|(?<=^|[.!?;,]\s{0,3}|\b(?:so|and|then)\s{1,3})${LOAD}\s+(?:was|came)\s+next\b`,
  'giu',
);
const LADDER_HINT = /\b(?:open|banked)/i;
// A plan beside the attempts ("with the intention of a second at 47.5kg", "planning a third at 110"): the
// rest of its sentence was not lifted, and journal-achieved sorts it as a goal.
export const INTENT =
  /\b(?:with\s+the\s+(?:intention|plan|idea|aim|hope)\s+of|intend(?:ed|ing)\s+to|(?:planning|planned|hoping|aiming)\s+(?:(?:on|to|for)\s+)?(?:(?:an?|my|the)\s+)?(?:second|third|2nd|3rd|next|last|final)\b)/i;

const single = (load: string) => `; 1x1 @ ${load.trim()};`;
// The clause marks a single leaves beside others, made one.
const tidy = (s: string) =>
  s
    .replace(/[ \t]*[,;][ \t]*;|;[ \t]*[,;]/g, ';')
    .replace(/[ \t]*[,;][ \t]*;|;[ \t]*[,;]/g, ';')
    .replace(/;[ \t]*(?=[.!?]|$)/g, '')
    .replace(/^([ \t]*);[ \t]*/, '$1');

/** One sentence's attempts as singles; `open` says the ladder opened before it. */
function ladderSentence(
  sentence: string,
  open: boolean,
  isToday: (sentence: string) => boolean,
): [string, boolean] {
  const intent = INTENT.exec(sentence);
  const told = intent ? sentence.slice(0, intent.index) : sentence;
  // A ladder told of another time ("Last year at the meet I opened at 315") is history.
  if (!isToday(told)) return [sentence, open];
  const plan = intent ? `; ${sentence.slice(intent.index)}` : '';
  let opened = open;
  const out = told.replace(LADDER, (whole, opener?: string, l1?: string, l2?: string, l3?: string, ...at) => {
    const load = l1 ?? l2 ?? l3 ?? '';
    // Sets counted after the attempts ("Then 3x5 at 80 for back-offs") end the ladder.
    if (COUNTED_SETS.test(told.slice(0, Number(at[0])))) opened = false;
    // A load has its unit or is too big for a count: "the gym opened at 6" opens no ladder.
    if (!/[a-z#]/i.test(load) && Number.parseFloat(load) < 20) return whole;
    if (opener !== undefined) {
      opened = true;
      return `${opener.trimEnd()}${single(load)}`;
    }
    return opened ? single(load) : whole;
  });
  return [out === told ? sentence : tidy(`${out}${plan}`), opened];
}

const COUNTED_SETS = /\d\s*[x×*]\s*\d|\b(?:reps?|sets?)\b/i;
// "85?": a load weighed up, alone in its sentence; what came of it is told after.
const ASKED = /^\s*(\d+(?:\.\d+)?)\s*(?:kgs?|lbs?|#)?\s*\?+\s*$/i;

/**
 * The line with a ladder of attempts written as singles (see the header). A load weighed up in the
 * ladder ("85? Nah. 85 went down and stayed down.") whose failure a later sentence tells is that failed
 * attempt, told once.
 */
function attemptLadder(line: string, isToday: (sentence: string) => boolean): string {
  if (!LADDER_HINT.test(line) || !/\d/.test(line)) return line;
  let open = false;
  const said = line.split(/(?<=[.!?;])(?=\s)/);
  const failed = said.map((s) => failedTold(s.trim()));
  return said
    .map((s, i) => {
      if (failed[i]) return s;
      const asked = open ? ASKED.exec(s)?.[1] : undefined;
      const same = asked ? new RegExp(String.raw`(?<![\d.])${asked.replace('.', '\\.')}(?![\d]|\.\d)`) : null;
      if (same && said.some((t, j) => j > i && failed[j] && same.test(t))) return ' ';
      const [out, opened] = ladderSentence(s, open, isToday);
      open = opened && !COUNTED_SETS.test(s);
      return out;
    })
    .join('');
}

const ITEM = String.raw`${N}(?:\s*${UNIT})?`;
const JOIN = String.raw`(?:\s*,\s*(?:and\s+)?|\s*,?\s*(?:and|&)\s+)`;
const COUNT = String.raw`(?:\d|${NUMBER_WORD})`;
// "all three attempts – 90kg, 100kg and 105kg", "Two successful attempts 85 kg and 90 kg", "3 good clean
// squats were all in. 60kg, 65kg and 67.5kg": a count, what it counts, then as many loads (in its
// sentence or opening the next).
const COUNTED_LIST = new RegExp(
  String.raw`\b(${COUNT})\s+((?:[\p{L}-]+\s+){0,3}?)([\p{L}-]+s)\b((?:[^\d.!?;]{0,40}?[.!?]\s+)?[^\d.!?;]{0,20}?)((?<![\d.])${ITEM}(?:${JOIN}${ITEM})+)${NOT_COUNTED}(?!\s*(?:@|at\b|with\b))`,
  'giu',
);
const ATTEMPT_NOUN = /^(?:attempts|lifts|singles|tries|pulls)$/i;
// Words that say the count is of something else, or of lifts that failed.
const NOT_LIFTS =
  /\b(?:sets?|reps?|rounds?|plates?|bells?|dumbbells?|kettlebells?|warm[\s-]?ups?|fail(?:ed|ures?)?|miss(?:ed|es)?|bad|no)\b/i;

/** "Two successful attempts 85 kg and 90 kg": a count of lifts, then as many loads, one single each. */
function countedAttempts(line: string, isToday: (sentence: string) => boolean): string {
  if (!/\d\D+\d/.test(line)) return line;
  return line.replace(
    COUNTED_LIST,
    (whole, count: string, words: string, noun: string, between: string, list: string, at: number) => {
      if (NOT_LIFTS.test(`${words} ${noun} ${between}`)) return whole;
      // The sentence the count opens on, told of today ("Last year I made all 3 attempts" is history).
      if (!isToday(`${/[^.!?;]*$/.exec(line.slice(0, at))?.[0] ?? ''}${whole}`)) return whole;
      if (!ATTEMPT_NOUN.test(noun) && !findExercise(noun)) return whole;
      const loads = list.split(new RegExp(JOIN, 'i')).filter(Boolean);
      const n = /^\d$/.test(count) ? Number(count) : wordCount(count.toLowerCase());
      if (n !== loads.length) return whole;
      // A unit written on the list is every bare load's ("90, 95kg").
      const unit = new RegExp(`${UNIT}$`, 'i').exec(loads.findLast((w) => /[a-z#]$/i.test(w)) ?? '')?.[0];
      if (!unit && !loads.every((w) => Number.parseFloat(w) >= 20)) return whole;
      const each = loads.map(
        (w) => `1x1 @ ${w.trim()}${unit && !/[a-z#]$/i.test(w.trim()) ? ` ${unit}` : ''}`,
      );
      // The count is told by the loads now: left in the prose it would count reps again.
      return tidy(`${words}${noun}${between.trimEnd()}; ${each.join('; ')}`);
    },
  );
}

/**
 * The line with its attempts told in prose written as singles: a count of lifts over as many loads, then
 * a ladder. Only in sentences `kindOf` (journal-achieved's sentenceKind) calls today's.
 */
export function attemptsTold(line: string, kindOf: (sentence: string) => string): string {
  const isToday = (s: string) => kindOf(s) === 'today';
  return attemptLadder(countedAttempts(line, isToday), isToday);
}
