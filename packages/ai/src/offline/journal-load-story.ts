/**
 * A story of attempts, told load by load: how each load was reached and whether it was lifted. This is
 * the one place that reads loads told in a story rather than written down as sets:
 * - a load told as a change ("another 10 kilos was added", "added 5 more", "+10", "went up 20", "dropped
 *   10") is added to the last load the story told, and written as the load it came to ("up to 30
 *   kilos"); a change with the load it came to ("dropped down 10 pounds to 235") is only that load. A
 *   change in brackets ("335 (+35)") compares with another day, and a change with no load before it has
 *   nothing to add to: both stay as written.
 * - in a story of attempts (a max, a best, a try or a failure is told), a load told as done with no
 *   count ("started off with 90, and did that", "Did 95", "dropped to 103.5 and succeeded", "My overhead
 *   press was 75 pounds") is a single.
 * Which sentences are today's work is journal-achieved's sentenceKind, passed in.
 */
import { findExercise } from '../catalogue/index.ts';
import { NUMBER_WORD, wordCount } from './journal-counts.ts';

const NUM = String.raw`(?:\d+(?:\.\d+)?|${NUMBER_WORD})`;
const UNIT = '(?:kgs?|kilos?|kilograms?|lbs?|pounds?|#)(?![a-z])';
const value = (w: string) => (/^\d/.test(w) ? Number.parseFloat(w) : (wordCount(w) ?? Number.NaN));

// Words that name the change's direction, before or after its amount.
const DOWN = /\b(?:drop|dropp|down|off|strip|less|lighter|took|take|came|back)/i;
const BAR = String.raw`(?:\s+(?:(?:to|on|onto)\s+)?(?:the|my)\s+(?:bar|stack|sled|machine|pin)|\s+(?:to|on|onto)\s+it)?`;
// What follows a change's amount: not a count of anything ("added 2 sets", "up 10 reps", "added 10 push-ups").
const ENDS = String.raw`(?=\s*(?:[.,;:!?)]|$|(?:and|then|for|to|on|onto|but|so)\b))`;
// The change's amount, its unit, "more", and the load it came to ("to 235") if written.
const AMOUNT = String.raw`(${NUM})\s*(${UNIT})?(?:\s+(?:more|less|lighter|heavier|extra))?${BAR}`;
const TO = String.raw`(?:\s*,?\s*to\s+(?=\d)|${ENDS})`;
const CHANGE = new RegExp(
  [
    // "another 10 kilos was added to the bar", "that extra five kilos was added", "10 more pounds went on"
    String.raw`\b(?:(?:another|an?\s+extra|a\s+further|(?:that|the)\s+extra|extra)\s+)?${AMOUNT}\s+(?:was|were|got|gets|is|are|went|goes)\s+(?:then\s+|also\s+)?(?:added|put\s+on|thrown\s+on|slapped\s+on|loaded|on|taken\s+off|stripped(?:\s+off)?)${BAR}${ENDS}`,
    // "added 5 more", "went up 20 lbs", "dropped down 10 pounds to 235", "took off 10"
    String.raw`\b(?:added|adding|add|put\s+on|threw\s+on|slapped\s+on|(?:went|moved|jumped|bumped|stepped|go|going)\s+up|up|(?:dropped|drop|dropping|came|went|stepped|go|going)(?:\s+(?:back\s+)?down)?|down|took\s+off|take\s+off|stripped(?:\s+off)?)\s+(?:another\s+|an?\s+(?:extra\s+|further\s+)?|a\s+further\s+)?${AMOUNT}${TO}`,
    // "+10", "then +5kg": opening a clause; not in brackets ("335 lbs (+35 lbs)" compares with another
    // day) nor after a load ("BW +20 kgs" is the load)
    String.raw`(?<=^|[.,;:]\s*|\bthen\s+)\+\s*(\d+(?:\.\d+)?)\s*(${UNIT})?${ENDS}`,
  ].join('|'),
  'gi',
);
const CHANGE_HINT =
  /\b(?:add|added|adding|up|down|drop|dropped|dropping|off|stripped|extra|another|further)\b|\+\s*\d/i;

// A load told as such: a number with its unit, after "@"/"at"/"to", or a bare number too big for reps.
const LOAD = new RegExp(
  String.raw`(?:(?:@|\bat|\bto|\bwith)\s*)?(?<![\d.])(\d+(?:\.\d+)?)(?!\s*(?:[x×*]\s*\d|%|reps?\b|sets?\b|times\b|mins?\b|minutes?\b|sec|seconds?\b|days?\b|weeks?\b|years?\b|months?\b|m\b|km\b|miles?\b))(\s*${UNIT})?`,
  'gi',
);
type Told = { load: number; unit: string } | null;
function lastLoad(text: string): Told {
  let out: Told = null;
  for (const m of text.matchAll(LOAD)) {
    const n = Number.parseFloat(m[1] ?? '');
    if (m[2] || (/^(?:@|at|to|with)/i.test(m[0]) && n >= 10) || n >= 20)
      out = { load: n, unit: m[2]?.trim() ?? '' };
  }
  return out;
}

// A story of attempts: a max, a best, a try or a failure told anywhere in the entry.
// Not "max" alone: "max reps", "15, 13, max" are counts of reps.
const ATTEMPTS =
  /\b(?:weigh[\s-]?ins?|weighed\s+in|(?:this|that)\s+(?:(?:first|last|top)\s+)?lift|the\s+(?:first|last|top)\s+lift|(?:old|previous|my|a|new|rep|rm)\s+max(?:es)?|max(?:ed)?\s+out|maximal|1\s?rm|pr|pb|(?:personal|previous|old)\s+(?:best|record)|attempts?|tried|try|tries|trying|fail(?:ed|s)?|miss(?:ed)?|couldn['’]?t|work(?:ed)?\s+up|singles?)\b/i;
// Told as done: "did that", "Did 95", "and succeeded", "made it", "pulled 315", "135kg went up".
const DONE =
  /\b(?:did|done|made|hit|succeeded|completed|nailed|managed|got|pulled|pressed|benched|squatted|lifted|locked\s+(?:it\s+)?out|stood\s+(?:it\s+)?up|(?:went|flew|came)\s+up(?!\s+(?:to|by)\b))\b/i;
// "My overhead press was 75 pounds." (then "I failed out on 80"), "Squat: 110 kg. Failed on 120": on a
// max day a lift told at its load, in words or by its label, is the load it made, as a verb of doing
// tells it. Only a lift the catalogue knows ("my bodyweight was 80kg" is no lift).
const LIFT_WAS = /\bmy\s+((?:[\p{L}-]+\s+){0,2}[\p{L}-]+)\s+was\s+(?=\d)/iu;
const LIFT_LOAD = /^\s*((?:[\p{L}-]+\s+){0,2}[\p{L}-]+)\s*:\s*(?=\d+(?:\.\d+)?[^\d]*$)/iu;
// The label form only beside a try that failed, or a meet's weigh-in ("Bench Press: 92.5 kg. Which is
// 1 kg more than my weight at weigh-in": on a meet day a lift told at one load is the attempt made):
// "Bench press - 320 lbs. 2s x 6" tells its sets after it, and "Squat: 110 kg." alone stays a load.
const FAILED_TRY = /\b(?:fail(?:ed|s)?|miss(?:ed)?|bail(?:ed)?|weigh[\s-]?ins?|weighed\s+in)\b/i;
// "Deadlift 210kg/462lb Now I have a video of this first lift": a lift's name, its one load and no
// count, the line calling it one lift ("this lift", "that first lift") is a single, colon or none.
const ONE_LIFT =
  /\b(?:(?:this|that)\s+(?:(?:first|last|heavy|top)\s+)?|the\s+(?:first|last|heavy|top)\s+)lift\b(?!\s*(?:was|is)\s+\d)/i;
const NAME_LOAD =
  /^\s*((?:[\p{L}-]+\s+){0,2}[\p{L}-]+)\s*[:\-–]?\s*(?=\d+(?:\.\d+)?\s*(?:kgs?|kilos?|lbs?|pounds?)(?![\p{L}\d])(?!\s*[x×*]))/iu;
const toldDone = (s: string, line = '') =>
  DONE.test(s) ||
  !!findExercise(
    LIFT_WAS.exec(s)?.[1] ||
      (FAILED_TRY.test(line.replace(s, ' ')) ? LIFT_LOAD.exec(s)?.[1] : '') ||
      (ONE_LIFT.test(line || s) ? NAME_LOAD.exec(s)?.[1] : '') ||
      '',
  );

// Reps or a count told: the sentence tells its own sets.
// ("one last warm up lift at 205" is counted by its words).
const COUNTED =
  /\b(?:one|a|an|\d)\s+(?:[\p{L}-]+\s+){0,3}?(?:lift|single|attempt|pull|rep)s?\b|\d\s*[x×*]\s*\d|\b\d{1,2}\s*(?:reps?|sets?|singles?|doubles?|triples?|times|lifts?|attempts?)\b|\bfor\s+(?:\d|an?\b|one\b)|\b(?:sets?|reps?)\s+of\b|\b(?:singles?|doubles?|triples?|reps?)\b/iu;
const ONE_LOAD = new RegExp(
  String.raw`^[^\d]*?(?<![\d.])(\d+(?:\.\d+)?)(\s*${UNIT})?(?![\d%]|\.\d)[^\d]*$`,
  'i',
);
const NOT_DONE =
  /\b(?:fail|miss|couldn|could\s+not|didn|did\s+not|unable|try|tried|attempt|going\s+to|will|next)\w*/i;

// "Back squats @ 60% of 1 RM 3×10. … I did this with 165": the load the work told before ("this",
// "them", "these") was done with, not a lift of its own.
const DONE_BEFORE =
  /\b(?:did|done|doing|do)\s+(?:all\s+)?(?:this|these|them)\s+(?:all\s+)?(?:with|at|using|@)\s/i;

/** A load told as done with no count, as a single ("Did 95" → "Did 1x1 @ 95"). */
function doneSingle(sentence: string, line: string): string {
  if (
    !toldDone(sentence, line) ||
    COUNTED.test(sentence) ||
    NOT_DONE.test(sentence) ||
    DONE_BEFORE.test(sentence)
  )
    return sentence;
  const m = ONE_LOAD.exec(sentence);
  if (!m || !(m[2] || Number.parseFloat(m[1] ?? '') >= 20)) return sentence;
  return sentence.replace(/(?<![\d.])\d+(?:\.\d+)?/, '1x1 @ $&');
}

/** A change of load (CHANGE's match, its groups, the words after it) as the load it came to. */
function changed(whole: string, g: (string | undefined)[], after: string, last: Told): string {
  // "Then I put on 205": a load put on the bar is the load, unless told as more.
  if (
    !last ||
    (/\b(?:put|threw|slapped)\s+on\b/i.test(whole) && !/\b(?:another|extra|further|more)\b/i.test(whole))
  )
    return whole;
  const [n, u] = g[0] !== undefined ? [g[0], g[1]] : g[2] !== undefined ? [g[2], g[3]] : [g[4], g[5]];
  const by = value(n ?? '');
  const sign = DOWN.test(whole) ? -1 : 1;
  // "took off 10 pounds for a single at 335": the load it came to is told after it in the clause.
  if (/(?:@|\bat)\s*\d/i.test(after.split(/[,.;!?]/)[0] ?? '')) return ' ';
  // "dropped down 10 pounds to 235": so it is here.
  if (/\bto\s*$/i.test(whole)) return ` ${sign < 0 ? 'down' : 'up'} to `;
  // Not a change that takes off the whole load: that number was something else.
  if (!Number.isFinite(by) || (sign < 0 && by >= last.load)) return whole;
  const unit = u?.trim() || last.unit;
  return ` ${sign < 0 ? 'down' : 'up'} to ${last.load + sign * by}${unit ? ` ${unit}` : ''}`;
}

/** The entry with changes of load written as the load they came to, and loads told done as singles. */
export function loadStory(content: string, isToday: (sentence: string) => boolean): string {
  const changes = CHANGE_HINT.test(content);
  const story = ATTEMPTS.test(content);
  if (!/\d|\b(?:another|extra)\b/i.test(content) || !(changes || story)) return content;
  let last: Told = null;
  return content
    .split('\n')
    .map((line) =>
      line
        .split(/(?<=[.!?;])(?=\s)/)
        .map((s) => {
          let out = s;
          if (changes && last && CHANGE_HINT.test(s) && isToday(s))
            out = s.replace(CHANGE, (whole: string, ...g: unknown[]) =>
              changed(
                whole,
                g.slice(0, 6) as (string | undefined)[],
                s.slice(Number(g[6]) + whole.length),
                last,
              ),
            );
          if (story && toldDone(out, line) && isToday(out)) out = doneSingle(out, line);
          last = lastLoad(out) ?? last;
          return out;
        })
        .join(''),
    )
    .join('\n');
}
